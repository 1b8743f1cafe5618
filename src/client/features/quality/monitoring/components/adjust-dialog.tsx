/** The site proposes another day for a booked visit, with an optional note. */
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { monitoringMessages } from '../messages';

export function AdjustDialog({
  busy,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  onSubmit: (proposedDate: string, note: string) => void;
  onClose: () => void;
}) {
  const t = useMessages(monitoringMessages);
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  return (
    <FormDialog title={t.adjustTitle} busy={busy} onSubmit={() => day && onSubmit(day, note.trim())} onClose={onClose}>
      <TextField
        type="date"
        required
        fullWidth
        margin="dense"
        label={t.proposedDate}
        value={day}
        onChange={(event) => setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        fullWidth
        margin="dense"
        label={t.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}
