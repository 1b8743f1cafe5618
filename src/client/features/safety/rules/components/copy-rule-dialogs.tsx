/**
 * New drafts copied from a built-in template or from another project's current rules (the
 * user's own projects with the SafetyRules page; the server checks again). Each answers the
 * server's refusal (e.g. a draft exists already) in the dialog, and the new draft's id.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { useStaffAccess } from '../../../access';
import { safetyRuleMessages } from '../messages';
import { safetyRuleQueries } from '../queries';
import { useSafetyRuleActions } from '../use-safety-rule-actions';

interface DialogProps {
  projectId: number;
  onCopied: (id: number) => void;
  onClose: () => void;
}

export function TemplateCopyDialog({ projectId, onCopied, onClose }: DialogProps) {
  const t = useMessages(safetyRuleMessages);
  const { locale } = useLocale();
  const templates = useQuery(safetyRuleQueries.templates(projectId));
  const { copy } = useSafetyRuleActions(projectId);
  const [template, setTemplate] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!template) return setError(t.template);
    copy.mutate(
      { projectId, from: { template } },
      {
        onSuccess: (data) => data && onCopied(data.id),
        onError: (e) => setError(failureText(e, t.copyFailed)),
      },
    );
  };
  return (
    <FormDialog
      title={t.fromTemplate}
      busy={copy.isPending}
      error={error}
      submitLabel={t.copy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label={t.template} select required value={template} onChange={(e) => setTemplate(e.target.value)}>
        {(templates.data ?? []).map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.name[locale] ?? item.id}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

export function ProjectCopyDialog({ projectId, onCopied, onClose }: DialogProps) {
  const t = useMessages(safetyRuleMessages);
  const access = useStaffAccess();
  const sources = access.projects.filter(
    (p) => p.projectId !== projectId && access.hasProjectPage(p.projectId, 'SafetyRules'),
  );
  const [source, setSource] = useState<number>();
  const [error, setError] = useState<string>();
  const { copy } = useSafetyRuleActions(projectId);
  const submit = () => {
    if (source === undefined) return setError(t.sourceProject);
    copy.mutate(
      { projectId, from: { projectId: source } },
      {
        onSuccess: (data) => data && onCopied(data.id),
        onError: (e) => setError(failureText(e, t.copyFailed)),
      },
    );
  };
  return (
    <FormDialog
      title={t.fromProject}
      busy={copy.isPending}
      error={error}
      submitLabel={t.copy}
      onSubmit={submit}
      onClose={onClose}
    >
      {sources.length === 0 && <Typography color="text.secondary">{t.noOtherProjects}</Typography>}
      <TextField
        label={t.sourceProject}
        select
        required
        value={source ?? ''}
        onChange={(e) => setSource(Number(e.target.value))}
      >
        {sources.map((p) => (
          <MenuItem key={p.projectId} value={p.projectId}>
            {p.projectName}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
