/**
 * The buttons of an open SUSAR or DSUR report: the shared lifecycle buttons (edit, submit,
 * revise with a reason, delete a never-submitted draft) and the PV moves, each only when the
 * user holds its button and the status machines allow it now.
 */
import Button from '@mui/material/Button';
import type { PvStatus } from '../../../../../shared/domain/study';
import type { ProjectButton } from '../../../../../shared/domain/access';
import {
  PV_ACTION_LABELS,
  type PvAction,
  RECORD_BUTTONS,
  allowedPvActions,
} from '../../../../../shared/domain/safety/status';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { type LifecycleRecord, RecordLifecycleActions } from '../../../../ui/record-lifecycle-actions';
import { useStaffAccess } from '../../../access';
import { pvMessages } from '../messages';
import type { PvKind } from '../queries';
import { usePvActions } from '../use-pv-actions';

export interface ActionableRecord extends LifecycleRecord {
  pvStatus: PvStatus;
}

const PV_BUTTONS = { susar: 'susar:pv', dsur: 'dsur:pv' } as const satisfies Record<PvKind, ProjectButton>;

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
  const { submit, revise, remove, move } = usePvActions(kind, projectId);
  const onError = (error: unknown) => showInfo({ text: failureText(error, t.actionFailed) });
  const buttons = RECORD_BUTTONS[kind];
  const busy = submit.isPending || remove.isPending || move.isPending;
  const pvActions: PvAction[] = can(PV_BUTTONS[kind]) ? allowedPvActions(record.pvStatus, record.status) : [];
  return (
    <RecordLifecycleActions
      projectId={projectId}
      record={record}
      canUpdate={can(buttons.update)}
      canSubmit={can(buttons.submit)}
      submit={submit}
      revise={revise}
      remove={remove}
      busy={busy}
      labels={t}
      onEdit={onEdit}
      onDeleted={onDeleted}
    >
      {pvActions.map((action) => (
        <Button
          key={action}
          variant="outlined"
          disabled={busy}
          onClick={() => move.mutate({ projectId, id: record.id, version: record.version, action }, { onError })}
        >
          {PV_ACTION_LABELS[action][locale]}
        </Button>
      ))}
    </RecordLifecycleActions>
  );
}
