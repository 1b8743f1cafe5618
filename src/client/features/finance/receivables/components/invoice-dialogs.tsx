/**
 * Invoice dialogs: a draft raised from chosen uninvoiced accruals or changed (payer, due day,
 * note, the contract's schedule payments; the lines it keeps), issuing it with its number and
 * day, voiding it with a reason.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice, InvoiceDetail } from '../../../../../shared/api/finance/receivables';
import { formatFen } from '../../../../../shared/domain/money';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { useStaffAccess } from '../../../access';
import { receivableMessages } from '../messages';
import { receivableQueries, useReceivableActions } from '../queries';

type Problems = Partial<Record<string, string>>;

export function useFailure() {
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string>();
  const onError = (fallback: string) => (error: unknown) => {
    const problem = fieldProblemOf(error);
    if (problem) setProblems({ [problem.field]: problem.text });
    else setFormError(failureText(error, fallback));
  };
  return { problems, setProblems, formError, setFormError, onError };
}

/** The contract's schedule payments the user may put on the draft (those who may open the contracts). */
function usePayments(projectId: number) {
  const access = useStaffAccess();
  const contracts = useQuery({
    ...receivableQueries.contracts(projectId),
    enabled: access.hasProjectPage(projectId, 'FinanceContracts'),
  });
  return (contracts.data ?? [])
    .filter((contract) => contract.status === 'approved')
    .flatMap((contract) => contract.payments.map((payment) => ({ ...payment, contract: contract.number })));
}

export function DraftDialog({
  projectId,
  accrualIds,
  amountFen,
  invoice,
  onClose,
}: {
  projectId: number;
  /** The accruals chosen (a new draft), or those of the draft changed. */
  accrualIds: number[];
  amountFen: number;
  invoice?: InvoiceDetail;
  onClose: () => void;
}) {
  const t = useMessages(receivableMessages);
  const payments = usePayments(projectId);
  const [form, setForm] = useState({
    payer: invoice?.payer ?? '',
    dueOn: invoice?.dueOn ?? '',
    note: invoice?.note ?? '',
  });
  const [paymentIds, setPaymentIds] = useState<number[]>(
    invoice?.lines.flatMap((line) => (line.contractPaymentId === null ? [] : [line.contractPaymentId])) ?? [],
  );
  const failure = useFailure();
  const { saveInvoice } = useReceivableActions(projectId);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const submit = () => {
    failure.setFormError(undefined);
    if (!form.payer.trim()) return failure.setProblems({ payer: t.required });
    failure.setProblems({});
    saveInvoice.mutate(
      {
        projectId,
        ...(invoice ? { id: invoice.id, version: invoice.version } : {}),
        ...(invoice?.contractId ? { contractId: invoice.contractId } : {}),
        payer: form.payer.trim(),
        ...(form.dueOn ? { dueOn: form.dueOn } : {}),
        note: form.note.trim() || null,
        accrualIds,
        paymentIds,
      },
      { onSuccess: onClose, onError: failure.onError(t.saveFailed) },
    );
  };
  const { problems } = failure;
  return (
    <FormDialog
      title={t.draftTitle}
      busy={saveInvoice.isPending}
      error={failure.formError ?? problems.accrualIds ?? problems.paymentIds}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>{format(t.selectedAccruals, { count: accrualIds.length, amount: formatFen(amountFen) })}</Typography>
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
        type="date"
        label={t.dueOn}
        value={form.dueOn}
        onChange={set('dueOn')}
        error={!!problems.dueOn}
        helperText={problems.dueOn}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {payments.length > 0 && (
        <FormGroup>
          <FormLabel component="legend">{t.payments}</FormLabel>
          {payments.map((payment) => (
            <FormControlLabel
              key={payment.id}
              label={`${payment.contract} ${payment.name} ${formatFen(payment.amountFen)}`}
              control={
                <Checkbox
                  checked={paymentIds.includes(payment.id)}
                  onChange={(event) =>
                    setPaymentIds((now) =>
                      event.target.checked ? [...now, payment.id] : now.filter((id) => id !== payment.id),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
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

/** Changing a draft: its detail loaded first, its accrual lines kept. */
export function EditDraftDialog({ projectId, id, onClose }: { projectId: number; id: number; onClose: () => void }) {
  const detail = useQuery(receivableQueries.invoice(projectId, id));
  if (!detail.data) return null;
  const accrualLines = detail.data.lines.filter((line) => line.accrualId !== null);
  return (
    <DraftDialog
      projectId={projectId}
      invoice={detail.data}
      accrualIds={accrualLines.map((line) => line.accrualId ?? 0)}
      amountFen={accrualLines.reduce((sum, line) => sum + line.amountFen, 0)}
      onClose={onClose}
    />
  );
}

export function IssueDialog({
  projectId,
  invoice,
  today,
  onClose,
}: {
  projectId: number;
  invoice: Invoice;
  today: string;
  onClose: () => void;
}) {
  const t = useMessages(receivableMessages);
  const [number, setNumber] = useState('');
  const [issuedOn, setIssuedOn] = useState(today);
  const failure = useFailure();
  const { issueInvoice } = useReceivableActions(projectId);
  const submit = () => {
    const found: Problems = {};
    if (!number.trim()) found.number = t.required;
    if (!issuedOn) found.issuedOn = t.required;
    else if (issuedOn > today) found.issuedOn = t.afterToday;
    failure.setProblems(found);
    failure.setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    issueInvoice.mutate(
      { projectId, id: invoice.id, version: invoice.version, number: number.trim(), issuedOn },
      { onSuccess: onClose, onError: failure.onError(t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={`${t.issueTitle} · ${invoice.payer} · ${formatFen(invoice.amountFen)}`}
      busy={issueInvoice.isPending}
      error={failure.formError}
      submitLabel={t.issue}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        required
        label={t.number}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={!!failure.problems.number}
        helperText={failure.problems.number}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField
        required
        type="date"
        label={t.issuedOn}
        value={issuedOn}
        onChange={(e) => setIssuedOn(e.target.value)}
        error={!!failure.problems.issuedOn}
        helperText={failure.problems.issuedOn}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
    </FormDialog>
  );
}

export function VoidDialog({
  projectId,
  invoice,
  onClose,
}: {
  projectId: number;
  invoice: Invoice;
  onClose: () => void;
}) {
  const t = useMessages(receivableMessages);
  const [reason, setReason] = useState('');
  const failure = useFailure();
  const { voidInvoice } = useReceivableActions(projectId);
  const submit = () => {
    failure.setFormError(undefined);
    if (!reason.trim()) return failure.setProblems({ reason: t.required });
    failure.setProblems({});
    voidInvoice.mutate(
      { projectId, id: invoice.id, version: invoice.version, reason: reason.trim() },
      { onSuccess: onClose, onError: failure.onError(t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={`${t.voidTitle} · ${invoice.number ?? ''}`}
      busy={voidInvoice.isPending}
      error={failure.formError}
      submitLabel={t.void}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        required
        multiline
        minRows={2}
        label={t.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={!!failure.problems.reason}
        helperText={failure.problems.reason}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
