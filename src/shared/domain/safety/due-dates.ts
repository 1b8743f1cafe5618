/**
 * Regulatory due dates of safety reports, computed the same way on the server (lists, the
 * task inbox) and in the client (forms, before saving). Times are epoch milliseconds or ISO
 * 8601 instants; days are the hospital's calendar days (China Standard Time, no daylight
 * saving), which is how the rules count.
 *
 * - SAE: to the sponsor within 24 hours of the site learning of it (China GCP 2020, art. 26).
 * - SUSAR: within 7 calendar days of first knowledge when fatal or life-threatening, 15 days
 *   otherwise (ICH E2A; NMPA 2018 No. 50); a follow-up report within 8 more days after the
 *   first report's due day. Day 0 is the day the sponsor or site first learned of it.
 * - DSUR: one a year per project. Period n runs from the day after the (n-1)th anniversary of
 *   the development international birth date (DIBD) to its nth anniversary, the data lock
 *   point; the report is due 60 days after that (ICH E2F). A 29 February DIBD has its
 *   anniversary on 28 February in common years.
 *
 * A day-counted report is due by the end of its due day in the hospital's zone: `dueAt` is
 * the first instant after it, and it is overdue from then on.
 */
import { type CalendarDate, HOUR_MS, addDays, daysInMonth, endOfHospitalDay, hospitalTime } from '../hospital-time';
import type { DueState } from './due-states';

export const SAE_DUE_HOURS = 24;
export const SUSAR_FATAL_DUE_DAYS = 7;
export const SUSAR_OTHER_DUE_DAYS = 15;
export const SUSAR_FOLLOW_UP_EXTRA_DAYS = 8;
export const DSUR_DUE_DAYS_AFTER_LOCK = 60;
/** An open report is 'due soon' when less than this is left. */
export const DUE_SOON_MS = 6 * 3_600_000;

export { DUE_STATES, type DueState } from './due-states';

export interface Due {
  /** The first instant the report is late (ISO 8601 UTC). */
  dueAt: string;
  /** What people read: 'YYYY-MM-DD HH:mm' hospital time for hour rules, the due day for day rules. */
  dueLabel: string;
}

/** Due by the end of `day` in the hospital's zone. */
export function dueByEndOf(day: CalendarDate): Due {
  return { dueAt: new Date(endOfHospitalDay(day)).toISOString(), dueLabel: day };
}

/** An SAE report: 24 hours after the site learned of the event. */
export function saeDue(learnedAt: number): Due {
  const at = learnedAt + SAE_DUE_HOURS * HOUR_MS;
  return { dueAt: new Date(at).toISOString(), dueLabel: hospitalTime(at) };
}

/** The last day a SUSAR's first report is in time, counting from the hospital day of first knowledge. */
export function susarDueDay(learnedDay: CalendarDate, fatalOrLifeThreatening: boolean): CalendarDate {
  return addDays(learnedDay, fatalOrLifeThreatening ? SUSAR_FATAL_DUE_DAYS : SUSAR_OTHER_DUE_DAYS);
}

/** A SUSAR report: the first by its due day, a follow-up 8 days after that. */
export function susarDue(learnedDay: CalendarDate, fatalOrLifeThreatening: boolean, followUp: boolean): Due {
  const first = susarDueDay(learnedDay, fatalOrLifeThreatening);
  return dueByEndOf(followUp ? addDays(first, SUSAR_FOLLOW_UP_EXTRA_DAYS) : first);
}

/** The DIBD's anniversary in `year` (29 February falls on 28 February in common years). */
export function anniversary(dibd: CalendarDate, year: number): CalendarDate {
  const month = Number(dibd.slice(5, 7));
  const day = Math.min(Number(dibd.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${dibd.slice(5, 8)}${String(day).padStart(2, '0')}`;
}

export interface DsurPeriod {
  periodStart: CalendarDate;
  /** The data lock point: the last day of the period, the DIBD's anniversary in the report year. */
  dataLockPoint: CalendarDate;
}

/** The one-year period a DSUR of `reportYear` covers (the year its data lock point falls in). */
export function dsurPeriod(dibd: CalendarDate, reportYear: number): DsurPeriod {
  return {
    periodStart: addDays(anniversary(dibd, reportYear - 1), 1),
    dataLockPoint: anniversary(dibd, reportYear),
  };
}

/** A DSUR: 60 days after its data lock point. */
export function dsurDue(dataLockPoint: CalendarDate): Due {
  return dueByEndOf(addDays(dataLockPoint, DSUR_DUE_DAYS_AFTER_LOCK));
}

/** Where a report stands against its due time at `now`; `submittedAt` once it is submitted. */
export function dueState(due: Due, now: number, submittedAt: number | null): DueState {
  const dueAt = Date.parse(due.dueAt);
  if (submittedAt !== null) return submittedAt < dueAt ? 'inTime' : 'late';
  if (now >= dueAt) return 'overdue';
  return dueAt - now <= DUE_SOON_MS ? 'dueSoon' : 'open';
}
