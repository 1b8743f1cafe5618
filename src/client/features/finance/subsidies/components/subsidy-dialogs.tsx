/**
 * The subsidy page's dialogs: bill a subject's unbilled dues with the payee's details (sealed by
 * the server), put selected bills in a batch, pay out an approved batch, and show a bill's payee
 * account in full on purpose (subsidy:issue; the server audits the reveal).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwedSubject, SubsidyBill } from '../../../../../shared/api/finance/subsidies';
import type { SubsidyBatch } from '../../../../../shared/api/finance/subsidy-batches';
import { formatFen } from '../../../../../shared/domain/money';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { subsidyMessages } from '../messages';
import { revealBill, useSubsidyActions } from '../queries';

type Problems = Partial<Record<string, string>>;

function useFields<F extends Record<string, string>>(initial: F) {
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string>();
  const field = (name: keyof F & string, label: string, extra: object = {}) => ({
    label,
    value: form[name],
    error: !!problems[name],
    helperText: problems[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    ...extra,
  });
  const onError = (fallback: string) => (error: unknown) => {
    const problem = fieldProblemOf(error);
    if (problem) setProblems({ [problem.field]: problem.text });
    else setFormError(failureText(error, fallback));
  };
  return { form, problems, setProblems, formError, field, onError };
}

export function BillDialog({
  projectId,
  owed,
  onClose,
}: {
  projectId: number;
  owed: OwedSubject;
  onClose: () => void;
}) {
  const t = useMessages(subsidyMessages);
  const { saveBill } = useSubsidyActions(projectId);
  const f = useFields({ payeeName: '', bankAccount: '', bankName: '', note: '' });
  const submit = () => {
    const found: Problems = {};
    if (!f.form.payeeName.trim()) found.payeeName = t.required;
    if (!/^[0-9 ]{8,40}$/.test(f.form.bankAccount.trim())) found.bankAccount = t.badAccount;
    if (!f.form.bankName.trim()) found.bankName = t.required;
    f.setProblems(found);
    if (Object.keys(found).length > 0) return;
    saveBill.mutate(
      {
        projectId,
        subjectId: owed.subjectId,
        payeeName: f.form.payeeName.trim(),
        bankAccount: f.form.bankAccount.trim(),
        bankName: f.form.bankName.trim(),
        note: f.form.note.trim() || null,
      },
      { onSuccess: onClose, onError: f.onError(t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={format(t.makeBillFor, { subject: owed.subjectNumber ?? '', amount: formatFen(owed.amountFen) })}
      busy={saveBill.isPending}
      error={f.formError}
      submitLabel={t.makeBill}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        required
        autoComplete="off"
        {...f.field('payeeName', t.payeeName, { slotProps: { htmlInput: { maxLength: 50 } } })}
      />
      <TextField
        required
        autoComplete="off"
        {...f.field('bankAccount', t.bankAccount, {
          slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 40 } },
        })}
      />
      <TextField required {...f.field('bankName', t.bankName, { slotProps: { htmlInput: { maxLength: 100 } } })} />
      <TextField multiline minRows={2} {...f.field('note', t.note, { slotProps: { htmlInput: { maxLength: 500 } } })} />
    </FormDialog>
  );
}

export function BatchDialog({
  projectId,
  billIds,
  onClose,
}: {
  projectId: number;
  billIds: number[];
  onClose: () => void;
}) {
  const t = useMessages(subsidyMessages);
  const { saveBatch } = useSubsidyActions(projectId);
  const f = useFields({ title: '', note: '' });
  const submit = () => {
    if (!f.form.title.trim()) return f.setProblems({ title: t.required });
    saveBatch.mutate(
      { projectId, title: f.form.title.trim(), billIds, note: f.form.note.trim() || null },
      { onSuccess: onClose, onError: f.onError(t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={t.makeBatchTitle}
      busy={saveBatch.isPending}
      error={f.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField required {...f.field('title', t.batchTitle, { slotProps: { htmlInput: { maxLength: 100 } } })} />
      <TextField multiline minRows={2} {...f.field('note', t.note, { slotProps: { htmlInput: { maxLength: 500 } } })} />
    </FormDialog>
  );
}

export function IssueDialog({
  projectId,
  batch,
  today,
  onClose,
}: {
  projectId: number;
  batch: SubsidyBatch;
  today: string;
  onClose: () => void;
}) {
  const t = useMessages(subsidyMessages);
  const { issueBatch } = useSubsidyActions(projectId);
  const f = useFields({ issuedOn: today, reference: '' });
  const submit = () => {
    const found: Problems = {};
    if (!f.form.issuedOn) found.issuedOn = t.required;
    else if (f.form.issuedOn > today) found.issuedOn = t.afterToday;
    if (!f.form.reference.trim()) found.reference = t.required;
    f.setProblems(found);
    if (Object.keys(found).length > 0) return;
    issueBatch.mutate(
      {
        projectId,
        id: batch.id,
        version: batch.version,
        issuedOn: f.form.issuedOn,
        reference: f.form.reference.trim(),
      },
      { onSuccess: onClose, onError: f.onError(t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={format(t.issueTitle, { number: batch.number })}
      busy={issueBatch.isPending}
      error={f.formError}
      submitLabel={t.issue}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>{`${batch.title} · ${formatFen(batch.amountFen)}`}</Typography>
      <TextField
        required
        type="date"
        {...f.field('issuedOn', t.issuedOn, { slotProps: { inputLabel: { shrink: true }, htmlInput: { max: today } } })}
      />
      <TextField required {...f.field('reference', t.reference, { slotProps: { htmlInput: { maxLength: 100 } } })} />
    </FormDialog>
  );
}

export function RevealDialog({
  projectId,
  bill,
  onClose,
}: {
  projectId: number;
  bill: SubsidyBill;
  onClose: () => void;
}) {
  const t = useMessages(subsidyMessages);
  // Kept only while the dialog is open: never cached after it closes.
  const shown = useQuery({
    queryKey: ['staff', 'finance-subsidy-reveal', projectId, bill.id],
    queryFn: () => revealBill(projectId, bill.id),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="reveal-title" fullWidth maxWidth="xs">
      <DialogTitle id="reveal-title">{format(t.revealTitle, { subject: bill.subjectNumber ?? '' })}</DialogTitle>
      <DialogContent>
        {shown.data && (
          <Typography component="div">
            <div>{`${t.payeeName}：${shown.data.payeeName ?? ''}`}</div>
            <div>{`${t.bankAccount}：${shown.data.bankAccount ?? ''}`}</div>
            <div>{`${t.bankName}：${bill.bankName ?? ''}`}</div>
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
