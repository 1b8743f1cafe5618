/**
 * Upload to the binder (document:upload): a new document in a folder (title, kind) or the next
 * version of a document; either way the file (a kind the folder allows, within its size limit,
 * checked here and again by the server), whether it is a draft or an already approved,
 * effective document, its effective date and, for kinds that expire, its expiry date.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BinderDocument, BinderFolder } from '../../../../../shared/api/documents/binder';
import {
  DOCUMENT_FILE_KIND_TEXT,
  DOCUMENT_SIZE_LIMITS,
  acceptOf,
  documentUploadProblem,
} from '../../../../../shared/domain/documents/uploads';
import {
  DOCUMENT_KINDS,
  DOCUMENT_KIND_CODES,
  type DocumentKind,
  type UploadStatus,
} from '../../../../../shared/domain/documents/versions';
import { formatBytes } from '../../../../../shared/domain/study';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { binderMessages } from '../messages';
import { useBinderActions } from '../queries';

type Errors = Partial<Record<'file' | 'title' | 'effectiveOn' | 'expiresOn', string>>;

export function UploadDialog(props: {
  projectId: number;
  folder: BinderFolder;
  /** The document to add a version to; absent: a new document. */
  document?: BinderDocument;
  onClose: () => void;
}) {
  const { projectId, folder, document, onClose } = props;
  const t = useMessages(binderMessages);
  const { locale } = useLocale();
  const { create, uploadVersion } = useBinderActions(projectId);
  const [file, setFile] = useState<File>();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<DocumentKind>(document?.kind ?? 'other');
  const [status, setStatus] = useState<UploadStatus>('draft');
  const [effectiveOn, setEffectiveOn] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const expires = DOCUMENT_KINDS[kind].expires;
  const kinds = folder.allowedKinds
    .map((k) => `${DOCUMENT_FILE_KIND_TEXT[k][locale]} ≤ ${formatBytes(DOCUMENT_SIZE_LIMITS[k])}`)
    .join(locale === 'en' ? ', ' : '、');

  const check = (): Errors => {
    const found: Errors = {};
    if (!file) found.file = t.fileRequired;
    else if (documentUploadProblem(file, folder.allowedKinds)) found.file = format(t.fileHint, { kinds });
    if (!document && !title.trim()) found.title = t.titleRequired;
    if (status === 'effective' && !effectiveOn) found.effectiveOn = t.effectiveRequired;
    return found;
  };
  const onError = (error: unknown) => {
    const problem = fieldProblemOf(error);
    if (problem && ['file', 'title', 'effectiveOn', 'expiresOn'].includes(problem.field))
      setErrors({ [problem.field]: problem.text });
    else setFormError(failureText(error, t.uploadFailed));
  };
  const submit = () => {
    const found = check();
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0 || !file) return;
    const fields = {
      name: file.name,
      status,
      ...(effectiveOn ? { effectiveOn } : {}),
      ...(expires && expiresOn ? { expiresOn } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    if (document)
      uploadVersion.mutate(
        { query: { documentId: document.id, version: document.version, ...fields }, file },
        { onSuccess: onClose, onError },
      );
    else
      create.mutate(
        { query: { folderId: folder.id, title: title.trim(), kind, ...fields }, file },
        { onSuccess: onClose, onError },
      );
  };
  return (
    <FormDialog
      title={document ? `${t.uploadVersion} · ${document.title}` : t.uploadTitle}
      busy={create.isPending || uploadVersion.isPending}
      error={formError}
      submitLabel={t.upload}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2">{`${folder.code} ${folder.name}`}</Typography>
      <div>
        <input
          type="file"
          accept={acceptOf(folder.allowedKinds)}
          aria-label={t.file}
          aria-invalid={errors.file ? true : undefined}
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        <FormHelperText error={!!errors.file}>{errors.file ?? format(t.fileHint, { kinds })}</FormHelperText>
      </div>
      {!document && (
        <>
          <TextField
            required
            label={t.docTitle}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={!!errors.title}
            helperText={errors.title}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            select
            label={t.kind}
            value={kind}
            onChange={(event) => setKind(event.target.value as DocumentKind)}
          >
            {DOCUMENT_KIND_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {DOCUMENT_KINDS[code][locale]}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      <RadioGroup
        row
        aria-label={t.uploadStatus}
        value={status}
        onChange={(event) => setStatus(event.target.value as UploadStatus)}
      >
        <FormControlLabel value="draft" control={<Radio />} label={t.asDraft} />
        <FormControlLabel value="effective" control={<Radio />} label={t.asEffective} />
      </RadioGroup>
      <TextField
        type="date"
        label={t.effectiveOn}
        required={status === 'effective'}
        value={effectiveOn}
        onChange={(event) => setEffectiveOn(event.target.value)}
        error={!!errors.effectiveOn}
        helperText={errors.effectiveOn}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {expires && (
        <TextField
          type="date"
          label={t.expiresOn}
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
          error={!!errors.expiresOn}
          helperText={errors.expiresOn}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <TextField
        label={t.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}
