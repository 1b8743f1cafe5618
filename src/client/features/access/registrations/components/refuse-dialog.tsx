/** Refuse a registration request with a note to the applicant. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { RegistrationRow } from '../../../../../shared/api/access/registration';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { registrationMessages } from '../messages';
import { useRefuseRegistration } from '../queries';

export function RefuseDialog({ row, onClose }: { row: RegistrationRow; onClose: () => void }) {
  const t = useMessages(registrationMessages);
  const refuse = useRefuseRegistration();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setNoteError(t.noteRequired);
    setNoteError(undefined);
    refuse.mutate(
      { row, note: note.trim() },
      { onSuccess: onClose, onError: (failure) => setError(failureText(failure, t.saveFailed)) },
    );
  };
  return (
    <Dialog
      open
      onClose={refuse.isPending ? undefined : onClose}
      aria-labelledby="refuse-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="refuse-title">{format(t.refuseTitle, { name: row.realname })}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label={t.note}
            required
            fullWidth
            multiline
            minRows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={!!noteError}
            helperText={noteError}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={refuse.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={refuse.isPending}>
            {t.refuse}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
