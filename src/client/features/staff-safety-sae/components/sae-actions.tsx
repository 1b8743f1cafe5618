/**
 * The buttons of an open SAE report (编辑, 提交, 修订 with a reason, 删除 a never-submitted
 * draft), each only when the user holds its button and the status machine allows it now, and
 * the assignee select (指派) for holders of sae:assign.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { REVISION_REASON_MAX } from '../../../../shared/api/safety-records';
import type { Sae } from '../../../../shared/api/safety-sae';
import { canDeleteRecord, canRecordTransition } from '../../../../shared/domain/safety/status';
import { showInfo } from '../../../lib/feedback';
import { failureText } from '../../../lib/field-problem';
import { format, useMessages } from '../../../lib/i18n';
import { useFormDraft } from '../../../lib/use-form-draft';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { useStaffAccess } from '../../auth/use-staff-session';
import { saeMessages } from '../messages';
import { saeQueries } from '../queries';
import { useSaeActions } from '../use-sae-actions';

interface Props {
  projectId: number;
  sae: Sae;
  onEdit: () => void;
  onDeleted: () => void;
}

function ReviseDialog({ projectId, sae, onClose }: { projectId: number; sae: Sae; onClose: () => void }) {
  const t = useMessages(saeMessages);
  const { revise } = useSaeActions(projectId);
  const form = useFormDraft({ reason: '' });
  const submit = () => {
    const reason = form.draft.reason.trim();
    if (!form.validate(reason ? {} : { reason: format(t.required, { field: t.reviseReason }) })) return;
    revise.mutate(
      { projectId, id: sae.id, version: sae.version, reason },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.actionFailed) },
    );
  };
  return (
    <FormDialog
      title={t.reviseTitle}
      busy={revise.isPending}
      error={form.formError}
      submitLabel={t.revise}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('reason', t.reviseReason)}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: REVISION_REASON_MAX } }}
      />
    </FormDialog>
  );
}

export function AssigneeSelect({ projectId, sae }: { projectId: number; sae: Sae }) {
  const t = useMessages(saeMessages);
  const { assign } = useSaeActions(projectId);
  const team = useQuery(saeQueries.assignees(projectId));
  return (
    <TextField
      select
      size="small"
      label={t.assign}
      value={sae.assigneeId ?? ''}
      disabled={assign.isPending}
      onChange={(event) =>
        assign.mutate(
          {
            projectId,
            id: sae.id,
            version: sae.version,
            assigneeId: event.target.value ? Number(event.target.value) : null,
          },
          { onError: (error) => showInfo({ text: failureText(error, t.actionFailed) }) },
        )
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">{t.unassigned}</option>
      {(team.data ?? []).map((member) => (
        <option key={member.id} value={member.id}>
          {member.realName}
        </option>
      ))}
    </TextField>
  );
}

export function SaeActions({ projectId, sae, onEdit, onDeleted }: Props) {
  const t = useMessages(saeMessages);
  const access = useStaffAccess();
  const can = (button: 'sae:update' | 'sae:submit' | 'sae:assign') => access.hasProjectButton(projectId, button);
  const { submit, remove } = useSaeActions(projectId);
  const [dialog, setDialog] = useState<'revise' | 'delete'>();
  const ref = { projectId, id: sae.id, version: sae.version };
  const onError = (error: unknown) => showInfo({ text: failureText(error, t.actionFailed) });
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {sae.status === 'draft' && can('sae:update') && <Button onClick={onEdit}>{t.edit}</Button>}
      {canRecordTransition(sae.status, 'submit') && can('sae:submit') && (
        <Button variant="contained" disabled={submit.isPending} onClick={() => submit.mutate(ref, { onError })}>
          {t.submit}
        </Button>
      )}
      {canRecordTransition(sae.status, 'revise') && can('sae:submit') && (
        <Button onClick={() => setDialog('revise')}>{t.revise}</Button>
      )}
      {canDeleteRecord(sae.status, sae.revision) && can('sae:update') && (
        <Button color="error" onClick={() => setDialog('delete')}>
          {t.delete}
        </Button>
      )}
      {can('sae:assign') && <AssigneeSelect projectId={projectId} sae={sae} />}
      {dialog === 'revise' && <ReviseDialog projectId={projectId} sae={sae} onClose={() => setDialog(undefined)} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={t.deleteText}
          confirmLabel={t.confirm}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(ref, { onSuccess: onDeleted, onError, onSettled: () => setDialog(undefined) })}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Stack>
  );
}
