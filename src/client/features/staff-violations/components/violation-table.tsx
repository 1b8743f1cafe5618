/** The project's protocol violations: subject, type, severity, day, description, source, status and the actions allowed now. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Violation } from '../../../../shared/api/safety-violations';
import { SEVERITY, VIOLATION_TYPE } from '../../../../shared/domain/fixed-dictionaries';
import { dictEntryLabel } from '../../../../shared/domain/labels';
import { VIOLATION_SOURCE_LABELS, VIOLATION_STATUS_LABELS } from '../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../lib/i18n';
import { TableStates } from '../../../ui/table-states';
import { violationMessages } from '../messages';

export type ViolationAction = 'detail' | 'edit' | 'review' | 'reopen' | 'delete';

const SEVERITY_COLORS: Record<number, 'default' | 'warning' | 'error'> = { 1: 'default', 2: 'warning', 3: 'error' };

export interface ViolationTableProps {
  rows: Violation[];
  loading: boolean;
  failed: boolean;
  actionsOf: (violation: Violation) => ViolationAction[];
  onRetry: () => void;
  onAction: (violation: Violation, action: ViolationAction) => void;
}

export function ViolationTable({ rows, loading, failed, actionsOf, onRetry, onAction }: ViolationTableProps) {
  const t = useMessages(violationMessages);
  const { locale } = useLocale();
  const labels: Record<ViolationAction, string> = {
    detail: t.detail,
    edit: t.edit,
    review: t.review,
    reopen: t.reopen,
    delete: t.delete,
  };
  return (
    <TableContainer>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            <TableCell>{t.subject}</TableCell>
            <TableCell>{t.type}</TableCell>
            <TableCell>{t.severity}</TableCell>
            <TableCell>{t.occurredDate}</TableCell>
            <TableCell>{t.description}</TableCell>
            <TableCell>{t.source}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates colSpan={8} loading={loading} failed={failed} empty={rows.length === 0} onRetry={onRetry} />
          {!loading &&
            rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  {row.subjectNumber} {row.initials}
                </TableCell>
                <TableCell>
                  {row.type === null ? t.visitDeviation : dictEntryLabel(VIOLATION_TYPE, row.type, locale)}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={SEVERITY_COLORS[row.severity] ?? 'default'}
                    label={dictEntryLabel(SEVERITY, row.severity, locale)}
                  />
                </TableCell>
                <TableCell>{row.occurredDate}</TableCell>
                <TableCell sx={{ maxWidth: 360 }}>{row.description}</TableCell>
                <TableCell>
                  {VIOLATION_SOURCE_LABELS[row.source][locale]}
                  {row.visitName ? ` · ${row.visitName}` : ''}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={row.status === 'open' ? 'warning' : 'success'}
                    label={VIOLATION_STATUS_LABELS[row.status][locale]}
                  />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {actionsOf(row).map((action) => (
                      <Button
                        key={action}
                        size="small"
                        color={action === 'delete' ? 'error' : 'primary'}
                        aria-label={`${labels[action]} ${row.subjectNumber}`}
                        onClick={() => onAction(row, action)}
                      >
                        {labels[action]}
                      </Button>
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
