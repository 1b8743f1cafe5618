/**
 * The week or month as a grid of days, Monday first: each day a labelled region with its
 * visits as a list, so a screen reader can move day by day. Days outside the shown month
 * are dimmed; today is outlined.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScheduleRow } from '../../../../../shared/api/visits/schedule';
import { format, useMessages } from '../../../../lib/i18n';
import { scheduleMessages } from '../messages';
import type { ScheduleRange } from '../schedule-search';
import { VisitItem } from './visit-item';
import { weekday } from '../../../../../shared/domain/hospital-time';

/** Catalogue keys of the weekdays, Sunday first as `weekday` counts them. */
const WEEKDAY_KEYS = ['weekday0', 'weekday1', 'weekday2', 'weekday3', 'weekday4', 'weekday5', 'weekday6'] as const;

export function ScheduleGrid({
  range,
  rows,
  today,
  showProject,
}: {
  range: ScheduleRange;
  rows: ScheduleRow[];
  today: string;
  showProject: boolean;
}) {
  const t = useMessages(scheduleMessages);
  const byDay = new Map<string, ScheduleRow[]>();
  for (const row of [...rows].sort((a, b) => a.subjectNumber.localeCompare(b.subjectNumber))) {
    byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
      {range.days.map((day) => {
        const label = `${day} ${t[WEEKDAY_KEYS[weekday(day)] ?? 'weekday0']}`;
        const visits = byDay.get(day) ?? [];
        const outside = range.month !== undefined && !day.startsWith(range.month);
        return (
          <Box
            component="section"
            key={day}
            aria-label={label}
            sx={{
              border: 1,
              borderColor: day === today ? 'primary.main' : 'divider',
              borderWidth: day === today ? 2 : 1,
              borderRadius: 1,
              p: 0.5,
              minHeight: range.month ? 96 : 160,
              opacity: outside ? 0.6 : 1,
              overflowWrap: 'anywhere',
            }}
          >
            <Typography variant="subtitle2" component="h3">
              {range.month ? day.slice(8) : label}
            </Typography>
            {visits.length > 0 && (
              <Box
                component="ul"
                aria-label={format(t.dayVisits, { day })}
                sx={{ listStyle: 'none', m: 0, p: 0, fontSize: '0.8125rem' }}
              >
                {visits.map((row) => (
                  <VisitItem key={row.id} row={row} showProject={showProject} />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
