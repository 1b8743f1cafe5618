/**
 * The schedule page's URL search (view, anchor day, filters) and the days a view shows:
 * a Monday-start week, or the Monday-start weeks covering a month. Pure, so the route file
 * can validate the search without loading the page.
 */
import { type CalendarDate, addDays, addMonths, weekday } from '../../../../shared/domain/hospital-time';
import type { ScheduleView } from './schedule-search-fields';

export {
  SCHEDULE_LAYOUTS,
  SCHEDULE_STATUSES,
  SCHEDULE_VIEWS,
  type ScheduleLayout,
  type ScheduleView,
  type VisitScheduleSearch,
} from './schedule-search-fields';

/** The Monday of the week holding `day`. */
export const mondayOf = (day: CalendarDate) => addDays(day, -((weekday(day) + 6) % 7));

export interface ScheduleRange {
  from: CalendarDate;
  to: CalendarDate;
  /** The days shown, Monday first, whole weeks. */
  days: CalendarDate[];
  /** The month shown (month view), 'YYYY-MM'. */
  month?: string;
}

export function scheduleRange(view: ScheduleView, day: CalendarDate): ScheduleRange {
  if (view === 'week') {
    const from = mondayOf(day);
    return { from, to: addDays(from, 6), days: Array.from({ length: 7 }, (_, i) => addDays(from, i)) };
  }
  const first = `${day.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const from = mondayOf(first);
  const to = addDays(mondayOf(last), 6);
  const days: CalendarDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { from, to, days, month: day.slice(0, 7) };
}

/** The anchor day one page back or forward. */
export const shiftDay = (view: ScheduleView, day: CalendarDate, step: 1 | -1) =>
  view === 'week' ? addDays(day, 7 * step) : addMonths(`${day.slice(0, 7)}-01`, step);
