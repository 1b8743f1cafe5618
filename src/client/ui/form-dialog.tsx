/** A dialog holding one form: title, an error for the whole form, the fields, cancel and submit. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useMessages } from '../lib/i18n';
import { formDialogMessages } from './form-dialog-messages';

export interface FormDialogProps {
  title: string;
  busy: boolean;
  error?: string;
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm';
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  title,
  busy,
  error,
  submitLabel,
  maxWidth = 'sm',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const t = useMessages(formDialogMessages);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel ?? t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
