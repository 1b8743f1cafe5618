/**
 * The monitoring visits in a month grid of the hospital's calendar (weeks from Monday): each
 * day with its visits, each visit a button naming its status and monitor that opens it. The
 * month is the page's (in the URL); the buttons move a month back or forth, or to today's.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Appointment } from '../../../../../shared/api/quality/appointments';
import { WEEKDAYS, WEEKDAY_LABELS } from '../../../../../shared/domain/quality/appointment-rules';
import { APPOINTMENT_STATUS_LABELS } from '../../../../../shared/domain/quality/appointment-status';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { type CalendarDay, monthGrid, monthOfDay, shiftMonth } from '../calendar';
import { monitoringMessages } from '../messages';

const STATUS_COLOR: Record<Appointment['status'], 'primary' | 'success' | 'warning' | 'error' | 'inherit'> = {
  booked: 'warning',
  adjusted: 'warning',
  accepted: 'primary',
  launched: 'primary',
  closed: 'success',
  refused: 'error',
  cancelled: 'inherit',
};

function DayCell({ cell, onOpen }: { cell: CalendarDay; onOpen: (visit: Appointment) => void }) {
  const t = useMessages(monitoringMessages);
  const { locale } = useLocale();
  return (
    <Box
      component="td"
      aria-label={format(t.dayVisits, { day: cell.day, count: cell.visits.length })}
      sx={{
        verticalAlign: 'top',
        border: 1,
        borderColor: 'divider',
        p: 0.5,
        minWidth: 96,
        height: 88,
        bgcolor: cell.isToday ? 'action.selected' : cell.inMonth ? undefined : 'action.hover',
      }}
    >
      <Typography variant="caption" color={cell.inMonth ? 'text.primary' : 'text.secondary'}>
        {Number(cell.day.slice(8))}
        {cell.isToday && ` · ${t.today}`}
      </Typography>
      <Stack spacing={0.25}>
        {cell.visits.map((visit) => (
          <Button
            key={visit.id}
            size="small"
            variant="outlined"
            color={STATUS_COLOR[visit.status]}
            onClick={() => onOpen(visit)}
            sx={{ justifyContent: 'flex-start', textAlign: 'left', lineHeight: 1.2, px: 0.5 }}
          >
            {APPOINTMENT_STATUS_LABELS[visit.status][locale]} · {visit.monitorName}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

export function VisitCalendar({
  month,
  today,
  rows,
  onMonthChange,
  onOpen,
}: {
  month: string;
  today: string;
  rows: readonly Appointment[];
  onMonthChange: (month: string) => void;
  onOpen: (visit: Appointment) => void;
}) {
  const t = useMessages(monitoringMessages);
  const { locale } = useLocale();
  const [year, number] = month.split('-');
  const title = format(t.monthTitle, { year: year ?? '', month: Number(number) });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          {t.previousMonth}
        </Button>
        <Typography component="h2" variant="h6" aria-live="polite">
          {title}
        </Typography>
        <Button size="small" onClick={() => onMonthChange(shiftMonth(month, 1))}>
          {t.nextMonth}
        </Button>
        <Button size="small" onClick={() => onMonthChange(monthOfDay(today))}>
          {t.thisMonth}
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" aria-label={`${t.calendar} ${title}`} sx={{ borderCollapse: 'collapse', width: 1 }}>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <Box component="th" key={day} scope="col" sx={{ p: 0.5, typography: 'caption' }}>
                  {WEEKDAY_LABELS[day][locale]}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month, today, rows).map((week) => (
              <tr key={week[0]?.day}>
                {week.map((cell) => (
                  <DayCell key={cell.day} cell={cell} onOpen={onOpen} />
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Stack>
  );
}
