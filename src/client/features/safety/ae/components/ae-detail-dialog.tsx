/**
 * One AE in a dialog (the page's `?id=`): its fields, the submitted revisions, and the moves
 * the user's buttons and the record's status allow: edit, submit, revise with a reason,
 * delete a never-submitted draft, and raise an SAE when it is serious or the rules require one.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AeRow } from '../../../../../shared/api/safety/ae';
import { REVISION_REASON_MAX } from '../../../../../shared/api/safety/records';
import { canDeleteRecord, canRecordTransition } from '../../../../../shared/domain/safety/status';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormDialog } from '../../../../ui/form-dialog';
import { RouterButton } from '../../../../ui/router-link';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { useStaffAccess } from '../../../access';
import { RecordMarks } from '../../../quality';
import { aeMessages } from '../messages';
import { aeQueries } from '../queries';
import { useAeActions } from '../use-ae-actions';
import { AeFieldsList } from './ae-fields-list';
import { AeRevisions, AeSignatures } from './ae-revisions';
import { AeStatus, SaeFlag } from './ae-table';

export interface AeDetailDialogProps {
  projectId: number;
  id: number;
  onEdit: (ae: AeRow) => void;
  onClose: () => void;
}

type Confirming = 'submit' | 'delete' | 'revise';

function ReviseDialog({ ae, projectId, onClose }: { ae: AeRow; projectId: number; onClose: () => void }) {
  const t = useMessages(aeMessages);
  const { revise } = useAeActions(projectId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!reason.trim()) return setError(format(t.required, { field: t.revisionReason }));
    revise.mutate(
      { id: ae.id, version: ae.version, reason: reason.trim() },
      {
        onSuccess: onClose,
        onError: (e) => setError(failureText(e, t.actionFailed)),
      },
    );
  };
  return (
    <FormDialog
      title={t.reviseTitle}
      busy={revise.isPending}
      submitLabel={t.revise}
      onSubmit={submit}
      onClose={onClose}
    >
      <Alert severity="info">{t.reviseHint}</Alert>
      <TextField
        label={t.revisionReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={2}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: REVISION_REASON_MAX } }}
      />
    </FormDialog>
  );
}

function useAllowed(projectId: number, ae: AeRow | undefined) {
  const access = useStaffAccess();
  const can = (button: Parameters<typeof access.hasProjectButton>[1]) => access.hasProjectButton(projectId, button);
  if (!ae) return { edit: false, submit: false, revise: false, remove: false, raiseSae: false };
  return {
    edit: ae.status === 'draft' && can('ae:update'),
    submit: canRecordTransition(ae.status, 'submit') && can('ae:submit'),
    revise: canRecordTransition(ae.status, 'revise') && can('ae:submit'),
    remove: canDeleteRecord(ae.status, ae.revision) && can('ae:update'),
    raiseSae: (ae.serious === '1' || ae.saeRequired) && can('sae:update'),
  };
}

export function AeDetailDialog({ projectId, id, onEdit, onClose }: AeDetailDialogProps) {
  const t = useMessages(aeMessages);
  const titleId = useId();
  const detail = useQuery(aeQueries.detail(projectId, id));
  const { submit, remove } = useAeActions(projectId);
  const [confirming, setConfirming] = useState<Confirming>();
  const [error, setError] = useState<string>();
  const ae = detail.data;
  const allowed = useAllowed(projectId, ae);
  const onError = (failure: unknown) => setError(failureText(failure, t.actionFailed));
  const settle = { onSettled: () => setConfirming(undefined), onError };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{ae ? `${t.detailTitle}：${ae.term}` : t.detailTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {detail.isError && <Alert severity="error">{t.notFound}</Alert>}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {ae && (
            <>
              <Stack direction="row" spacing={1}>
                <AeStatus ae={ae} />
                <SaeFlag ae={ae} />
              </Stack>
              <AeFieldsList ae={ae} label={t.detailTitle} />
              <RecordMarks projectId={projectId} subjectId={ae.subjectId} kind="ae" id={ae.id} />
              <AeSignatures projectId={projectId} id={ae.id} />
              <AeRevisions projectId={projectId} id={ae.id} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ae && allowed.raiseSae && (
          <RouterButton
            to="/staff/projects/$projectId/sae"
            params={{ projectId }}
            search={{ aeId: ae.id }}
            color="warning"
          >
            {t.raiseSae}
          </RouterButton>
        )}
        {ae && allowed.edit && <Button onClick={() => onEdit(ae)}>{t.edit}</Button>}
        {allowed.remove && (
          <Button color="error" onClick={() => setConfirming('delete')}>
            {t.delete}
          </Button>
        )}
        {allowed.revise && <Button onClick={() => setConfirming('revise')}>{t.revise}</Button>}
        {allowed.submit && (
          <Button variant="contained" onClick={() => setConfirming('submit')}>
            {t.submit}
          </Button>
        )}
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
      {ae && confirming === 'submit' && (
        <SignatureDialog
          title={t.submitTitle}
          text={format(t.submitText, { term: ae.term })}
          meaning="investigator-confirms"
          onSign={(signature) => submit.mutateAsync({ id: ae.id, version: ae.version, signature })}
          onSigned={() => setConfirming(undefined)}
          onClose={() => setConfirming(undefined)}
        />
      )}
      {ae && confirming === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={format(t.deleteText, { term: ae.term })}
          confirmLabel={t.delete}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { id: ae.id, version: ae.version },
              {
                ...settle,
                onSuccess: onClose,
              },
            )
          }
          onClose={() => setConfirming(undefined)}
        />
      )}
      {ae && confirming === 'revise' && (
        <ReviseDialog ae={ae} projectId={projectId} onClose={() => setConfirming(undefined)} />
      )}
    </Dialog>
  );
}
