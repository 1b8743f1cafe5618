/** The project's concomitant medications: subject, drug with the rules' chip, dose, route, dates, indication, status, actions. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ConMed } from '../../../../../shared/api/safety/con-meds';
import { CON_MED_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { type ActionableRecordTableProps, RowActionButtons } from '../../../../ui/row-action-buttons';
import { RecordListTable } from '../../../../ui/record-list-table';
import { useConMedDictionaries } from '../con-med-dictionaries';
import { conMedMessages } from '../messages';
import { RuleFlagChip } from './rule-flag-chip';

export type ConMedAction = 'detail' | 'edit' | 'check' | 'delete';

export type ConMedTableProps = ActionableRecordTableProps<ConMed, ConMedAction>;

export function ConMedTable({ rows, loading, failed, actionsOf, onRetry, onAction }: ConMedTableProps) {
  const t = useMessages(conMedMessages);
  const { locale } = useLocale();
  const dict = useConMedDictionaries();
  const labels: Record<ConMedAction, string> = { detail: t.detail, edit: t.edit, check: t.check, delete: t.delete };
  return (
    <RecordListTable
      label={t.table}
      columns={[
        t.subject,
        t.drug,
        t.dose,
        t.route,
        t.frequency,
        t.startDate,
        t.endDate,
        t.indication,
        t.status,
        t.actions,
      ]}
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
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <span>{row.drug}</span>
                <RuleFlagChip flag={row.ruleFlag} />
              </Stack>
            </TableCell>
            <TableCell>{row.dose}</TableCell>
            <TableCell>{dict.label('route', row.route)}</TableCell>
            <TableCell>{dict.label('frequency', row.frequency)}</TableCell>
            <TableCell>{row.startDate}</TableCell>
            <TableCell>{row.endDate ?? '—'}</TableCell>
            <TableCell>{row.indication}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={row.status === 'recorded' ? 'warning' : 'success'}
                label={CON_MED_STATUS_LABELS[row.status][locale]}
              />
            </TableCell>
            <TableCell>
              <RowActionButtons
                actions={actionsOf(row)}
                labels={labels}
                rowName={`${row.subjectNumber} ${row.drug}`}
                onAction={(action) => onAction(row, action)}
              />
            </TableCell>
          </TableRow>
        ))}
    </RecordListTable>
  );
}
