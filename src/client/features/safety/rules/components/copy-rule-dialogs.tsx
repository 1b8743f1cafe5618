/**
 * New drafts copied from a built-in template or from another project's current rules (the
 * user's own projects with the SafetyRules page; the server checks again). Each answers the
 * server's refusal (e.g. a draft exists already) in the dialog, and the new draft's id.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import {
  SourceProjectField,
  TemplateCopyDialog as SharedTemplateCopyDialog,
} from '../../../../ui/versioned-draft/copy-dialogs';
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
  const templates = useQuery(safetyRuleQueries.templates(projectId));
  const { copy } = useSafetyRuleActions(projectId);
  return (
    <SharedTemplateCopyDialog
      templates={templates.data ?? []}
      busy={copy.isPending}
      labels={{ title: t.fromTemplate, template: t.template, copy: t.copy, copyFailed: t.copyFailed }}
      onCopy={(template, onError) =>
        copy.mutate({ projectId, from: { template } }, { onSuccess: (data) => data && onCopied(data.id), onError })
      }
      onClose={onClose}
    />
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
      <SourceProjectField sources={sources} value={source} onChange={setSource} labels={t} />
    </FormDialog>
  );
}
