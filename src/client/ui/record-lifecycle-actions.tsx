/**
 * The lifecycle buttons every safety report shares (SAE, SUSAR, DSUR): 编辑 a draft, 提交, 修订
 * with a required reason, and 删除 a never-submitted draft, each only when the caller says the
 * user holds its button and the record status machine allows it now. 提交 is signed: it asks
 * for the password again (signature-dialog) and sends the signature with the submit. The area passes its own
 * mutations and words; extra controls (PV moves, the assignee) go in as children.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import type { SignatureBody } from '../../shared/api/access';
import { REVISION_REASON_MAX } from '../../shared/api/safety/records';
import { type RecordStatus, canDeleteRecord, canRecordTransition } from '../../shared/domain/safety/status';
import { showInfo } from '../lib/feedback';
import { failureText } from '../lib/field-problem';
import { format } from '../lib/i18n';
import { useFormDraft } from '../lib/use-form-draft';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { SignatureDialog } from './signature-dialog/signature-dialog';

export interface LifecycleRecord {
  id: number;
  version: number;
  status: RecordStatus;
  revision: number;
}

export interface RecordRef {
  projectId: number;
  id: number;
  version: number;
}

interface MutationCallbacks {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

/** The part of a TanStack mutation these buttons use. */
export interface LifecycleMutation<Variables> {
  isPending: boolean;
  mutate: (variables: Variables, callbacks: MutationCallbacks) => void;
}

export interface LifecycleLabels {
  edit: string;
  submit: string;
  revise: string;
  delete: string;
  reviseTitle: string;
  reviseReason: string;
  /** A template with `{field}`, e.g. '请填写{field}'. */
  required: string;
  actionFailed: string;
  deleteTitle: string;
  deleteText: string;
  confirm: string;
}

function ReviseReasonDialog({
  target,
  revise,
  labels,
  onClose,
}: {
  target: RecordRef;
  revise: LifecycleMutation<RecordRef & { reason: string }>;
  labels: LifecycleLabels;
  onClose: () => void;
}) {
  const form = useFormDraft({ reason: '' });
  const submit = () => {
    const reason = form.draft.reason.trim();
    if (!form.validate(reason ? {} : { reason: format(labels.required, { field: labels.reviseReason }) })) return;
    revise.mutate(
      { ...target, reason },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, labels.actionFailed) },
    );
  };
  return (
    <FormDialog
      title={labels.reviseTitle}
      busy={revise.isPending}
      error={form.formError}
      submitLabel={labels.revise}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('reason', labels.reviseReason)}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: REVISION_REASON_MAX } }}
      />
    </FormDialog>
  );
}

export interface RecordLifecycleActionsProps {
  projectId: number;
  record: LifecycleRecord;
  canUpdate: boolean;
  canSubmit: boolean;
  submit: LifecycleMutation<RecordRef & { signature: SignatureBody }>;
  revise: LifecycleMutation<RecordRef & { reason: string }>;
  remove: LifecycleMutation<RecordRef>;
  /** Whether the submit button waits (defaults to the submit itself being under way). */
  busy?: boolean;
  labels: LifecycleLabels;
  onEdit?: () => void;
  onDeleted?: () => void;
  children?: ReactNode;
}

export function RecordLifecycleActions({
  projectId,
  record,
  canUpdate,
  canSubmit,
  submit,
  revise,
  remove,
  busy = submit.isPending,
  labels,
  onEdit,
  onDeleted,
  children,
}: RecordLifecycleActionsProps) {
  const [dialog, setDialog] = useState<'sign' | 'revise' | 'delete'>();
  const target = { projectId, id: record.id, version: record.version };
  const onError = (error: unknown) => showInfo({ text: failureText(error, labels.actionFailed) });
  const close = () => setDialog(undefined);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {onEdit && record.status === 'draft' && canUpdate && <Button onClick={onEdit}>{labels.edit}</Button>}
      {canRecordTransition(record.status, 'submit') && canSubmit && (
        <Button variant="contained" disabled={busy} onClick={() => setDialog('sign')}>
          {labels.submit}
        </Button>
      )}
      {canRecordTransition(record.status, 'revise') && canSubmit && (
        <Button onClick={() => setDialog('revise')}>{labels.revise}</Button>
      )}
      {canDeleteRecord(record.status, record.revision) && canUpdate && (
        <Button color="error" onClick={() => setDialog('delete')}>
          {labels.delete}
        </Button>
      )}
      {children}
      {dialog === 'sign' && (
        <SignatureDialog
          title={labels.submit}
          meaning="investigator-confirms"
          onSign={(signature) =>
            new Promise<void>((resolve, reject) =>
              submit.mutate({ ...target, signature }, { onSuccess: () => resolve(), onError: reject }),
            )
          }
          onSigned={close}
          onClose={close}
        />
      )}
      {dialog === 'revise' && <ReviseReasonDialog target={target} revise={revise} labels={labels} onClose={close} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={labels.deleteTitle}
          text={labels.deleteText}
          confirmLabel={labels.confirm}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(target, { onSuccess: () => onDeleted?.(), onError, onSettled: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
