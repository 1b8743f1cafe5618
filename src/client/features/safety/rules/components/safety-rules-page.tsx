/**
 * A project's safety rules (page SafetyRules): the versions, the open one (the URL's `id`,
 * else the draft, else the published version) shown or edited, copies from a template or
 * another project, and publishing with a confirmation (which re-assesses the project's AEs
 * and concomitant medications). Buttons follow safetyRule:update and safetyRule:publish.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SafetyRuleDetail, SafetyRuleSummary } from '../../../../../shared/api/safety/rules';
import { format, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { VersionLoader, VersionsPage } from '../../../../ui/versioned-draft/versions-page';
import { useStaffAccess } from '../../../access';
import { safetyRuleMessages } from '../messages';
import { safetyRuleQueries } from '../queries';
import { type Pending, useRulePageActions } from '../use-rule-page-actions';
import { ProjectCopyDialog, TemplateCopyDialog } from './copy-rule-dialogs';
import { RuleContentView } from './rule-content-view';
import { RuleVersionsTable } from './rule-versions-table';
import { SafetyRuleEditor } from './safety-rule-editor';

export interface SafetyRulesPageProps {
  projectId: number;
  /** The rule version open (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

interface OpenVersionProps {
  projectId: number;
  id: number;
  canEdit: boolean;
  canPublish: boolean;
  onAsk: (pending: Pending) => void;
}

function OpenVersion({ projectId, id, canEdit, canPublish, onAsk }: OpenVersionProps) {
  const t = useMessages(safetyRuleMessages);
  const rule = useQuery(safetyRuleQueries.version(projectId, id));
  return (
    <VersionLoader query={rule} loadFailed={t.loadFailed} height={240}>
      {(data) => (
        <VersionView projectId={projectId} data={data} canEdit={canEdit} canPublish={canPublish} onAsk={onAsk} />
      )}
    </VersionLoader>
  );
}

function VersionView({
  projectId,
  data,
  canEdit,
  canPublish,
  onAsk,
}: Omit<OpenVersionProps, 'id'> & { data: SafetyRuleDetail }) {
  const t = useMessages(safetyRuleMessages);
  if (data.status === 'draft' && canEdit) {
    return (
      <SafetyRuleEditor
        key={data.id}
        projectId={projectId}
        rule={data}
        canPublish={canPublish}
        onPublish={() => onAsk({ kind: 'publish', rule: data })}
        onDelete={() => onAsk({ kind: 'delete', rule: data })}
      />
    );
  }
  const title = format(t.versionTitle, { version: data.ruleVersion, name: data.name });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {`${title}（${t[data.status]}）`}
      </Typography>
      <RuleContentView content={data.content} />
    </Paper>
  );
}

function CopyButtons({ busy, onNew, onCopy }: { busy: boolean; onNew: () => void; onCopy: (from: Copying) => void }) {
  const t = useMessages(safetyRuleMessages);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={onNew} disabled={busy}>
        {t.newDraft}
      </Button>
      <Button variant="outlined" onClick={() => onCopy('template')}>
        {t.fromTemplate}
      </Button>
      <Button variant="outlined" onClick={() => onCopy('project')}>
        {t.fromProject}
      </Button>
    </Stack>
  );
}

type Copying = 'template' | 'project';

const defaultOpen = (versions: SafetyRuleSummary[]) =>
  (versions.find((v) => v.status === 'draft') ?? versions.find((v) => v.status === 'published'))?.id;

export function SafetyRulesPage({ projectId, openId, onOpenChange }: SafetyRulesPageProps) {
  const t = useMessages(safetyRuleMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canEdit = access.hasProjectButton(projectId, 'safetyRule:update');
  const canPublish = access.hasProjectButton(projectId, 'safetyRule:publish');
  const list = useQuery(safetyRuleQueries.list(projectId));
  const [copying, setCopying] = useState<Copying>();
  const versions = list.data ?? [];
  const shown = openId ?? defaultOpen(versions);
  const { save, publish, remove, pending, setPending, notice, setNotice, newDraft, confirm } = useRulePageActions(
    projectId,
    versions,
    onOpenChange,
  );

  const copied = (id: number) => {
    setCopying(undefined);
    onOpenChange(id);
  };

  return (
    <VersionsPage
      title={t.title}
      projectName={project?.projectName}
      actions={canEdit && <CopyButtons busy={save.isPending} onNew={() => void newDraft()} onCopy={setCopying} />}
      notice={notice}
      onNoticeClose={() => setNotice(undefined)}
      list={list}
      empty={versions.length === 0}
      labels={t}
    >
      {versions.length > 0 && (
        <RuleVersionsTable versions={versions} openId={shown} canEdit={canEdit} onOpen={onOpenChange} />
      )}
      {shown !== undefined && (
        <OpenVersion projectId={projectId} id={shown} canEdit={canEdit} canPublish={canPublish} onAsk={setPending} />
      )}
      {copying === 'template' && (
        <TemplateCopyDialog projectId={projectId} onCopied={copied} onClose={() => setCopying(undefined)} />
      )}
      {copying === 'project' && (
        <ProjectCopyDialog projectId={projectId} onCopied={copied} onClose={() => setCopying(undefined)} />
      )}
      {pending && (
        <ConfirmDialog
          title={pending.kind === 'publish' ? t.publishTitle : t.deleteTitle}
          text={format(pending.kind === 'publish' ? t.publishText : t.deleteText, {
            name: pending.rule.name,
            version: pending.rule.ruleVersion,
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
