/**
 * An image setting: its preview, a button to choose a file (checked here for SPEC §5's
 * extensions and the size limit, then uploaded through the files module), and a clear
 * button when the field may be empty. The value is the uploaded file's URL. A refusal,
 * ours or the server's, is shown under the field and read out by screen readers.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { StoredFile } from '../../shared/api/study/files';
import { DEFAULT_UPLOAD_MAX_BYTES, IMAGE_ACCEPT, IMAGE_EXTENSIONS, formatBytes } from '../../shared/domain/study/files';
import { failureText, fieldProblemOf } from '../lib/field-problem';
import { format, useMessages } from '../lib/i18n';
import { imageUploadFieldMessages } from './image-upload-field-messages';
import { UploadCheckError, uploadImage } from '../lib/upload';
import { visuallyHidden } from './visually-hidden';

export interface ImageUploadFieldProps {
  label: string;
  /** The current image URL, or null when none is set. */
  value: string | null;
  onChange: (url: string | null, file?: StoredFile) => void;
  /** The server's limit (GET /api/gbs/file/policy); the default 5 MB otherwise. */
  maxBytes?: number;
  /** May the field be emptied? */
  clearable?: boolean;
  /** An error for this field from the form (a refused save). */
  error?: string;
  /** Preview height in px. */
  previewHeight?: number;
  /** For tests and forms: the name of the field. */
  name?: string;
}

export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, value, onChange, maxBytes = DEFAULT_UPLOAD_MAX_BYTES } = props;
  const t = useMessages(imageUploadFieldMessages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState('');
  const types = IMAGE_EXTENSIONS.join(', ');
  const size = formatBytes(maxBytes);

  const describe = (error: unknown): string => {
    if (!(error instanceof UploadCheckError)) return fieldProblemOf(error)?.text ?? failureText(error, t.failed);
    return format(t[error.problem], { types, size });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    setUploading(true);
    setStatus(t.uploading);
    try {
      const stored = await uploadImage(file, { maxBytes });
      onChange(stored.url, stored);
      setStatus(format(t.uploaded, { name: file.name }));
    } catch (error) {
      setProblem(describe(error));
      setStatus('');
    } finally {
      setUploading(false);
    }
  };

  const shownError = problem ?? props.error;
  const helpId = `${id}-help`;
  return (
    <Stack spacing={1} role="group" aria-labelledby={`${id}-label`} data-field={props.name}>
      <Typography id={`${id}-label`} variant="subtitle2" component="span">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box
          sx={{
            height: props.previewHeight ?? 64,
            minWidth: 64,
            maxWidth: 240,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'grey.50',
            p: 0.5,
          }}
        >
          {value ? (
            <img
              src={value}
              alt={format(t.preview, { label })}
              style={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t.none}
            </Typography>
          )}
        </Box>
        <input
          ref={input}
          id={`${id}-input`}
          name={props.name}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          tabIndex={-1}
          onChange={(event) => void choose(event)}
        />
        <Button
          variant="outlined"
          size="small"
          loading={uploading}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
        >
          {value ? t.replace : t.choose}
          <Box component="span" sx={visuallyHidden}>
            {` ${label}`}
          </Box>
        </Button>
        {props.clearable && value && (
          <Button size="small" color="inherit" onClick={() => onChange(null)}>
            {t.clear}
            <Box component="span" sx={visuallyHidden}>
              {` ${label}`}
            </Box>
          </Button>
        )}
      </Stack>
      <FormHelperText id={helpId} error={!!shownError} role={shownError ? 'alert' : undefined}>
        {shownError ?? format(t.hint, { types, size })}
      </FormHelperText>
      <Box component="span" role="status" sx={visuallyHidden}>
        {status}
      </Box>
    </Stack>
  );
}
