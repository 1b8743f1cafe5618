/**
 * A submission's draft: its type, title, notes and the binder versions it carries (picked
 * from the project's binder, grouped by folder). Saves a draft; a new one or a returned one
 * being corrected. The server checks the versions are the project's.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmissionDetail } from '../../../../../shared/api/ethics/submissions';
import { SUBMISSION_TYPES, type SubmissionType } from '../../../../../shared/domain/ethics/submissions';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { ethicsSubmissionMessages } from '../messages';
import { ethicsQueries, useSubmissionActions } from '../queries';
import { useSubmissionTypeLabel } from './submission-labels';

export function SubmissionDialog(props: {
  projectId: number;
  submission?: SubmissionDetail;
  onSaved?: (id: number) => void;
  onClose: () => void;
}) {
  const { projectId, submission, onClose } = props;
  const t = useMessages(ethicsSubmissionMessages);
  const typeLabel = useSubmissionTypeLabel();
  const binder = useQuery(ethicsQueries.binder(projectId));
  const { save } = useSubmissionActions();
  const [type, setType] = useState<SubmissionType>(submission?.type ?? 'initial');
  const [title, setTitle] = useState(submission?.title ?? '');
  const [notes, setNotes] = useState(submission?.notes ?? '');
  const [picked, setPicked] = useState<number[]>(submission?.documents.map((document) => document.versionId) ?? []);
  const [titleError, setTitleError] = useState(false);
  const [error, setError] = useState<string>();
  const toggle = (id: number) =>
    setPicked((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));
  const onSubmit = () => {
    if (!title.trim()) {
      setTitleError(true);
      return;
    }
    setError(undefined);
    save.mutate(
      {
        projectId,
        ...(submission ? { id: submission.id, version: submission.version } : {}),
        type,
        title: title.trim(),
        notes: notes.trim() || null,
        documentVersionIds: picked,
      },
      {
        onSuccess: (saved) => {
          props.onSaved?.(saved.id);
          onClose();
        },
        onError: (failure) => setError(failureText(failure, t.failed)),
      },
    );
  };
  const versions = binder.data ?? [];
  return (
    <FormDialog
      title={t.dialogTitle}
      busy={save.isPending}
      error={error}
      submitLabel={t.saveDraft}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField select label={t.type} value={type} onChange={(event) => setType(event.target.value as SubmissionType)}>
        {SUBMISSION_TYPES.map((code) => (
          <MenuItem key={code} value={code}>
            {typeLabel(code)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t.title}
        value={title}
        required
        error={titleError}
        helperText={titleError ? t.titleRequired : undefined}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        onChange={(event) => {
          setTitle(event.target.value);
          setTitleError(false);
        }}
      />
      <TextField
        label={t.notes}
        value={notes}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        onChange={(event) => setNotes(event.target.value)}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">{t.pickDocuments}</FormLabel>
        {binder.isSuccess && versions.length === 0 && <Typography>{t.noBinderVersions}</Typography>}
        <FormGroup>
          {versions.map((version) => (
            <FormControlLabel
              key={version.versionId}
              control={
                <Checkbox checked={picked.includes(version.versionId)} onChange={() => toggle(version.versionId)} />
              }
              label={format(t.versionLabel, {
                folder: version.folderCode,
                title: version.title,
                number: version.number,
                fileName: version.fileName,
              })}
            />
          ))}
        </FormGroup>
      </FormControl>
    </FormDialog>
  );
}
