/**
 * A project's research centres (project page ResearchCentres, 研究中心): each centre with its
 * role, site PI, ethics approval, status and enrolment against its target, the total, and
 * for button centre:manage the add/edit dialog and the status moves allowed now.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResearchCentre } from '../../../../../shared/api/study/centres';
import {
  CENTRE_ACTION_LABELS,
  CENTRE_STATUS_LABELS,
  CENTRE_TRANSITIONS,
  type CentreAction,
} from '../../../../../shared/domain/study/centres';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { AddIcon } from '../../../../ui/staff-icons';
import { useStaffAccess } from '../../../access';
import { centreMessages } from '../messages';
import { centreQueries } from '../queries';
import { useCentreActions } from '../use-centre-actions';
import { CentreDialog } from './centre-dialog';
import { CentreTable } from './centre-table';

type DialogState = { kind: 'add' } | { kind: 'edit'; centre: ResearchCentre };

export function CentresPage({ projectId }: { projectId: number }) {
  const t = useMessages(centreMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canManage = access.hasProjectButton(projectId, 'centre:manage');
  const list = useQuery(centreQueries.list(projectId));
  const { move } = useCentreActions(projectId);
  const [dialog, setDialog] = useState<DialogState>();
  const [moving, setMoving] = useState<{ centre: ResearchCentre; action: CentreAction }>();
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          {project && <Typography color="text.secondary">{project.projectName}</Typography>}
        </div>
        {canManage && list.data && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            {t.add}
          </Button>
        )}
      </Stack>
      <CentreTable
        rows={list.data?.centres ?? []}
        total={list.data?.total ?? { screening: 0, enrolled: 0 }}
        target={list.data?.enrolmentTarget ?? null}
        loading={list.isPending}
        failed={list.isError}
        canManage={canManage}
        onRetry={() => void list.refetch()}
        onEdit={(centre) => setDialog({ kind: 'edit', centre })}
        onMove={(centre, action) => setMoving({ centre, action })}
      />
      {dialog && list.data && (
        <CentreDialog
          projectId={projectId}
          centre={dialog.kind === 'edit' ? dialog.centre : undefined}
          team={list.data.team}
          onClose={() => setDialog(undefined)}
        />
      )}
      {moving && (
        <ConfirmDialog
          title={format(t.moveTitle, { action: CENTRE_ACTION_LABELS[moving.action][locale], name: moving.centre.name })}
          text={format(t.moveText, {
            name: moving.centre.name,
            status: CENTRE_STATUS_LABELS[CENTRE_TRANSITIONS[moving.action].to][locale],
          })}
          confirmLabel={CENTRE_ACTION_LABELS[moving.action][locale]}
          busy={move.isPending}
          onConfirm={() =>
            move.mutate(
              { projectId, id: moving.centre.id, version: moving.centre.version, action: moving.action },
              { onSettled: () => setMoving(undefined) },
            )
          }
          onClose={() => setMoving(undefined)}
        />
      )}
    </Stack>
  );
}
