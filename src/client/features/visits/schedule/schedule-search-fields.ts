/**
 * The schedule page's URL search fields, for the route file's validateSearch. Apart from
 * schedule-search.ts, whose day arithmetic (dayjs) the route tree, and so every public
 * page's code, must not load.
 */
import type { ScheduleStatusFilter } from '../../../../shared/api/visits/schedule';
import type { CalendarDate } from '../../../../shared/domain/hospital-clock';

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
