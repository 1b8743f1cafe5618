/** The rows of a project's SAE reports: due chip, number, type, AE term, subject, assignee, status. */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Sae } from '../../../../shared/api/safety-sae';
import { hospitalTime } from '../../../../shared/domain/safety/due-dates';
import { useMessages } from '../../../lib/i18n';
import { TableStates } from '../../../ui/table-states';
import { saeMessages } from '../messages';
import { DueChip, StatusChip } from './due-chip';

export interface SaeTableProps {
  rows: Sae[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (id: number) => void;
}

export function useReportTypeLabel() {
  const t = useMessages(saeMessages);
  return (type: string) => (type === 'followup' ? t.followup : type === 'summary' ? t.summary : t.first);
}

export const subjectLabel = (row: { subjectNumber: string | null; subjectInitials: string | null }) =>
  row.subjectNumber ? `${row.subjectNumber} ${row.subjectInitials ?? ''}`.trim() : '—';

export function SaeTable({ rows, loading, failed, onRetry, onOpen }: SaeTableProps) {
  const t = useMessages(saeMessages);
  const typeLabel = useReportTypeLabel();
  return (
    <Table size="small" aria-label={t.table}>
      <TableHead>
        <TableRow>
          <TableCell>{t.due}</TableCell>
          <TableCell>{t.reportNo}</TableCell>
          <TableCell>{t.reportType}</TableCell>
          <TableCell>{t.aeTerm}</TableCell>
          <TableCell>{t.subject}</TableCell>
          <TableCell>{t.learnedAt}</TableCell>
          <TableCell>{t.assignee}</TableCell>
          <TableCell>{t.status}</TableCell>
          <TableCell>{t.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableStates colSpan={9} loading={loading} failed={failed} empty={rows.length === 0} onRetry={onRetry} />
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <DueChip dueState={row.dueState} dueLabel={row.dueLabel} />
            </TableCell>
            <TableCell>{row.reportNo ?? t.noNumber}</TableCell>
            <TableCell>{typeLabel(row.reportType)}</TableCell>
            <TableCell>{row.aeTerm}</TableCell>
            <TableCell>{subjectLabel(row)}</TableCell>
            <TableCell>{hospitalTime(Date.parse(row.learnedAt))}</TableCell>
            <TableCell>{row.assigneeName ?? t.unassigned}</TableCell>
            <TableCell>
              <StatusChip status={row.status} />
            </TableCell>
            <TableCell>
              <Button
                size="small"
                aria-label={`${t.view} ${row.reportNo ?? row.aeTerm}`}
                onClick={() => onOpen(row.id)}
              >
                {t.view}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
