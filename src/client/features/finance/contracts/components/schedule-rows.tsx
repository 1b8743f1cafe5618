/**
 * The contract form's repeated rows: the parties (role and name) and the payment schedule
 * (payment, milestone, amount typed in yuan, due day), with the schedule's total shown
 * against the contract's amount.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatFen, parseYuan } from '../../../../../shared/domain/money';
import { format, useMessages } from '../../../../lib/i18n';
import { MoneyField } from '../../money-field';
import { contractMessages } from '../messages';

export interface PartyRow {
  role: string;
  name: string;
}
export interface PaymentRow {
  name: string;
  milestone: string;
  amount: string;
  dueOn: string;
}

function replaced<T>(rows: T[], index: number, patch: Partial<T>): T[] {
  return rows.map((row, at) => (at === index ? { ...row, ...patch } : row));
}

export function PartyRows({ rows, onChange }: { rows: PartyRow[]; onChange: (rows: PartyRow[]) => void }) {
  const t = useMessages(contractMessages);
  return (
    <Stack spacing={1} role="group" aria-label={t.parties}>
      <Typography variant="subtitle2">{t.parties}</Typography>
      {rows.map((row, index) => (
        <Stack direction="row" spacing={1} key={index}>
          <TextField
            size="small"
            label={`${t.partyRole} ${index + 1}`}
            value={row.role}
            onChange={(e) => onChange(replaced(rows, index, { role: e.target.value }))}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <TextField
            size="small"
            label={`${t.partyName} ${index + 1}`}
            value={row.name}
            onChange={(e) => onChange(replaced(rows, index, { name: e.target.value }))}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1 }}
          />
          <Button size="small" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
            {t.removeRow}
          </Button>
        </Stack>
      ))}
      <Button size="small" sx={{ alignSelf: 'start' }} onClick={() => onChange([...rows, { role: '', name: '' }])}>
        {t.addParty}
      </Button>
    </Stack>
  );
}

export function PaymentRows({
  rows,
  amountFen,
  currency,
  onChange,
}: {
  rows: PaymentRow[];
  amountFen: number | null;
  currency?: string;
  onChange: (rows: PaymentRow[]) => void;
}) {
  const t = useMessages(contractMessages);
  const scheduled = rows.reduce((sum, row) => sum + (parseYuan(row.amount) ?? 0), 0);
  return (
    <Stack spacing={1} role="group" aria-label={t.schedule}>
      <Typography variant="subtitle2">{t.schedule}</Typography>
      {rows.map((row, index) => (
        <Stack direction="row" spacing={1} key={index} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            size="small"
            required
            label={`${t.paymentName} ${index + 1}`}
            value={row.name}
            onChange={(e) => onChange(replaced(rows, index, { name: e.target.value }))}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            size="small"
            label={`${t.milestone} ${index + 1}`}
            value={row.milestone}
            onChange={(e) => onChange(replaced(rows, index, { milestone: e.target.value }))}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <MoneyField
            size="small"
            required
            label={`${t.amount} ${index + 1}`}
            value={row.amount}
            currency={currency}
            invalidText={t.badAmount}
            onChange={(amount) => onChange(replaced(rows, index, { amount }))}
          />
          <TextField
            size="small"
            type="date"
            label={`${t.dueOn} ${index + 1}`}
            value={row.dueOn}
            onChange={(e) => onChange(replaced(rows, index, { dueOn: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button size="small" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
            {t.removeRow}
          </Button>
        </Stack>
      ))}
      <Button
        size="small"
        sx={{ alignSelf: 'start' }}
        onClick={() => onChange([...rows, { name: '', milestone: '', amount: '', dueOn: '' }])}
      >
        {t.addPayment}
      </Button>
      <Typography
        variant="body2"
        aria-live="polite"
        color={amountFen !== null && scheduled !== amountFen ? 'warning.main' : 'text.secondary'}
      >
        {format(t.scheduled, { scheduled: formatFen(scheduled), amount: formatFen(amountFen ?? 0) })}
        {amountFen !== null && scheduled !== amountFen ? ` · ${t.scheduleMismatch}` : ''}
      </Typography>
    </Stack>
  );
}
