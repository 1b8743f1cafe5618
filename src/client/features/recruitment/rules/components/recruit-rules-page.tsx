/**
 * A project's recruitment rules (page RecruitRules): the versions per disease key with the
 * criteria in force, the draft editor, copies from a template, another project or a file,
 * and publishing (which answers how the project's candidates matched). Buttons follow the
 * user's project permissions (recruitRule:update, recruitRule:publish).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MatchSummary, RuleSummary } from '../../../../../shared/api/recruitment/rules';
import { type Locale, format, useLocale, useMessages } from '../../../../lib/i18n';
import { RECRUITED_SUBJECT_STATUS } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { AddIcon } from '../../../../ui/staff-icons';
import { VersionLoader, VersionsPage } from '../../../../ui/versioned-draft/versions-page';
import { useStaffAccess } from '../../../access';
import { ruleMessages } from '../messages';
import { recruitRuleQueries } from '../queries';
import { useRuleActions } from '../use-rule-actions';
import { ImportDialog, ProjectCopyDialog, TemplateCopyDialog } from './copy-dialogs';
import { RuleEditor } from './rule-editor';
import { CriteriaList, RuleVersions } from './rule-versions';

type Editing = { kind: 'new' } | { kind: 'edit'; id: number };
type CopyDialog = 'template' | 'project' | 'import';

function EditVersion({ projectId, id, onDone }: { projectId: number; id: number; onDone: () => void }) {
  const t = useMessages(ruleMessages);
  const rule = useQuery(recruitRuleQueries.version(projectId, id));
  return (
    <VersionLoader query={rule} loadFailed={t.loadFailed}>
      {(data) => <RuleEditor projectId={projectId} rule={data} onDone={onDone} />}
    </VersionLoader>
  );
}

function ViewDialog({ projectId, rule, onClose }: { projectId: number; rule: RuleSummary; onClose: () => void }) {
  const t = useMessages(ruleMessages);
  const detail = useQuery(recruitRuleQueries.version(projectId, rule.id));
  return (
    <Dialog open onClose={onClose} aria-labelledby="rule-view-title" maxWidth="sm" fullWidth>
      <DialogTitle id="rule-view-title">{`${rule.name} · v${rule.ruleVersion}`}</DialogTitle>
      <DialogContent>
        {detail.isPending && <Skeleton variant="text" />}
        {detail.isError && <Alert severity="error">{t.loadFailed}</Alert>}
        {detail.data && <CriteriaList rule={detail.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.back}</Button>
      </DialogActions>
    </Dialog>
  );
}

function summaryText(t: Record<string, string>, version: number, match: MatchSummary, locale: Locale): string {
  const counts = Object.entries(match.byStatus)
    .map(([status, count]) => `${dictEntryLabel(RECRUITED_SUBJECT_STATUS, status, locale)} ${count}`)
    .join(' · ');
  return `${format(t.publishDone ?? '', { version, matched: match.matched })}${counts ? `（${counts}）` : ''}`;
}

function CopyButtons({ onNew, onCopy }: { onNew: () => void; onCopy: (dialog: CopyDialog) => void }) {
  const t = useMessages(ruleMessages);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
        {t.newDraft}
      </Button>
      <Button variant="outlined" onClick={() => onCopy('template')}>
        {t.fromTemplate}
      </Button>
      <Button variant="outlined" onClick={() => onCopy('project')}>
        {t.fromProject}
      </Button>
      <Button variant="outlined" onClick={() => onCopy('import')}>
        {t.import}
      </Button>
    </Stack>
  );
}

export function RecruitRulesPage({ projectId }: { projectId: number }) {
  const t = useMessages(ruleMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canEdit = access.hasProjectButton(projectId, 'recruitRule:update');
  const canPublish = access.hasProjectButton(projectId, 'recruitRule:publish');
  const list = useQuery(recruitRuleQueries.list(projectId));
  const { publish, draftFrom } = useRuleActions(projectId);
  const [editing, setEditing] = useState<Editing>();
  const [viewing, setViewing] = useState<RuleSummary>();
  const [copyDialog, setCopyDialog] = useState<CopyDialog>();
  const [publishing, setPublishing] = useState<RuleSummary>();
  const [notice, setNotice] = useState<string>();
  const groups = list.data ?? [];

  if (editing) {
    const done = () => setEditing(undefined);
    return editing.kind === 'new' ? (
      <RuleEditor projectId={projectId} onDone={done} />
    ) : (
      <EditVersion projectId={projectId} id={editing.id} onDone={done} />
    );
  }

  const confirmPublish = (rule: RuleSummary) =>
    publish.mutate(
      { projectId, id: rule.id, version: rule.version },
      {
        onSuccess: (data) => data && setNotice(summaryText(t, data.ruleVersion, data.match, locale)),
        onSettled: () => setPublishing(undefined),
      },
    );

  return (
    <VersionsPage
      title={t.title}
      projectName={project?.projectName}
      actions={canEdit && <CopyButtons onNew={() => setEditing({ kind: 'new' })} onCopy={setCopyDialog} />}
      notice={notice === undefined ? undefined : { severity: 'success', text: notice }}
      onNoticeClose={() => setNotice(undefined)}
      list={list}
      empty={groups.length === 0}
      labels={t}
    >
      {groups.map((group) => (
        <RuleVersions
          key={group.diseaseKey}
          projectId={projectId}
          diseaseKey={group.diseaseKey}
          versions={group.versions}
          canEdit={canEdit}
          canPublish={canPublish}
          onEdit={(rule) => setEditing({ kind: 'edit', id: rule.id })}
          onView={setViewing}
          onNewFrom={(rule) =>
            draftFrom.mutate(
              { projectId, id: rule.id },
              { onSuccess: (data) => data && setEditing({ kind: 'edit', id: data.id }) },
            )
          }
          onPublish={setPublishing}
        />
      ))}
      {viewing && <ViewDialog projectId={projectId} rule={viewing} onClose={() => setViewing(undefined)} />}
      {copyDialog === 'template' && (
        <TemplateCopyDialog projectId={projectId} onClose={() => setCopyDialog(undefined)} />
      )}
      {copyDialog === 'project' && <ProjectCopyDialog projectId={projectId} onClose={() => setCopyDialog(undefined)} />}
      {copyDialog === 'import' && <ImportDialog projectId={projectId} onClose={() => setCopyDialog(undefined)} />}
      {publishing && (
        <ConfirmDialog
          title={t.publishTitle}
          text={format(t.publishText, {
            name: publishing.name,
            version: publishing.ruleVersion,
            key: publishing.diseaseKey === 'default' ? t.defaultKey : publishing.diseaseKey,
          })}
          confirmLabel={t.publish}
          busy={publish.isPending}
          onConfirm={() => confirmPublish(publishing)}
          onClose={() => setPublishing(undefined)}
        />
      )}
    </VersionsPage>
  );
}
