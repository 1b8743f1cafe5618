/** A one-field text dialog (a query's answer, a re-opening note, a refusal reason). */
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../../ui/form-dialog';

export function TextDialog({
  title,
  label,
  required,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  required: boolean;
  busy: boolean;
  onSubmit: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  return (
    <FormDialog
      title={title}
      busy={busy}
      onSubmit={() => (!required || text.trim() ? onSubmit(text.trim()) : undefined)}
      onClose={onClose}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        required={required}
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </FormDialog>
  );
}
