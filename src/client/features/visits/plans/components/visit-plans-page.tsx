/**
 * A project's visit plans (page VisitPlans): the versions with their status, the draft
 * editor with a live schedule preview, copying any version into the draft, deleting the
 * draft and publishing it (confirmed). Buttons follow the user's project permissions
 * (visitPlan:update, visitPlan:publish).
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { VisitPlanSummary } from '../../../../../shared/api/visits/plans';
import { format, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { AddIcon } from '../../../../ui/staff-icons';
import { VersionLoader, VersionsPage } from '../../../../ui/versioned-draft/versions-page';
import { useStaffAccess } from '../../../access';
import { planMessages } from '../messages';
import { visitPlanQueries } from '../queries';
import { usePlanActions } from '../use-plan-actions';
import { PlanEditor } from './plan-editor';
import { PlanVersions } from './plan-versions';
import { PlanViewDialog } from './plan-view-dialog';

type Editing = { kind: 'new' } | { kind: 'edit'; id: number };

function EditVersion({ projectId, id, onDone }: { projectId: number; id: number; onDone: () => void }) {
  const t = useMessages(planMessages);
  const plan = useQuery(visitPlanQueries.version(projectId, id));
  return (
    <VersionLoader query={plan} loadFailed={t.loadFailed}>
      {(data) => <PlanEditor projectId={projectId} plan={data} onDone={onDone} />}
    </VersionLoader>
  );
}

export function VisitPlansPage({ projectId }: { projectId: number }) {
  const t = useMessages(planMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canEdit = access.hasProjectButton(projectId, 'visitPlan:update');
  const canPublish = access.hasProjectButton(projectId, 'visitPlan:publish');
  const list = useQuery(visitPlanQueries.list(projectId));
  const { copy, remove, publish } = usePlanActions(projectId);
  const [editing, setEditing] = useState<Editing>();
  const [viewing, setViewing] = useState<VisitPlanSummary>();
  const [deleting, setDeleting] = useState<VisitPlanSummary>();
  const [publishing, setPublishing] = useState<VisitPlanSummary>();
  const [notice, setNotice] = useState<string>();
  const versions = list.data ?? [];
  const hasDraft = versions.some((plan) => plan.status === 'draft');

  if (editing) {
    const done = () => setEditing(undefined);
    return editing.kind === 'new' ? (
      <PlanEditor projectId={projectId} onDone={done} />
    ) : (
      <EditVersion projectId={projectId} id={editing.id} onDone={done} />
    );
  }

  const row = (plan: VisitPlanSummary) => ({ projectId, id: plan.id, version: plan.version });
  return (
    <VersionsPage
      title={t.title}
      projectName={project?.projectName}
      actions={
        canEdit &&
        list.isSuccess &&
        !hasDraft && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'new' })}>
            {t.newDraft}
          </Button>
        )
      }
      notice={notice === undefined ? undefined : { severity: 'success', text: notice }}
      onNoticeClose={() => setNotice(undefined)}
      list={list}
      empty={versions.length === 0}
      labels={t}
    >
      {versions.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
          <PlanVersions
            versions={versions}
            canEdit={canEdit}
            canPublish={canPublish}
            onEdit={(plan) => setEditing({ kind: 'edit', id: plan.id })}
            onView={setViewing}
            onCopy={(plan) =>
              copy.mutate(
                { projectId, id: plan.id },
                { onSuccess: (data) => data && setEditing({ kind: 'edit', id: data.id }) },
              )
            }
            onDelete={setDeleting}
            onPublish={setPublishing}
          />
        </Paper>
      )}
      {viewing && <PlanViewDialog projectId={projectId} plan={viewing} onClose={() => setViewing(undefined)} />}
      {deleting && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={format(t.deleteText, { name: deleting.name })}
          confirmLabel={t.delete}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(row(deleting), { onSettled: () => setDeleting(undefined) })}
          onClose={() => setDeleting(undefined)}
        />
      )}
      {publishing && (
        <ConfirmDialog
          title={t.publishTitle}
          text={format(t.publishText, { name: publishing.name, version: publishing.planVersion })}
          confirmLabel={t.publish}
          busy={publish.isPending}
          onConfirm={() =>
            publish.mutate(row(publishing), {
              onSuccess: (data) => data && setNotice(format(t.publishDone, { version: data.planVersion })),
              onSettled: () => setPublishing(undefined),
            })
          }
          onClose={() => setPublishing(undefined)}
        />
      )}
    </VersionsPage>
  );
}
