/** The lines of a recovery: each recoverable stock line of the pharmacy with its cause and the quantity taken (blank = none). */
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RecoverableStock } from '../../../../../shared/api/drugs/recovery';
import type { RecoveryCause } from '../../../../../shared/domain/drugs/status';
import { format, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { recoveryMessages } from '../messages';
import { type RecoveryForm, type RecoveryProblems, causesFor, defaultCause, stockKey } from '../recovery-form';

type T = typeof recoveryMessages.en;

export const causeLabel = (t: T, cause: RecoveryCause): string =>
  ({ returned: t.causeReturned, expired: t.causeExpired, damaged: t.causeDamaged, excursion: t.causeExcursion })[cause];

export function RecoveryLines({
  rows,
  loading,
  failed,
  onRetry,
  form,
  problems,
  onChange,
}: {
  rows: readonly RecoverableStock[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  form: RecoveryForm;
  problems: RecoveryProblems;
  onChange: (lines: RecoveryForm['lines']) => void;
}) {
  const t = useMessages(recoveryMessages);
  const set = (row: RecoverableStock, patch: Partial<RecoveryForm['lines'][string]>) => {
    const key = stockKey(row);
    const line = form.lines[key] ?? { cause: defaultCause(row, form.doneOn), quantity: '' };
    onChange({ ...form.lines, [key]: { ...line, ...patch } });
  };
  return (
    <>
      {problems.lines && (
        <Typography color="error" variant="body2" role="alert">
          {problems.lines}
        </Typography>
      )}
      <Table size="small" aria-label={t.lines}>
        <TableHead>
          <TableRow>
            <TableCell>{t.lines}</TableCell>
            <TableCell>{t.cause}</TableCell>
            <TableCell>{t.quantity}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={3}
            loading={loading}
            failed={failed}
            empty={rows.length === 0}
            onRetry={onRetry}
            skeletonRows={2}
          />
          {rows.map((row) => {
            const key = stockKey(row);
            const line = form.lines[key];
            const name = `${row.kitNumber} ${t[row.state]}`;
            return (
              <TableRow key={key}>
                <TableCell>
                  <div>{`${row.kitNumber} · ${row.productName}`}</div>
                  <Typography variant="caption" color={row.expired ? 'error' : 'text.secondary'}>
                    {`${row.batchNumber} · ${row.expiryDate} · ${t[row.state]} · `}
                    {format(t.inStock, { count: row.quantity })}
                  </Typography>
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    label={`${t.cause} ${name}`}
                    value={line?.cause ?? defaultCause(row, form.doneOn)}
                    onChange={(event) => set(row, { cause: event.target.value as RecoveryCause })}
                    error={!!problems[`lines.${key}.cause`] || !!problems[`lines.${key}.fromState`]}
                    helperText={problems[`lines.${key}.cause`] ?? problems[`lines.${key}.fromState`]}
                    sx={{ minWidth: 130 }}
                  >
                    {causesFor(row, form.doneOn).map((cause) => (
                      <MenuItem key={cause} value={cause}>
                        {causeLabel(t, cause)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    label={`${t.quantity} ${name}`}
                    value={line?.quantity ?? ''}
                    onChange={(event) => set(row, { quantity: event.target.value })}
                    error={!!problems[`lines.${key}.quantity`]}
                    helperText={problems[`lines.${key}.quantity`]}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                    sx={{ width: 110 }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
