/**
 * Record income (income:record): the amount typed in yuan, the day, the payer and, when it pays
 * an invoice, which one (issued and not yet paid). More than the invoice still has due is
 * refused by the server and shown on the amount.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatFen, parseYuan } from '../../../../../shared/domain/money';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { MoneyField } from '../../money-field';
import { receivableMessages } from '../messages';
import { receivableQueries, useReceivableActions } from '../queries';
import { useFailure } from './invoice-dialogs';

type Problems = Partial<Record<string, string>>;

export function IncomeDialog({
  projectId,
  currency,
  today,
  onClose,
}: {
  projectId: number;
  currency: string;
  today: string;
  onClose: () => void;
}) {
  const t = useMessages(receivableMessages);
  const invoices = useQuery(receivableQueries.invoices(projectId, { offset: 0, limit: 100 }));
  const open = (invoices.data?.rows ?? []).filter((row) => row.status === 'issued' || row.status === 'partlyPaid');
  const [form, setForm] = useState({
    invoiceId: '',
    amount: '',
    receivedOn: today,
    payer: '',
    method: '',
    reference: '',
  });
  const failure = useFailure();
  const { saveIncome } = useReceivableActions(projectId);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const choose = (event: { target: { value: string } }) => {
    const invoice = open.find((row) => String(row.id) === event.target.value);
    setForm((current) => ({
      ...current,
      invoiceId: event.target.value,
      payer: current.payer || (invoice?.payer ?? ''),
    }));
  };
  const submit = () => {
    const amountFen = parseYuan(form.amount);
    const found: Problems = {};
    if (!amountFen) found.amountFen = t.badAmount;
    if (!form.payer.trim()) found.payer = t.required;
    if (!form.receivedOn) found.receivedOn = t.required;
    else if (form.receivedOn > today) found.receivedOn = t.afterToday;
    failure.setProblems(found);
    failure.setFormError(undefined);
    if (Object.keys(found).length > 0 || !amountFen) return;
    saveIncome.mutate(
      {
        projectId,
        ...(form.invoiceId ? { invoiceId: Number(form.invoiceId) } : {}),
        amountFen,
        receivedOn: form.receivedOn,
        payer: form.payer.trim(),
        method: form.method.trim() || null,
        reference: form.reference.trim() || null,
      },
      { onSuccess: onClose, onError: failure.onError(t.saveFailed) },
    );
  };
  const { problems } = failure;
  return (
    <FormDialog
      title={t.incomeTitle}
      busy={saveIncome.isPending}
      error={failure.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        label={t.againstInvoice}
        value={form.invoiceId}
        onChange={choose}
        error={!!problems.invoiceId}
        helperText={problems.invoiceId}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t.noInvoice}</MenuItem>
        {open.map((row) => (
          <MenuItem key={row.id} value={String(row.id)}>
            {`${row.number ?? ''} ${row.payer} ${formatFen(row.amountFen - row.receivedFen)}`}
          </MenuItem>
        ))}
      </TextField>
      <MoneyField
        required
        label={t.amount}
        currency={currency}
        value={form.amount}
        onChange={(amount) => setForm((current) => ({ ...current, amount }))}
        invalidText={t.badAmount}
        errorText={problems.amountFen}
      />
      <TextField
        required
        type="date"
        label={t.receivedOn}
        value={form.receivedOn}
        onChange={set('receivedOn')}
        error={!!problems.receivedOn}
        helperText={problems.receivedOn}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        required
        label={t.payer}
        value={form.payer}
        onChange={set('payer')}
        error={!!problems.payer}
        helperText={problems.payer}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t.method}
        value={form.method}
        onChange={set('method')}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField
        label={t.reference}
        value={form.reference}
        onChange={set('reference')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}
