/**
 * The monitor's booking form: the day (bounded by the project's booking window on the
 * hospital's calendar) and the purpose. The day is checked against the appointment rules as
 * the server checks it; when the server still refuses (a day filled meanwhile, rules changed),
 * its words show under the field.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Appointment, MonitoringSetting } from '../../../../../shared/api/quality/appointments';
import { WEEKDAY_LABELS } from '../../../../../shared/domain/quality/appointment-rules';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { format, joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { bookingWindow, dayProblem, holdingOn } from '../booking';
import { monitoringMessages } from '../messages';
import { useMonitoringActions } from '../queries';

export function BookForm({
  projectId,
  settings,
  rows,
}: {
  projectId: number;
  settings: MonitoringSetting;
  rows: readonly Appointment[];
}) {
  const t = useMessages(monitoringMessages);
  const { locale } = useLocale();
  const today = useHospitalToday();
  const { book } = useMonitoringActions(projectId);
  const [visitDate, setVisitDate] = useState('');
  const [purpose, setPurpose] = useState('');
  const [errors, setErrors] = useState<{ visitDate?: string; purpose?: string }>({});
  const span = bookingWindow(settings, today);
  const hint = format(t.bookHint, {
    first: span.first,
    last: span.last,
    weekdays: joinList(
      settings.weekdays.map((day) => WEEKDAY_LABELS[day][locale]),
      locale,
    ),
  });

  const submit = async () => {
    const problem = dayProblem(settings, visitDate, today, holdingOn(rows, visitDate));
    if (problem) return setErrors({ visitDate: problem === 'notADate' ? t.notADate : problem[locale] });
    setErrors({});
    try {
      await book.mutateAsync({ projectId, visitDate, purpose });
      setVisitDate('');
      setPurpose('');
    } catch (failure) {
      const field = fieldProblemOf(failure);
      if (field?.field === 'purpose') setErrors({ purpose: field.text });
      else setErrors({ visitDate: field?.text ?? failureText(failure, t.saveFailed) });
    }
  };

  return (
    <Stack
      component="form"
      aria-label={t.book}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        size="small"
        type="date"
        required
        label={t.visitDate}
        value={visitDate}
        onChange={(event) => setVisitDate(event.target.value)}
        error={!!errors.visitDate}
        helperText={errors.visitDate ?? hint}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: span.first, max: span.last } }}
      />
      <TextField
        size="small"
        required
        label={t.purpose}
        value={purpose}
        onChange={(event) => setPurpose(event.target.value)}
        error={!!errors.purpose}
        helperText={errors.purpose}
      />
      <Button type="submit" variant="contained" loading={book.isPending}>
        {t.book}
      </Button>
    </Stack>
  );
}
