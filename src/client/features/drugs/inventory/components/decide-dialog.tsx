/** The sponsor's decision on an open excursion: release or reject, with the sponsor's reference or note. */
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { Excursion } from '../../../../../shared/api/drugs/storage';
import { EXCURSION, type ExcursionAction } from '../../../../../shared/domain/drugs/status';
import { formatDateTime } from '../../../../lib/dates';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { excursionMessages } from '../excursion-messages';
import { useExcursionDecide } from '../excursion-queries';

export function DecideDialog({ row, onClose }: { row: Excursion; onClose: () => void }) {
  const t = useMessages(excursionMessages);
  const decide = useExcursionDecide(row.projectId);
  const labelId = useId();
  const [action, setAction] = useState<ExcursionAction>('release');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const submit = () => {
    if (!note.trim()) {
      setNoteError(t.required);
      return;
    }
    setNoteError(undefined);
    decide.mutate(
      { projectId: row.projectId, id: row.id, version: row.version, action, note: note.trim() },
      { onSuccess: onClose, onError: (failure) => setFormError(failureText(failure, t.saveFailed)) },
    );
  };
  return (
    <FormDialog
      title={format(t.decideTitle, { warehouse: row.warehouseName, time: formatDateTime(row.measuredAt) })}
      busy={decide.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormLabel id={labelId}>{t.action}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={action}
        onChange={(event) => setAction(event.target.value as ExcursionAction)}
      >
        {EXCURSION.actions.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={t[value]} />
        ))}
      </RadioGroup>
      <TextField
        autoFocus
        required
        multiline
        minRows={2}
        label={t.note}
        value={note}
        error={Boolean(noteError)}
        helperText={noteError}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}
