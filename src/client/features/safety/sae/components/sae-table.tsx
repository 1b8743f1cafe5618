/** The rows of a project's SAE reports: due chip, number, type, AE term, subject, assignee, status. */
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Sae } from '../../../../../shared/api/safety/sae';
import { useMessages } from '../../../../lib/i18n';
import { OpenRecordButton, type OpenableRecordTableProps, RecordListTable } from '../../../../ui/record-list-table';
import { DueChip, RecordStatusChip } from '../../../../ui/safety-status-chips';
import { saeMessages } from '../messages';
import { hospitalTime } from '../../../../../shared/domain/hospital-time';
import { useHospitalTimeColumn } from '../../../../lib/hospital-zone';

export type SaeTableProps = OpenableRecordTableProps<Sae>;

export function useReportTypeLabel() {
  const t = useMessages(saeMessages);
  return (type: string) => (type === 'followup' ? t.followup : type === 'summary' ? t.summary : t.first);
}

export const subjectLabel = (row: { subjectNumber: string | null; subjectInitials: string | null }) =>
  row.subjectNumber ? `${row.subjectNumber} ${row.subjectInitials ?? ''}`.trim() : '—';

export function SaeTable({ rows, loading, failed, onRetry, onOpen }: SaeTableProps) {
  const t = useMessages(saeMessages);
  const typeLabel = useReportTypeLabel();
  const zoned = useHospitalTimeColumn();
  return (
    <RecordListTable
      label={t.table}
      columns={[
        t.due,
        t.reportNo,
        t.reportType,
        t.aeTerm,
        t.subject,
        zoned(t.learnedAt),
        t.assignee,
        t.status,
        t.actions,
      ]}
      loading={loading}
      failed={failed}
      empty={rows.length === 0}
      onRetry={onRetry}
    >
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
            <RecordStatusChip status={row.status} />
          </TableCell>
          <TableCell>
            <OpenRecordButton label={t.view} rowName={row.reportNo ?? row.aeTerm} onOpen={() => onOpen(row.id)} />
          </TableCell>
        </TableRow>
      ))}
    </RecordListTable>
  );
}
