/**
 * Hospital time: the hospital's calendar days and wall clock, and calendar arithmetic on
 * days, for the server, the client and shared rules alike. The hospital's zone is a site
 * setting (default Asia/Shanghai) held here for the whole process or page.
 *
 * A day is the text 'YYYY-MM-DD' of the hospital's calendar; text order is date order. An
 * instant is epoch milliseconds (or an ISO 8601 text with its offset). The answers never
 * depend on the zone of the machine running the code: day arithmetic works on dates held
 * in UTC, and an instant becomes a hospital day through the zone's offset at that instant,
 * read with one Intl formatter per zone (hospital-clock.ts) and applied in UTC. dayjs's own
 * conversion goes through the machine's local time, which skips wall times in the machine's
 * daylight-saving gaps, and builds a formatter on every call (about a millisecond each: a
 * list of a few hundred rows with due times spent most of its time there).
 * The zone itself, and the wall clock as the public portal shows it, are in hospital-clock.ts
 * (no dayjs there, so the public pages' code carries none).
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { type CalendarDate, hospitalOffsetMinutes, hospitalTimeZone } from './hospital-clock';

dayjs.extend(utc);
dayjs.extend(timezone);

export {
  type CalendarDate,
  DAY_MS,
  DEFAULT_HOSPITAL_TIME_ZONE,
  HOUR_MS,
  hospitalTimeZone,
  hospitalUtcOffset,
  isCalendarDate,
  isTimeZone,
  setHospitalTimeZone,
} from './hospital-clock';

const DAY_FORMAT = 'YYYY-MM-DD';

/** The hospital's wall clock at an instant, as a UTC dayjs whose fields read that clock. */
function wallClock(at: number) {
  return dayjs.utc(at + hospitalOffsetMinutes(at) * 60_000);
}

/** An instant on the hospital's clock, in a dayjs format ('YYYY-MM-DD HH:mm:ss'). */
export function formatHospitalTime(at: number, format: string): string {
  return wallClock(at).format(format);
}

/** The hospital's calendar day at an instant (epoch milliseconds). */
export const hospitalDay = (at: number): CalendarDate => formatHospitalTime(at, DAY_FORMAT);

/** 'YYYY-MM-DD HH:mm' on the hospital's clock. */
export const hospitalTime = (at: number): string => formatHospitalTime(at, 'YYYY-MM-DD HH:mm');

/**
 * The instant a hospital wall-clock time names: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or
 * 'YYYY-MM-DDTHH:mm[:ss]', as epoch milliseconds (NaN when it is not such a text).
 */
export function hospitalInstant(wallTime: string): number {
  return dayjs.tz(wallTime, hospitalTimeZone()).valueOf();
}

/**
 * Day bounds already turned into instants, by zone and day: dayjs's zone and calendar
 * arithmetic costs tens of µs a call, and a list dresses many rows due on the same days.
 */
const dayBounds = new Map<string, number>();
const DAY_BOUNDS_KEPT = 4_000;

function dayBound(bound: 'start' | 'end', day: CalendarDate, compute: () => number): number {
  const key = `${bound}|${hospitalTimeZone()}|${day}`;
  const kept = dayBounds.get(key);
  if (kept !== undefined) return kept;
  const instant = compute();
  if (dayBounds.size >= DAY_BOUNDS_KEPT) dayBounds.clear();
  dayBounds.set(key, instant);
  return instant;
}

/** The first instant of a hospital day, as epoch milliseconds. */
export const startOfHospitalDay = (day: CalendarDate): number => dayBound('start', day, () => hospitalInstant(day));

/** The first instant after a hospital day (an exclusive upper bound), as epoch milliseconds. */
export const endOfHospitalDay = (day: CalendarDate): number =>
  dayBound('end', day, () => startOfHospitalDay(addDays(day, 1)));

/** The first instant of a hospital day, ISO 8601 UTC (comparable with stored times). */
export const hospitalDayStartIso = (day: CalendarDate): string => new Date(startOfHospitalDay(day)).toISOString();

const dateOf = (day: CalendarDate) => dayjs.utc(day);

/** `day` plus `n` days (n may be negative). */
export function addDays(day: CalendarDate, n: number): CalendarDate {
  return dateOf(day).add(n, 'day').format(DAY_FORMAT);
}

/**
 * `day` plus `n` months, clamped to the end of the target month: 2026-01-31 + 1 month is
 * 2026-02-28, 2028-02-29 + 12 months is 2029-02-28.
 */
export function addMonths(day: CalendarDate, n: number): CalendarDate {
  return dateOf(day).add(n, 'month').format(DAY_FORMAT);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return dateOf(b).diff(dateOf(a), 'day');
}

/** Sort order of two days: negative, zero or positive (text order is date order). */
export function compareDays(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Days in a month (1..12) of a year: leap years follow the Gregorian rule. */
export function daysInMonth(year: number, month: number): number {
  return dayjs.utc(Date.UTC(year, month - 1, 1)).daysInMonth();
}

/** The day of the week, 0 = Sunday .. 6 = Saturday. */
export function weekday(day: CalendarDate): number {
  return dateOf(day).day();
}

/** The Monday of a day's week (weeks start on Monday in China). */
export const mondayOf = (day: CalendarDate): CalendarDate => addDays(day, -((weekday(day) + 6) % 7));
