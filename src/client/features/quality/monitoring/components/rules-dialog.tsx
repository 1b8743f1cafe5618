/**
 * The appointment rules editor (button appointment:rules): the weekdays visits are taken, how
 * many monitors may hold one day, and the booking window in days after the hospital's today.
 * Checked here as the server checks it; saved with the settings' version.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { MonitoringSetting } from '../../../../../shared/api/quality/appointments';
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '../../../../../shared/domain/quality/appointment-rules';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { FormDialog } from '../../../../ui/form-dialog';
import { type RulesDraft, bookingWindow, draftOf, readRules } from '../booking';
import { monitoringMessages } from '../messages';
import { useMonitoringActions } from '../queries';

type Errors = Partial<Record<keyof RulesDraft, string>>;
const NUMBER_FIELDS = ['maxMonitors', 'minNoticeDays', 'maxDaysAhead'] as const;

export function RulesDialog({
  projectId,
  settings,
  onClose,
}: {
  projectId: number;
  settings: MonitoringSetting;
  onClose: () => void;
}) {
  const t = useMessages(monitoringMessages);
  const { locale } = useLocale();
  const today = useHospitalToday();
  const { saveRules } = useMonitoringActions(projectId);
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string>();
  const read = readRules(draft);
  const span = 'rules' in read ? bookingWindow(read.rules, today) : undefined;

  const toggle = (day: Weekday, on: boolean) =>
    setDraft({ ...draft, weekdays: on ? [...draft.weekdays, day] : draft.weekdays.filter((d) => d !== day) });
  const submit = async () => {
    setError(undefined);
    if ('errors' in read)
      return setErrors(
        Object.fromEntries(
          Object.entries(read.errors).map(([field, problem]) => [
            field,
            problem.key === 'numberRange' ? format(t.numberRange, problem) : t[problem.key],
          ]),
        ),
      );
    setErrors({});
    try {
      await saveRules.mutateAsync({ projectId, version: settings.version, ...read.rules });
      onClose();
    } catch (failure) {
      const problem = fieldProblemOf(failure);
      if (problem && problem.field in draft) setErrors({ [problem.field]: problem.text });
      else setError(failureText(failure, t.saveFailed));
    }
  };

  return (
    <FormDialog
      title={t.rulesTitle}
      busy={saveRules.isPending}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormControl component="fieldset" error={!!errors.weekdays} margin="dense">
        <FormLabel component="legend">{t.weekdays}</FormLabel>
        <FormGroup row>
          {WEEKDAYS.map((day) => (
            <FormControlLabel
              key={day}
              label={WEEKDAY_LABELS[day][locale]}
              control={
                <Checkbox
                  checked={draft.weekdays.includes(day)}
                  onChange={(event) => toggle(day, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {errors.weekdays && <FormHelperText>{errors.weekdays}</FormHelperText>}
      </FormControl>
      {NUMBER_FIELDS.map((name) => (
        <TextField
          key={name}
          fullWidth
          required
          margin="dense"
          label={t[name]}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          error={!!errors[name]}
          helperText={errors[name]}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
      {span && 'rules' in read && (
        <FormHelperText>
          {format(t.rulesHint, {
            min: read.rules.minNoticeDays,
            ahead: read.rules.maxDaysAhead,
            first: span.first,
            last: span.last,
          })}
        </FormHelperText>
      )}
    </FormDialog>
  );
}
