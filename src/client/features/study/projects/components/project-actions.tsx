/**
 * What can be done to a project now: publish or withdraw, the lifecycle moves the status
 * machine allows from its status (start, terminate with a reason, archive), the recruitment
 * status, copying, and the public preview. Each shows only with its button permission.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { StaffProject } from '../../../../../shared/api/study/projects';
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import type { ProjectButton } from '../../../../../shared/domain/access';
import {
  PROJECT_ACTION_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_TRANSITIONS,
  type ProjectAction,
  TERMINATE_REASON_MAX,
  allowedActions,
  allowsRecruitStatus,
  canPublish,
} from '../../../../../shared/domain/study/lifecycle';
import { RECRUIT_STATUS_CODES } from '../../../../../shared/domain/portal';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { dictLabel } from '../../../../lib/site-queries';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormDialog } from '../../../../ui/form-dialog';
import { RouterButton } from '../../../../ui/router-link';
import { useStaffAccess } from '../../../access';
import { projectManageMessages } from '../messages';
import { useCopyProject, useProjectTransition, usePublishProject, useSetRecruitStatus } from '../use-project-actions';
import { useProjectDictionaries } from './project-fields';

function TerminateDialog({
  onConfirm,
  onClose,
  busy,
}: {
  onConfirm: (reason: string) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const t = useMessages(projectManageMessages);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      title={t.terminateTitle}
      busy={busy}
      submitLabel={t.confirm}
      onClose={onClose}
      onSubmit={() => (reason.trim() ? onConfirm(reason.trim()) : setError(t.terminateReasonRequired))}
    >
      <TextField
        label={t.terminateReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        error={!!error}
        helperText={error ?? t.terminateHint}
        slotProps={{ htmlInput: { maxLength: TERMINATE_REASON_MAX } }}
        autoFocus
      />
    </FormDialog>
  );
}

export function ProjectStatusChips({ project }: { project: StaffProject }) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  return (
    <Stack direction="row" spacing={1}>
      <Chip size="small" label={PROJECT_STATUS_LABELS[project.status][locale]} variant="outlined" />
      <Chip
        size="small"
        color={project.published ? 'success' : 'default'}
        label={project.published ? t.published : t.draft}
      />
    </Stack>
  );
}

export function ProjectActions({ project }: { project: StaffProject }) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const navigate = useNavigate();
  const dictionaries = useProjectDictionaries();
  const can = (button: ProjectButton) => access.hasProjectButton(project.id, button);
  const publish = usePublishProject();
  const transition = useProjectTransition();
  const recruit = useSetRecruitStatus();
  const copy = useCopyProject();
  const [asking, setAsking] = useState<ProjectAction>();
  const versioned = { projectId: project.id, version: project.version };
  const fail = (error: unknown) => showInfo({ text: failureText(error, t.saveFailed) });

  const move = (action: ProjectAction, reason?: string) =>
    transition.mutate({ action, ...versioned, reason }, { onSuccess: () => setAsking(undefined), onError: fail });

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {can('project:update') && (
        <TextField
          select
          size="small"
          label={t.recruitStatus}
          value={project.recruitStatus}
          disabled={recruit.isPending || !allowsRecruitStatus(project.status, 'zmz')}
          onChange={(event) =>
            recruit.mutate(
              { ...versioned, recruitStatus: event.target.value as (typeof RECRUIT_STATUS_CODES)[number] },
              { onError: fail },
            )
          }
          sx={{ minWidth: 140 }}
        >
          {RECRUIT_STATUS_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {dictLabel(dictionaries, DictCode.recruitStatus, code, locale)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {can('project:publish') && (canPublish(project.status, project.published) || project.published) && (
        <Button
          variant={project.published ? 'outlined' : 'contained'}
          loading={publish.isPending}
          onClick={() => publish.mutate({ ...versioned, publish: !project.published }, { onError: fail })}
        >
          {project.published ? t.unpublish : t.publish}
        </Button>
      )}
      {allowedActions(project.status)
        .filter((action) => can(PROJECT_TRANSITIONS[action].button))
        .map((action) => (
          <Button
            key={action}
            variant="outlined"
            color={action === 'terminate' ? 'error' : 'primary'}
            onClick={() => setAsking(action)}
          >
            {PROJECT_ACTION_LABELS[action][locale]}
          </Button>
        ))}
      <RouterButton to="/staff/projects/$projectId/preview" params={{ projectId: project.id }}>
        {t.preview}
      </RouterButton>
      {can('project:copy') && (
        <Button
          loading={copy.isPending}
          onClick={() =>
            copy.mutate(project.id, {
              onSuccess: ({ id }) => {
                showInfo({ text: t.copied });
                void navigate({
                  to: '/staff/projects/$projectId/overview',
                  params: { projectId: id },
                  search: { tab: 'edit' },
                });
              },
              onError: fail,
            })
          }
        >
          {t.copy}
        </Button>
      )}
      {asking === 'terminate' && (
        <TerminateDialog
          busy={transition.isPending}
          onClose={() => setAsking(undefined)}
          onConfirm={(reason) => move('terminate', reason)}
        />
      )}
      {(asking === 'start' || asking === 'archive') && (
        <ConfirmDialog
          title={PROJECT_ACTION_LABELS[asking][locale]}
          text={asking === 'start' ? t.confirmStart : t.confirmArchive}
          confirmLabel={t.confirm}
          busy={transition.isPending}
          onConfirm={() => move(asking)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </Stack>
  );
}
