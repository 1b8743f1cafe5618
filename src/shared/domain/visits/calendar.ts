/**
 * Calendar-day arithmetic for visit schedules.
 *
 * A day is the text 'YYYY-MM-DD' of the hospital's calendar (see `hospitalDay` in
 * ../milestones.ts). The arithmetic works on the day itself through UTC date math
 * (`Date.UTC`), never on a local-time `Date`: the result is the same whatever the zone of
 * the machine running it, so a visit day is never shifted by a time-zone offset.
 */
import type { CalendarDate } from '../study';

export type { CalendarDate };

const MS_PER_DAY = 86_400_000;

function parts(day: CalendarDate): [year: number, month: number, date: number] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  return [year, month, date];
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The day at UTC epoch milliseconds `ms` (a UTC midnight), as 'YYYY-MM-DD'. */
function fromUtcMs(ms: number): CalendarDate {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

function toUtcMs(day: CalendarDate): number {
  const [year, month, date] = parts(day);
  return Date.UTC(year, month - 1, date);
}

/** Days in a month (1..12) of a year: leap years follow the Gregorian rule. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `day` plus `n` days (n may be negative). */
export function addDays(day: CalendarDate, n: number): CalendarDate {
  return fromUtcMs(toUtcMs(day) + n * MS_PER_DAY);
}

/**
 * `day` plus `n` months, clamped to the end of the target month: 2026-01-31 + 1 month is
 * 2026-02-28, 2028-02-29 + 12 months is 2029-02-28.
 */
export function addMonths(day: CalendarDate, n: number): CalendarDate {
  const [year, month, date] = parts(day);
  const monthIndex = year * 12 + (month - 1) + n;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  const targetDate = Math.min(date, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth, 2)}-${pad(targetDate, 2)}`;
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / MS_PER_DAY);
}

/** Sort order of two days: negative, zero or positive (text order is date order). */
export function compareDays(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The day of the week, 0 = Sunday .. 6 = Saturday. */
export function weekday(day: CalendarDate): number {
  return new Date(toUtcMs(day)).getUTCDay();
}
