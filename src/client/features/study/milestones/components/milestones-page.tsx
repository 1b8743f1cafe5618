/** A project's milestones: progress summary (done / total, overdue, next due), the table, add/edit and delete. */
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Milestone } from '../../../../../shared/api/study/milestones';
import { milestoneProgress } from '../../../../../shared/domain/study/milestones';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { AddIcon } from '../../../../ui/staff-icons';
import { useStaffAccess } from '../../../access';
import { milestoneMessages } from '../messages';
import { milestoneQueries } from '../queries';
import { useMilestoneActions } from '../use-milestone-actions';
import { MilestoneDialog } from './milestone-dialog';
import { MilestoneTable } from './milestone-table';

type DialogState = { kind: 'add' } | { kind: 'edit'; milestone: Milestone };

function ProgressSummary({ milestones, today }: { milestones: Milestone[]; today: string }) {
  const t = useMessages(milestoneMessages);
  const { done, total, overdue, nextDue } = milestoneProgress(milestones, today);
  const next = nextDue
    ? format(nextDue.overdue ? t.nextDueOverdue : t.nextDue, { name: nextDue.name, date: nextDue.plannedDate ?? '' })
    : t.noNext;
  return (
    <Paper variant="outlined" component="section" aria-label={t.progress} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
          <Typography sx={{ fontWeight: 500 }}>{format(t.progressDone, { done, total })}</Typography>
          {overdue > 0 && <Typography color="error">{format(t.progressOverdue, { count: overdue })}</Typography>}
          <Typography color="text.secondary">{next}</Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 0 : (done / total) * 100}
          aria-label={format(t.progressDone, { done, total })}
        />
      </Stack>
    </Paper>
  );
}

export function MilestonesPage({ projectId }: { projectId: number }) {
  const t = useMessages(milestoneMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canEdit = access.hasProjectButton(projectId, 'milestone:update');
  const list = useQuery(milestoneQueries.list(projectId));
  const { remove } = useMilestoneActions(projectId);
  const [dialog, setDialog] = useState<DialogState>();
  const [deleting, setDeleting] = useState<Milestone>();
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const rows = list.data?.milestones ?? [];
  const today = list.data?.today;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          {project && <Typography color="text.secondary">{project.projectName}</Typography>}
        </div>
        {canEdit && today && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            {t.add}
          </Button>
        )}
      </Stack>
      {today && rows.length > 0 && <ProgressSummary milestones={rows} today={today} />}
      <MilestoneTable
        rows={rows}
        loading={list.isPending}
        failed={list.isError}
        canEdit={canEdit}
        onRetry={() => void list.refetch()}
        onEdit={(milestone) => setDialog({ kind: 'edit', milestone })}
        onDelete={setDeleting}
      />
      {dialog && today && (
        <MilestoneDialog
          projectId={projectId}
          milestone={dialog.kind === 'edit' ? dialog.milestone : undefined}
          today={today}
          onClose={() => setDialog(undefined)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={format(t.deleteText, { name: deleting.name })}
          confirmLabel={t.delete}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { projectId, id: deleting.id, version: deleting.version },
              { onSettled: () => setDeleting(undefined) },
            )
          }
          onClose={() => setDeleting(undefined)}
        />
      )}
    </Stack>
  );
}
