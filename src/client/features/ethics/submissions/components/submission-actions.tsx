/**
 * The moves the status machine allows a submission now, to whoever holds the button: the team
 * (ethics:submit) edits a draft or returned one, submits and withdraws it; the secretary
 * (ethicsSubmission:review) accepts a submitted one or returns it with a reason.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SubmissionDetail } from '../../../../../shared/api/ethics/submissions';
import { ETHICS_SUBMISSION } from '../../../../../shared/domain/ethics/submissions';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormDialog } from '../../../../ui/form-dialog';
import { useStaffAccess } from '../../../access';
import { ethicsSubmissionMessages } from '../messages';
import { useBoardActions, useSubmissionActions } from '../queries';
import { SubmissionDialog } from './submission-dialog';

export type SubmissionView = { kind: 'team'; projectId: number } | { kind: 'board' };
type Open = 'edit' | 'submit' | 'withdraw' | 'return' | undefined;

function ReasonDialog(props: {
  title: string;
  label: string;
  required: boolean;
  busy: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useMessages(ethicsSubmissionMessages);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string>();
  const submit = () => {
    if (props.required && !reason.trim()) {
      setMissing(true);
      return;
    }
    props.onSubmit(reason.trim()).then(props.onClose, (failure: unknown) => setError(failureText(failure, t.failed)));
  };
  return (
    <FormDialog
      title={props.title}
      busy={props.busy}
      error={error}
      submitLabel={props.title}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField
        label={props.label}
        value={reason}
        required={props.required}
        multiline
        minRows={3}
        error={missing}
        helperText={missing ? t.reasonRequired : undefined}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
    </FormDialog>
  );
}

export function SubmissionActions({ view, submission }: { view: SubmissionView; submission: SubmissionDetail }) {
  const t = useMessages(ethicsSubmissionMessages);
  const access = useStaffAccess();
  const team = useSubmissionActions();
  const board = useBoardActions();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const { status } = submission;
  const ref = { id: submission.id, version: submission.version };
  const onError = (error: unknown) => showInfo({ text: failureText(error, t.failed) });
  if (view.kind === 'team') {
    const { projectId } = view;
    if (!access.hasProjectButton(projectId, 'ethics:submit')) return null;
    const editable = status === 'draft' || status === 'returned';
    return (
      <Stack direction="row" spacing={1}>
        {editable && <Button onClick={() => setOpen('edit')}>{t.edit}</Button>}
        {ETHICS_SUBMISSION.can(status, 'submit') && (
          <Button variant="contained" onClick={() => setOpen('submit')}>
            {t.submit}
          </Button>
        )}
        {ETHICS_SUBMISSION.can(status, 'withdraw') && (
          <Button color="warning" onClick={() => setOpen('withdraw')}>
            {t.withdraw}
          </Button>
        )}
        {open === 'edit' && <SubmissionDialog projectId={projectId} submission={submission} onClose={close} />}
        {open === 'submit' && (
          <ConfirmDialog
            title={t.submitTitle}
            text={t.confirmSubmit}
            confirmLabel={t.submit}
            busy={team.submit.isPending}
            onConfirm={() => team.submit.mutate({ projectId, ...ref }, { onSuccess: close, onError })}
            onClose={close}
          />
        )}
        {open === 'withdraw' && (
          <ReasonDialog
            title={t.withdrawTitle}
            label={t.withdrawReason}
            required={false}
            busy={team.withdraw.isPending}
            onSubmit={(reason) => team.withdraw.mutateAsync({ projectId, ...ref, reason: reason || null })}
            onClose={close}
          />
        )}
      </Stack>
    );
  }
  if (!access.hasButton('ethicsSubmission:review') || !ETHICS_SUBMISSION.can(status, 'accept')) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="contained"
        loading={board.accept.isPending}
        onClick={() => board.accept.mutate(ref, { onError })}
      >
        {t.accept}
      </Button>
      <Button color="warning" onClick={() => setOpen('return')}>
        {t.returnIt}
      </Button>
      {open === 'return' && (
        <ReasonDialog
          title={t.returnTitle}
          label={t.returnReason}
          required
          busy={board.returnToTeam.isPending}
          onSubmit={(reason) => board.returnToTeam.mutateAsync({ ...ref, reason })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
