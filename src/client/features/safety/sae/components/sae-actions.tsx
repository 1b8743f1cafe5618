/**
 * The buttons of an open SAE report: the shared lifecycle buttons (编辑, 提交, 修订 with a
 * reason, 删除 a never-submitted draft), each only when the user holds its button and the
 * status machine allows it now, and the assignee select (指派) for holders of sae:assign.
 */
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { Sae } from '../../../../../shared/api/safety/sae';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { RecordLifecycleActions } from '../../../../ui/record-lifecycle-actions';
import { useStaffAccess } from '../../../access';
import { saeMessages } from '../messages';
import { saeQueries } from '../queries';
import { useSaeActions } from '../use-sae-actions';

interface Props {
  projectId: number;
  sae: Sae;
  onEdit: () => void;
  onDeleted: () => void;
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
  const { submit, revise, remove } = useSaeActions(projectId);
  return (
    <RecordLifecycleActions
      projectId={projectId}
      record={sae}
      canUpdate={access.hasProjectButton(projectId, 'sae:update')}
      canSubmit={access.hasProjectButton(projectId, 'sae:submit')}
      submit={submit}
      revise={revise}
      remove={remove}
      labels={t}
      onEdit={onEdit}
      onDeleted={onDeleted}
    >
      {access.hasProjectButton(projectId, 'sae:assign') && <AssigneeSelect projectId={projectId} sae={sae} />}
    </RecordLifecycleActions>
  );
}
