/**
 * Write a research-fee expense (expense:edit): fee type, expense type, payee, day, the gross
 * amount typed in yuan with the management fee split shown live at the project's rate (the
 * server splits it again and stores it), and a note. Also the payment dialog (expense:pay).
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Expense, ExpenseOptions } from '../../../../../shared/api/finance/expenses';
import { EXPENSE_TYPES, EXPENSE_TYPE_LABELS } from '../../../../../shared/domain/finance/codes';
import { formatFen, parseYuan, splitByRate } from '../../../../../shared/domain/money';
import { fieldProblemOf, failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { expenseMessages } from '../messages';
import { useExpenseActions } from '../queries';

type Problems = Partial<Record<string, string>>;

function useFailure() {
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string>();
  const onError = (fallback: string) => (error: unknown) => {
    const problem = fieldProblemOf(error);
    if (problem) setProblems({ [problem.field]: problem.text });
    else setFormError(failureText(error, fallback));
  };
  return { problems, setProblems, formError, setFormError, onError };
}

export function ExpenseDialog({
  projectId,
  options,
  expense,
  today,
  onClose,
}: {
  projectId: number;
  options: ExpenseOptions;
  expense?: Expense;
  today: string;
  onClose: () => void;
}) {
  const t = useMessages(expenseMessages);
  const { locale } = useLocale();
  const [form, setForm] = useState({
    feeTypeId: expense
      ? String(expense.feeTypeId)
      : String(options.feeTypes.find((f) => f.category === 'research')?.id ?? ''),
    expenseType: expense?.expenseType ?? 'investigatorFee',
    payee: expense?.payee ?? '',
    incurredOn: expense?.incurredOn ?? today,
    amount: expense ? formatFen(expense.amountFen).replace(/,/g, '') : '',
    note: expense?.note ?? '',
  });
  const failure = useFailure();
  const { save } = useExpenseActions(projectId);
  const amountFen = parseYuan(form.amount);
  const split = amountFen ? splitByRate(amountFen, options.managementFeeBp) : null;
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const submit = () => {
    const found: Problems = {};
    if (!form.feeTypeId) found.feeTypeId = t.required;
    if (!form.payee.trim()) found.payee = t.required;
    if (!form.incurredOn) found.incurredOn = t.required;
    else if (form.incurredOn > today) found.incurredOn = t.afterToday;
    if (!amountFen) found.amountFen = t.badAmount;
    failure.setProblems(found);
    failure.setFormError(undefined);
    if (Object.keys(found).length > 0 || !amountFen) return;
    save.mutate(
      {
        projectId,
        ...(expense ? { id: expense.id, version: expense.version } : {}),
        feeTypeId: Number(form.feeTypeId),
        expenseType: form.expenseType,
        payee: form.payee.trim(),
        incurredOn: form.incurredOn,
        amountFen,
        note: form.note.trim() || null,
      },
      { onSuccess: onClose, onError: failure.onError(t.saveFailed) },
    );
  };
  const { problems } = failure;
  return (
    <FormDialog
      title={expense ? t.editTitle : t.addTitle}
      busy={save.isPending}
      error={failure.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        required
        label={t.feeType}
        value={form.feeTypeId}
        onChange={set('feeTypeId')}
        error={!!problems.feeTypeId}
        helperText={problems.feeTypeId}
      >
        {options.feeTypes.map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {locale === 'en' ? (type.nameEn ?? type.name) : type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select required label={t.expenseType} value={form.expenseType} onChange={set('expenseType')}>
        {EXPENSE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {EXPENSE_TYPE_LABELS[type][locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        label={t.payee}
        value={form.payee}
        onChange={set('payee')}
        error={!!problems.payee}
        helperText={problems.payee}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        required
        type="date"
        label={t.incurredOn}
        value={form.incurredOn}
        onChange={set('incurredOn')}
        error={!!problems.incurredOn}
        helperText={problems.incurredOn}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        required
        label={`${t.amount} · ${options.currency}`}
        value={form.amount}
        onChange={set('amount')}
        error={!!problems.amountFen}
        helperText={problems.amountFen}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }}
      />
      {split && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {format(t.split, {
            fee: formatFen(split.taken),
            rate: options.managementFeeBp / 100,
            net: formatFen(split.rest),
          })}
        </Typography>
      )}
      <TextField
        multiline
        minRows={2}
        label={t.note}
        value={form.note}
        onChange={set('note')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}

export function PayDialog({
  projectId,
  expense,
  today,
  onClose,
}: {
  projectId: number;
  expense: Expense;
  today: string;
  onClose: () => void;
}) {
  const t = useMessages(expenseMessages);
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const failure = useFailure();
  const { pay } = useExpenseActions(projectId);
  const submit = () => {
    const found: Problems = {};
    if (!paidOn) found.paidOn = t.required;
    else if (paidOn > today) found.paidOn = t.afterToday;
    if (!reference.trim()) found.reference = t.required;
    failure.setProblems(found);
    if (Object.keys(found).length > 0) return;
    pay.mutate(
      { projectId, id: expense.id, version: expense.version, paidOn, reference: reference.trim() },
      { onSuccess: onClose, onError: failure.onError(t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={`${t.payTitle} · ${expense.payee} · ${formatFen(expense.netFen)}`}
      busy={pay.isPending}
      error={failure.formError}
      submitLabel={t.pay}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        required
        type="date"
        label={t.paidOn}
        value={paidOn}
        onChange={(e) => setPaidOn(e.target.value)}
        error={!!failure.problems.paidOn}
        helperText={failure.problems.paidOn}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        required
        label={t.reference}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={!!failure.problems.reference}
        helperText={failure.problems.reference}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}
