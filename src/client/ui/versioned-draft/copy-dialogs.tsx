/**
 * The pieces of the 'new draft copied from elsewhere' dialogs every versioned-draft area
 * offers: a built-in template, or another project the user may open the same page of (the
 * caller lists them; the server checks again). Each answers the server's refusal in the dialog.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { failureText } from '../../lib/field-problem';
import { type Locale, useLocale } from '../../lib/i18n';
import { FormDialog } from '../form-dialog';

export interface DraftTemplate {
  id: string;
  name: Partial<Record<Locale, string>>;
}

export interface TemplateCopyDialogProps {
  templates: readonly DraftTemplate[];
  busy: boolean;
  labels: { title: string; template: string; copy: string; copyFailed: string };
  /** Starts the copy; calls `onError` with the server's refusal. */
  onCopy: (templateId: string, onError: (error: unknown) => void) => void;
  onClose: () => void;
}

export function TemplateCopyDialog({ templates, busy, labels, onCopy, onClose }: TemplateCopyDialogProps) {
  const { locale } = useLocale();
  const [templateId, setTemplateId] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!templateId) return setError(labels.template);
    onCopy(templateId, (e) => setError(failureText(e, labels.copyFailed)));
  };
  return (
    <FormDialog
      title={labels.title}
      busy={busy}
      error={error}
      submitLabel={labels.copy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={labels.template}
        select
        required
        value={templateId}
        onChange={(e) => setTemplateId(e.target.value)}
      >
        {templates.map((template) => (
          <MenuItem key={template.id} value={template.id}>
            {template.name[locale] ?? template.id}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

export interface SourceProjectFieldProps {
  /** The other projects the user may open the same page of. */
  sources: readonly { projectId: number; projectName: string }[];
  value: number | undefined;
  onChange: (projectId: number) => void;
  labels: { sourceProject: string; noOtherProjects: string };
}

/** The project to copy from, or a line saying there is none. */
export function SourceProjectField({ sources, value, onChange, labels }: SourceProjectFieldProps) {
  return (
    <>
      {sources.length === 0 && <Typography color="text.secondary">{labels.noOtherProjects}</Typography>}
      <TextField
        label={labels.sourceProject}
        select
        required
        value={value ?? ''}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(Number(e.target.value))}
      >
        {sources.map((p) => (
          <MenuItem key={p.projectId} value={p.projectId}>
            {p.projectName}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
