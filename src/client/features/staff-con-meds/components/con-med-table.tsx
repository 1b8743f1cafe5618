/** The project's concomitant medications: subject, drug with the rules' chip, dose, route, dates, indication, status, actions. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ConMed } from '../../../../shared/api/safety-con-meds';
import { CON_MED_STATUS_LABELS } from '../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../lib/i18n';
import { TableStates } from '../../../ui/table-states';
import { conMedMessages } from '../messages';
import { RuleFlagChip } from './rule-flag-chip';

export type ConMedAction = 'detail' | 'edit' | 'check' | 'delete';

export interface ConMedTableProps {
  rows: ConMed[];
  loading: boolean;
  failed: boolean;
  actionsOf: (conMed: ConMed) => ConMedAction[];
  onRetry: () => void;
  onAction: (conMed: ConMed, action: ConMedAction) => void;
}

export function ConMedTable({ rows, loading, failed, actionsOf, onRetry, onAction }: ConMedTableProps) {
  const t = useMessages(conMedMessages);
  const { locale } = useLocale();
  const labels: Record<ConMedAction, string> = { detail: t.detail, edit: t.edit, check: t.check, delete: t.delete };
  return (
    <TableContainer>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            <TableCell>{t.subject}</TableCell>
            <TableCell>{t.drug}</TableCell>
            <TableCell>{t.dose}</TableCell>
            <TableCell>{t.route}</TableCell>
            <TableCell>{t.frequency}</TableCell>
            <TableCell>{t.startDate}</TableCell>
            <TableCell>{t.endDate}</TableCell>
            <TableCell>{t.indication}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates colSpan={10} loading={loading} failed={failed} empty={rows.length === 0} onRetry={onRetry} />
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
                <TableCell>{row.route}</TableCell>
                <TableCell>{row.frequency ?? '—'}</TableCell>
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
                  <Stack direction="row" spacing={0.5}>
                    {actionsOf(row).map((action) => (
                      <Button
                        key={action}
                        size="small"
                        color={action === 'delete' ? 'error' : 'primary'}
                        aria-label={`${labels[action]} ${row.subjectNumber} ${row.drug}`}
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
