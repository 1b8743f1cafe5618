/**
 * A project's QC plan (page QualityPlans) on the shared versioned-draft frame: the versions,
 * the open one (the URL's `id`, else the draft, else the published version) shown or edited,
 * a new draft (a copy of the published version when there is one), and publishing or deleting
 * the draft with a confirmation. Buttons follow qcPlan:update and qcPlan:publish.
 */
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QcPlan } from '../../../../../shared/api/quality/plans';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { type VersionsNotice, VersionsPage } from '../../../../ui/versioned-draft/versions-page';
import { useStaffAccess } from '../../../access';
import { qcPlanMessages } from '../messages';
import { qcPlanQueries, useQcPlanActions } from '../queries';
import { QcPlanEditor } from './qc-plan-editor';
import { QcPlanVersionsTable, QcPlanView } from './qc-plan-view';

export interface QcPlansPageProps {
  projectId: number;
  /** The version open (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

type Pending = { kind: 'publish' | 'delete'; plan: QcPlan };

const defaultOpen = (versions: QcPlan[]) =>
  (versions.find((v) => v.status === 'draft') ?? versions.find((v) => v.status === 'published'))?.id;

export function QcPlansPage({ projectId, openId, onOpenChange }: QcPlansPageProps) {
  const t = useMessages(qcPlanMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canEdit = access.hasProjectButton(projectId, 'qcPlan:update');
  const canPublish = access.hasProjectButton(projectId, 'qcPlan:publish');
  const list = useQuery(qcPlanQueries.list(projectId));
  const { save, publish, remove } = useQcPlanActions(projectId);
  const [pending, setPending] = useState<Pending>();
  const [notice, setNotice] = useState<VersionsNotice>();
  const versions = list.data ?? [];
  const shownId = openId ?? defaultOpen(versions);
  const shown = versions.find((v) => v.id === shownId);
  const published = versions.find((v) => v.status === 'published');
  const hasDraft = versions.some((v) => v.status === 'draft');
  const onError = (e: Error) => setNotice({ severity: 'error', text: failureText(e, t.actionFailed) });

  const newDraft = () =>
    save.mutate(
      { projectId, name: published?.name ?? t.title, content: published?.content ?? { checkpoints: [] } },
      { onSuccess: (data) => data && onOpenChange(data.id), onError },
    );
  const confirm = ({ kind, plan }: Pending) => {
    const ref = { projectId, id: plan.id, version: plan.version };
    const onSettled = () => setPending(undefined);
    if (kind === 'delete') remove.mutate(ref, { onSuccess: () => onOpenChange(undefined), onError, onSettled });
    else publish.mutate(ref, { onSuccess: () => onOpenChange(plan.id), onError, onSettled });
  };

  return (
    <VersionsPage
      title={t.title}
      projectName={project?.projectName}
      actions={
        canEdit &&
        !hasDraft &&
        list.isSuccess && (
          <Button variant="contained" onClick={newDraft} loading={save.isPending}>
            {published ? t.copyPublished : t.newDraft}
          </Button>
        )
      }
      notice={notice}
      onNoticeClose={() => setNotice(undefined)}
      list={list}
      empty={versions.length === 0}
      labels={t}
    >
      {versions.length > 0 && (
        <QcPlanVersionsTable versions={versions} openId={shownId} canEdit={canEdit} onOpen={onOpenChange} />
      )}
      {shown?.status === 'draft' && canEdit ? (
        <QcPlanEditor
          key={`${shown.id}-${shown.version}`}
          plan={shown}
          canPublish={canPublish}
          onPublish={() => setPending({ kind: 'publish', plan: shown })}
          onDelete={() => setPending({ kind: 'delete', plan: shown })}
          onDone={() => onOpenChange(published?.id)}
        />
      ) : (
        shown && <QcPlanView plan={shown} />
      )}
      {pending && (
        <ConfirmDialog
          title={pending.kind === 'publish' ? t.publishTitle : t.deleteTitle}
          text={format(pending.kind === 'publish' ? t.publishText : t.deleteText, {
            name: pending.plan.name,
            version: pending.plan.planVersion,
          })}
          confirmLabel={pending.kind === 'publish' ? t.publish : t.delete}
          busy={publish.isPending || remove.isPending}
          onConfirm={() => confirm(pending)}
          onClose={() => setPending(undefined)}
        />
      )}
    </VersionsPage>
  );
}
