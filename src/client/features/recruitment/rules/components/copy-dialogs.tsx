/**
 * New drafts from elsewhere: a built-in template, a version of another project the user may
 * read (their own projects with the RecruitRules page; the server checks again), or a JSON
 * rule file. Each answers the server's refusal in the dialog.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { failureText } from '../../../../lib/field-problem';
import { readAsBase64 } from '../../../../lib/file-transfer';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import {
  SourceProjectField,
  TemplateCopyDialog as SharedTemplateCopyDialog,
} from '../../../../ui/versioned-draft/copy-dialogs';
import { useStaffAccess } from '../../../access';
import { ruleMessages } from '../messages';
import { recruitRuleQueries } from '../queries';
import { useRuleActions } from '../use-rule-actions';

interface DialogProps {
  projectId: number;
  onClose: () => void;
}

export function TemplateCopyDialog({ projectId, onClose }: DialogProps) {
  const t = useMessages(ruleMessages);
  const templates = useQuery(recruitRuleQueries.templates());
  const { copy } = useRuleActions(projectId);
  return (
    <SharedTemplateCopyDialog
      templates={templates.data ?? []}
      busy={copy.isPending}
      labels={{ title: t.fromTemplate, template: t.template, copy: t.copy, copyFailed: t.copyFailed }}
      onCopy={(templateId, onError) =>
        copy.mutate({ projectId, from: { templateId } }, { onSuccess: onClose, onError })
      }
      onClose={onClose}
    />
  );
}

export function ProjectCopyDialog({ projectId, onClose }: DialogProps) {
  const t = useMessages(ruleMessages);
  const access = useStaffAccess();
  const sources = access.projects.filter(
    (p) => p.projectId !== projectId && access.hasProjectPage(p.projectId, 'RecruitRules'),
  );
  const [source, setSource] = useState<number>();
  const [versionId, setVersionId] = useState<number>();
  const [error, setError] = useState<string>();
  const list = useQuery({ ...recruitRuleQueries.list(source ?? 0), enabled: source !== undefined });
  const { copy } = useRuleActions(projectId);
  const versions = (list.data ?? []).flatMap((group) => group.versions);
  const submit = () => {
    if (source === undefined || versionId === undefined) return setError(t.sourceVersion);
    copy.mutate(
      { projectId, from: { projectId: source, id: versionId } },
      { onSuccess: onClose, onError: (e) => setError(failureText(e, t.copyFailed)) },
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
      <SourceProjectField
        sources={sources}
        value={source}
        onChange={(next) => {
          setSource(next);
          setVersionId(undefined);
        }}
        labels={t}
      />
      {source !== undefined && list.isSuccess && versions.length === 0 && (
        <Typography color="text.secondary">{t.noVersions}</Typography>
      )}
      {versions.length > 0 && (
        <TextField
          label={t.sourceVersion}
          select
          required
          value={versionId ?? ''}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setVersionId(Number(e.target.value))}
        >
          {versions.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {`${v.diseaseKey} · v${v.ruleVersion} · ${v.name} (${t[v.status]})`}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}

export function ImportDialog({ projectId, onClose }: DialogProps) {
  const t = useMessages(ruleMessages);
  const { importFile } = useRuleActions(projectId);
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const submit = async () => {
    if (!file) return setError(t.chooseFile);
    const content = await readAsBase64(file);
    importFile.mutate(
      { projectId, fileName: file.name, content },
      { onSuccess: onClose, onError: (e) => setError(failureText(e, t.importFailed)) },
    );
  };
  return (
    <FormDialog
      title={t.importTitle}
      busy={importFile.isPending}
      error={error}
      submitLabel={t.import}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t.importHint}
      </Typography>
      <Button variant="outlined" component="label">
        {t.chooseFile}
        <input
          hidden
          type="file"
          accept=".json,application/json"
          aria-label={t.chooseFile}
          onChange={(event) => setFile(event.target.files?.[0])}
        />
      </Button>
      {file && <Typography>{file.name}</Typography>}
    </FormDialog>
  );
}
