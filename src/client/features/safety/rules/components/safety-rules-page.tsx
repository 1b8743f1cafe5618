/**
 * A project's safety rules (page SafetyRules): the versions, the open one (the URL's `id`,
 * else the draft, else the published version) shown or edited, copies from a template or
 * another project, and publishing with a confirmation (which re-assesses the project's AEs
 * and concomitant medications). Buttons follow safetyRule:update and safetyRule:publish.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SafetyRuleSummary } from '../../../../../shared/api/safety/rules';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
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
  if (rule.isPending) return <Skeleton variant="rounded" height={240} aria-label="…" />;
  if (rule.isError || !rule.data) return <Alert severity="error">{t.loadFailed}</Alert>;
  const data = rule.data;
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

function Header({
  canEdit,
  busy,
  onNew,
  onCopy,
}: {
  canEdit: boolean;
  busy: boolean;
  onNew: () => void;
  onCopy: (from: 'template' | 'project') => void;
}) {
  const t = useMessages(safetyRuleMessages);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      {canEdit && (
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
      )}
    </Stack>
  );
}

const defaultOpen = (versions: SafetyRuleSummary[]) =>
  (versions.find((v) => v.status === 'draft') ?? versions.find((v) => v.status === 'published'))?.id;

export function SafetyRulesPage({ projectId, openId, onOpenChange }: SafetyRulesPageProps) {
  const t = useMessages(safetyRuleMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canEdit = access.hasProjectButton(projectId, 'safetyRule:update');
  const canPublish = access.hasProjectButton(projectId, 'safetyRule:publish');
  const list = useQuery(safetyRuleQueries.list(projectId));
  const [copying, setCopying] = useState<'template' | 'project'>();
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
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
    <Stack spacing={2}>
      <Header canEdit={canEdit} busy={save.isPending} onNew={() => void newDraft()} onCopy={setCopying} />
      {project && <Typography color="text.secondary">{project.projectName}</Typography>}
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'success' ? 'status' : 'alert'}
          onClose={() => setNotice(undefined)}
        >
          {notice.text}
        </Alert>
      )}
      {list.isPending && <Skeleton variant="rounded" height={120} aria-label="…" />}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {list.isSuccess && versions.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
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
    </Stack>
  );
}
