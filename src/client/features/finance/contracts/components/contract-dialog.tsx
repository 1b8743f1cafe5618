/**
 * Write a contract (contract:edit): an agreement or an amendment of one, number, title, sponsor,
 * CRO, parties, the amount typed in yuan, the holdback percent, days signed and in force, and
 * the payment schedule. The server checks everything again; its field problem shows on the field.
 */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Contract } from '../../../../../shared/api/finance/contracts';
import { formatFen, parseYuan } from '../../../../../shared/domain/money';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { MoneyField } from '../../money-field';
import { contractMessages } from '../messages';
import { useContractActions } from '../queries';
import { type PartyRow, type PaymentRow, PartyRows, PaymentRows } from './schedule-rows';

type Problems = Partial<Record<string, string>>;
const yuanText = (fen: number) => formatFen(fen).replace(/,/g, '');

/** '12.5' percent as basis points (1250); null unless 0 to 100 with at most two decimals. */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}
const bpToPercent = (bp: number) => `${Math.floor(bp / 100)}${bp % 100 ? `.${String(bp % 100).padStart(2, '0')}` : ''}`;

function initial(contract: Contract | undefined) {
  return {
    kind: contract?.kind ?? 'agreement',
    parentId: contract?.parentId ? String(contract.parentId) : '',
    number: contract?.number ?? '',
    title: contract?.title ?? '',
    sponsor: contract?.sponsor ?? '',
    cro: contract?.cro ?? '',
    amount: contract ? yuanText(contract.amountFen) : '',
    holdback: contract ? bpToPercent(contract.holdbackBp) : '0',
    signedOn: contract?.signedOn ?? '',
    startsOn: contract?.startsOn ?? '',
    endsOn: contract?.endsOn ?? '',
    note: contract?.note ?? '',
  };
}

export function ContractDialog(props: {
  projectId: number;
  contract?: Contract;
  agreements: Contract[];
  onClose: () => void;
}) {
  const { projectId, contract, agreements, onClose } = props;
  const t = useMessages(contractMessages);
  const [form, setForm] = useState(() => initial(contract));
  const [parties, setParties] = useState<PartyRow[]>(contract?.parties ?? []);
  const [payments, setPayments] = useState<PaymentRow[]>(
    (contract?.payments ?? []).map((p) => ({
      name: p.name,
      milestone: p.note ?? '',
      amount: yuanText(p.amountFen),
      dueOn: p.dueOn ?? '',
    })),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string>();
  const { save } = useContractActions(projectId);
  const amountFen = parseYuan(form.amount);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const field = (name: keyof typeof form, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={set(name)}
      error={!!problems[name]}
      helperText={problems[name]}
      {...extra}
    />
  );
  const date = { type: 'date', slotProps: { inputLabel: { shrink: true } } };

  const submit = () => {
    const found: Problems = {};
    for (const name of ['number', 'title', 'sponsor'] as const) if (!form[name].trim()) found[name] = t.required;
    if (form.kind === 'amendment' && !form.parentId) found.parentId = t.required;
    if (amountFen === null) found.amount = t.badAmount;
    const holdbackBp = percentToBp(form.holdback);
    if (holdbackBp === null) found.holdback = t.badPercent;
    const schedule = payments.map((p) => ({ ...p, amountFen: parseYuan(p.amount) }));
    if (schedule.some((p) => !p.name.trim() || p.amountFen === null)) found.payments = t.badAmount;
    setProblems(found);
    setFormError(found.payments);
    if (Object.keys(found).length > 0 || amountFen === null || holdbackBp === null) return;
    save.mutate(
      {
        projectId,
        ...(contract ? { id: contract.id, version: contract.version } : {}),
        kind: form.kind,
        parentId: form.kind === 'amendment' ? Number(form.parentId) : null,
        number: form.number.trim(),
        title: form.title.trim(),
        sponsor: form.sponsor.trim(),
        cro: form.cro.trim() || null,
        parties: parties.filter((p) => p.role.trim() && p.name.trim()),
        amountFen,
        holdbackBp,
        signedOn: form.signedOn || null,
        startsOn: form.startsOn || null,
        endsOn: form.endsOn || null,
        note: form.note.trim() || null,
        payments: schedule.map((p) => ({
          name: p.name.trim(),
          note: p.milestone.trim() || null,
          amountFen: p.amountFen ?? 0,
          dueOn: p.dueOn || null,
        })),
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const problem = fieldProblemOf(error);
          if (problem) setProblems({ [problem.field === 'amountFen' ? 'amount' : problem.field]: problem.text });
          else setFormError(failureText(error, t.saveFailed));
        },
      },
    );
  };

  return (
    <FormDialog
      title={contract ? t.editTitle : t.addTitle}
      busy={save.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField select label={t.kind} value={form.kind} onChange={set('kind')}>
        <MenuItem value="agreement">{t.agreement}</MenuItem>
        <MenuItem value="amendment">{t.amendment}</MenuItem>
      </TextField>
      {form.kind === 'amendment' &&
        field('parentId', t.parent, {
          select: true,
          required: true,
          children: agreements.map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {`${a.number} ${a.title}`}
            </MenuItem>
          )),
        })}
      {field('number', t.number, { required: true, slotProps: { htmlInput: { maxLength: 40 } } })}
      {field('title', t.contractTitle, { required: true, slotProps: { htmlInput: { maxLength: 100 } } })}
      {field('sponsor', t.sponsor, { required: true, slotProps: { htmlInput: { maxLength: 100 } } })}
      {field('cro', t.cro, { slotProps: { htmlInput: { maxLength: 100 } } })}
      <PartyRows rows={parties} onChange={setParties} />
      <MoneyField
        required
        label={t.amount}
        value={form.amount}
        invalidText={t.badAmount}
        onChange={(amount) => setForm((f) => ({ ...f, amount }))}
      />
      {problems.amount && (
        <Typography variant="body2" color="error" role="alert">
          {problems.amount}
        </Typography>
      )}
      {field('holdback', t.holdback, {
        required: true,
        slotProps: { htmlInput: { inputMode: 'decimal', maxLength: 6 } },
      })}
      <Stack direction="row" spacing={1}>
        {field('signedOn', t.signedOn, date)}
        {field('startsOn', t.startsOn, date)}
        {field('endsOn', t.endsOn, date)}
      </Stack>
      <PaymentRows rows={payments} amountFen={amountFen} onChange={setPayments} />
      {field('note', t.note, { multiline: true, minRows: 2, slotProps: { htmlInput: { maxLength: 500 } } })}
    </FormDialog>
  );
}
