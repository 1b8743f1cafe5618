/** A reading typed in: the time on the hospital's clock (not in the future) and °C with one decimal, sent in tenths. */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { parseCelsiusTenths } from '../../../../../shared/domain/drugs/temperature';
import { hospitalInstant, hospitalTime } from '../../../../../shared/domain/hospital-time';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useHospitalTimeNote } from '../../../../lib/hospital-zone';
import { useMessages } from '../../../../lib/i18n';
import { useRenderClock } from '../../../../lib/render-clock';
import { useMinuteClock } from '../../../../lib/use-hospital-today';
import { FormDialog } from '../../../../ui/form-dialog';
import { type Recorded, useTemperatureActions } from '../queries';
import { temperatureMessages } from '../temperature-messages';

/** 'YYYY-MM-DDTHH:mm' in the hospital's zone, as a datetime-local input holds it. */
const localInput = (at: number) => hospitalTime(at).replace(' ', 'T');

interface Props {
  warehouseId: number;
  onDone: (recorded: Recorded) => void;
  onClose: () => void;
}

export function RecordTemperatureDialog({ warehouseId, onDone, onClose }: Props) {
  const t = useMessages(temperatureMessages);
  const zoneNote = useHospitalTimeNote();
  const now = useMinuteClock();
  const clock = useRenderClock();
  const { record } = useTemperatureActions();
  const [draft, setDraft] = useState(() => ({ measuredAt: localInput(now), celsius: '' }));
  const [errors, setErrors] = useState<{ measuredAt?: string; celsius?: string }>({});
  const [formError, setFormError] = useState<string>();
  const submit = () => {
    const at = hospitalInstant(draft.measuredAt);
    const tenths = parseCelsiusTenths(draft.celsius);
    const found: typeof errors = {};
    if (!Number.isFinite(at)) found.measuredAt = t.required;
    else if (at > clock()) found.measuredAt = t.inFuture;
    if (tenths === undefined) found.celsius = t.notNumber;
    setErrors(found);
    if (Object.keys(found).length > 0 || tenths === undefined) return;
    record.mutate(
      { warehouseId, measuredAt: new Date(at).toISOString(), celsiusTenths: tenths },
      {
        onSuccess: (recorded) => {
          onDone(recorded);
          onClose();
        },
        onError: (failure) => {
          const problem = fieldProblemOf(failure);
          if (problem?.field === 'measuredAt') setErrors({ measuredAt: problem.text });
          else if (problem?.field === 'celsiusTenths') setErrors({ celsius: problem.text });
          else setFormError(problem?.text ?? failureText(failure, t.saveFailed));
        },
      },
    );
  };
  return (
    <FormDialog title={t.record} busy={record.isPending} error={formError} onSubmit={submit} onClose={onClose}>
      <Stack direction="row" spacing={2}>
        <TextField
          required
          type="datetime-local"
          label={t.measuredAt}
          value={draft.measuredAt}
          error={Boolean(errors.measuredAt)}
          helperText={errors.measuredAt ?? zoneNote}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localInput(now) } }}
          onChange={(event) => setDraft({ ...draft, measuredAt: event.target.value })}
        />
        <TextField
          autoFocus
          required
          label={t.temperature}
          value={draft.celsius}
          error={Boolean(errors.celsius)}
          helperText={errors.celsius}
          slotProps={{ htmlInput: { maxLength: 6, inputMode: 'decimal' } }}
          onChange={(event) => setDraft({ ...draft, celsius: event.target.value })}
        />
      </Stack>
    </FormDialog>
  );
}
