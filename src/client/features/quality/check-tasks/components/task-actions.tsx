/**
 * The moves on a check task the status machine and the caller's buttons allow: start (a
 * confirmation), ignore with the reason, complete with the conclusion; and, once completed,
 * the QC report's print and its electronic signature (qcTask:sign).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { CheckTask } from '../../../../../shared/api/quality/check-tasks';
import type { ProjectButton } from '../../../../../shared/domain/access';
import {
  TASK_ACTIONS,
  TASK_ACTION_LABELS,
  TASK_TRANSITIONS,
  type TaskAction,
  canTaskMove,
} from '../../../../../shared/domain/quality/qc-status';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { RouterButton } from '../../../../ui/router-link';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { useStaffAccess } from '../../../access';
import { TextDialog } from '../../queries/components/text-dialog';
import { checkTaskMessages } from '../messages';
import { useCheckTaskActions } from '../queries';

const COMPLETED = [50, 60];

function MoveDialogs({ task, open, onClose }: { task: CheckTask; open: TaskAction | 'sign'; onClose: () => void }) {
  const t = useMessages(checkTaskMessages);
  const actions = useCheckTaskActions(task.projectId);
  const ref = { projectId: task.projectId, id: task.id, version: task.version };
  const done = { onSuccess: onClose };
  if (open === 'start')
    return (
      <ConfirmDialog
        title={t.startTitle}
        text={format(t.startText, { name: task.name })}
        confirmLabel={t.startTitle}
        busy={actions.start.isPending}
        onConfirm={() => actions.start.mutate(ref, done)}
        onClose={onClose}
      />
    );
  if (open === 'sign')
    return (
      <SignatureDialog
        title={t.signTitle}
        text={format(t.signText, { name: task.name })}
        meaning="reviewer-approves"
        onSign={(signature) => actions.sign.mutateAsync({ ...ref, signature })}
        onSigned={onClose}
        onClose={onClose}
      />
    );
  const ignoring = open === 'ignore';
  return (
    <TextDialog
      title={ignoring ? t.ignoreTitle : t.completeTitle}
      label={ignoring ? t.ignoreReason : t.conclusion}
      required={ignoring}
      busy={actions.ignore.isPending || actions.complete.isPending}
      onSubmit={(text) =>
        ignoring
          ? actions.ignore.mutate({ ...ref, conclusion: text }, done)
          : actions.complete.mutate({ ...ref, ...(text ? { conclusion: text } : {}) }, done)
      }
      onClose={onClose}
    />
  );
}

export function TaskActions({ task }: { task: CheckTask }) {
  const t = useMessages(checkTaskMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const can = (button: ProjectButton) => access.hasProjectButton(task.projectId, button);
  const [open, setOpen] = useState<TaskAction | 'sign'>();
  const moves = TASK_ACTIONS.filter(
    (action) => canTaskMove(task.status, action) && can(TASK_TRANSITIONS[action].button),
  );
  const completed = COMPLETED.includes(task.status);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {moves.map((action) => (
        <Button key={action} variant={action === 'ignore' ? 'outlined' : 'contained'} onClick={() => setOpen(action)}>
          {TASK_ACTION_LABELS[action][locale]}
        </Button>
      ))}
      {completed && (
        <RouterButton
          variant="outlined"
          to="/staff/projects/$projectId/quality-tasks/$taskId/print"
          params={{ projectId: task.projectId, taskId: task.id }}
        >
          {t.print}
        </RouterButton>
      )}
      {completed && can('qcTask:sign') && (
        <Button variant="contained" onClick={() => setOpen('sign')}>
          {t.sign}
        </Button>
      )}
      {open && <MoveDialogs task={task} open={open} onClose={() => setOpen(undefined)} />}
    </Stack>
  );
}
