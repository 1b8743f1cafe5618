/**
 * The schedule page's URL search (view, anchor day, filters) and the days a view shows:
 * a Monday-start week, or the Monday-start weeks covering a month. Pure, so the route file
 * can validate the search without loading the page.
 */
import type { ScheduleStatusFilter } from '../../../../shared/api/visits/schedule';
import { type CalendarDate, addDays, addMonths, weekday } from '../../../../shared/domain/hospital-time';

/** The status filters (the API's SCHEDULE_STATUS_FILTERS, repeated so the route file stays small). */
export const SCHEDULE_STATUSES = [
  'planned',
  'done',
  'missed',
  'overdue',
  'outOfWindow',
] as const satisfies readonly ScheduleStatusFilter[];

export const SCHEDULE_VIEWS = ['week', 'month'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];
export const SCHEDULE_LAYOUTS = ['grid', 'table'] as const;
export type ScheduleLayout = (typeof SCHEDULE_LAYOUTS)[number];

export interface VisitScheduleSearch {
  view?: ScheduleView;
  layout?: ScheduleLayout;
  /** Any day of the week or month shown; default the hospital's today. */
  date?: CalendarDate;
  projectId?: number;
  status?: ScheduleStatusFilter;
  page?: number;
  size?: number;
}

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
