/**
 * The buttons of an open SUSAR or DSUR report: edit, submit, revise (with a reason), delete a
 * never-submitted draft, and the PV moves, each only when the user holds its button and the
 * status machines allow it now.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { REVISION_REASON_MAX } from '../../../../shared/api/safety-records';
import type { PvStatus } from '../../../../shared/domain/fixed-dictionaries';
import type { ProjectButton } from '../../../../shared/domain/permissions';
import {
  PV_ACTION_LABELS,
  type PvAction,
  RECORD_BUTTONS,
  type RecordStatus,
  allowedPvActions,
  canDeleteRecord,
  canRecordTransition,
} from '../../../../shared/domain/safety/status';
import { showInfo } from '../../../lib/feedback';
import { failureText } from '../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../lib/i18n';
import { useFormDraft } from '../../../lib/use-form-draft';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { useStaffAccess } from '../../auth/use-staff-session';
import { pvMessages } from '../messages';
import type { PvKind } from '../queries';
import { usePvActions } from '../use-pv-actions';

export interface ActionableRecord {
  id: number;
  version: number;
  status: RecordStatus;
  revision: number;
  pvStatus: PvStatus;
}

const PV_BUTTONS = { susar: 'susar:pv', dsur: 'dsur:pv' } as const satisfies Record<PvKind, ProjectButton>;

function ReviseDialog({ kind, projectId, record, onClose }: RecordActionsProps & { onClose: () => void }) {
  const t = useMessages(pvMessages);
  const { revise } = usePvActions(kind, projectId);
  const form = useFormDraft({ reason: '' });
  const submit = () => {
    const reason = form.draft.reason.trim();
    if (!form.validate(reason ? {} : { reason: format(t.required, { field: t.reviseReason }) })) return;
    revise.mutate(
      { projectId, id: record.id, version: record.version, reason },
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

export interface RecordActionsProps {
  kind: PvKind;
  projectId: number;
  record: ActionableRecord;
  onEdit?: () => void;
  onDeleted?: () => void;
}

export function RecordActions({ kind, projectId, record, onEdit, onDeleted }: RecordActionsProps) {
  const t = useMessages(pvMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const can = (button: ProjectButton) => access.hasProjectButton(projectId, button);
  const { submit, remove, move } = usePvActions(kind, projectId);
  const [dialog, setDialog] = useState<'revise' | 'delete'>();
  const ref = { projectId, id: record.id, version: record.version };
  const onError = (error: unknown) => showInfo({ text: failureText(error, t.actionFailed) });
  const buttons = RECORD_BUTTONS[kind];
  const busy = submit.isPending || remove.isPending || move.isPending;
  const pvActions: PvAction[] = can(PV_BUTTONS[kind]) ? allowedPvActions(record.pvStatus, record.status) : [];
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {onEdit && record.status === 'draft' && can(buttons.update) && <Button onClick={onEdit}>{t.edit}</Button>}
      {canRecordTransition(record.status, 'submit') && can(buttons.submit) && (
        <Button variant="contained" disabled={busy} onClick={() => submit.mutate(ref, { onError })}>
          {t.submit}
        </Button>
      )}
      {canRecordTransition(record.status, 'revise') && can(buttons.submit) && (
        <Button onClick={() => setDialog('revise')}>{t.revise}</Button>
      )}
      {canDeleteRecord(record.status, record.revision) && can(buttons.update) && (
        <Button color="error" onClick={() => setDialog('delete')}>
          {t.delete}
        </Button>
      )}
      {pvActions.map((action) => (
        <Button
          key={action}
          variant="outlined"
          disabled={busy}
          onClick={() => move.mutate({ ...ref, action }, { onError })}
        >
          {PV_ACTION_LABELS[action][locale]}
        </Button>
      ))}
      {dialog === 'revise' && (
        <ReviseDialog kind={kind} projectId={projectId} record={record} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={t.deleteText}
          confirmLabel={t.confirm}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(ref, { onSuccess: () => onDeleted?.(), onError, onSettled: () => setDialog(undefined) })
          }
          onClose={() => setDialog(undefined)}
        />
      )}
    </Stack>
  );
}
