/** The project's protocol violations: subject, type, severity, day, description, source, status and the actions allowed now. */
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Violation } from '../../../../../shared/api/safety/violations';
import { SEVERITY, VIOLATION_TYPE } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { VIOLATION_SOURCE_LABELS, VIOLATION_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { type ActionableRecordTableProps, RowActionButtons } from '../../../../ui/row-action-buttons';
import { RecordListTable } from '../../../../ui/record-list-table';
import { violationMessages } from '../messages';

export type ViolationAction = 'detail' | 'edit' | 'review' | 'reopen' | 'delete';

const SEVERITY_COLORS: Record<number, 'default' | 'warning' | 'error'> = { 1: 'default', 2: 'warning', 3: 'error' };

export type ViolationTableProps = ActionableRecordTableProps<Violation, ViolationAction>;

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
    <RecordListTable
      label={t.table}
      columns={[t.subject, t.type, t.severity, t.occurredDate, t.description, t.source, t.status, t.actions]}
      loading={loading}
      failed={failed}
      empty={rows.length === 0}
      onRetry={onRetry}
    >
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
              <RowActionButtons
                actions={actionsOf(row)}
                labels={labels}
                rowName={row.subjectNumber}
                onAction={(action) => onAction(row, action)}
              />
            </TableCell>
          </TableRow>
        ))}
    </RecordListTable>
  );
}
