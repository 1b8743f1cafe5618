/**
 * Hospital time: the hospital's calendar days and wall clock, and calendar arithmetic on
 * days, for the server, the client and shared rules alike. The hospital's zone is a site
 * setting (default Asia/Shanghai) held here for the whole process or page.
 *
 * A day is the text 'YYYY-MM-DD' of the hospital's calendar; text order is date order. An
 * instant is epoch milliseconds (or an ISO 8601 text with its offset). The answers never
 * depend on the zone of the machine running the code: day arithmetic works on dates held
 * in UTC, and an instant becomes a hospital day through the zone's offset at that instant,
 * read with one Intl formatter per zone and applied in UTC (dayjs's own conversion goes
 * through the machine's local time, which skips wall times in the machine's daylight-saving
 * gaps, and builds a formatter on every call, about a millisecond each: a list of a few
 * hundred rows with due times spent most of its time there).
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone a site starts with: China Standard Time (UTC+8 all year). */
export const DEFAULT_HOSPITAL_TIME_ZONE = 'Asia/Shanghai';

/**
 * The hospital's zone now: a site setting. The server sets it from the site row, the
 * browser from the site info, before they answer or show anything; every function here
 * reads it, so no caller passes a zone around.
 */
let currentZone = DEFAULT_HOSPITAL_TIME_ZONE;

/** An IANA zone name ('Asia/Shanghai', 'UTC') that this runtime's Intl knows. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The hospital's zone now. */
export const hospitalTimeZone = (): string => currentZone;

/** Makes `zone` the hospital's zone from now on; an unknown name keeps the current one. */
export function setHospitalTimeZone(zone: string): void {
  if (isTimeZone(zone)) currentZone = zone;
}

/** Durations for timers, retention windows and the like; calendar days use `addDays`. */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** 'YYYY-MM-DD', a day in the hospital's zone. */
export type CalendarDate = string;

const DAY_FORMAT = 'YYYY-MM-DD';
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock to the second, in parts; one formatter per zone, made once. */
function zoneFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(zone);
  if (!formatter) {
    const numeric = 'numeric' as const;
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
      second: numeric,
    });
    zoneFormatters.set(zone, formatter);
  }
  return formatter;
}

/** The hospital zone's offset from UTC at an instant, in whole minutes. */
function zoneOffsetMinutes(at: number): number {
  const second = at - (((at % 1000) + 1000) % 1000);
  const fields = new Map(
    zoneFormatter(currentZone)
      .formatToParts(second)
      .map((part) => [part.type, Number(part.value)]),
  );
  const field = (type: Intl.DateTimeFormatPartTypes) => fields.get(type) ?? 0;
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((wall - second) / 60_000);
}

/** The hospital's wall clock at an instant, as a UTC dayjs whose fields read that clock. */
function wallClock(at: number) {
  return dayjs.utc(at + zoneOffsetMinutes(at) * 60_000);
}

/** An instant on the hospital's clock, in a dayjs format ('YYYY-MM-DD HH:mm:ss'). */
export function formatHospitalTime(at: number, format: string): string {
  return wallClock(at).format(format);
}

/** The hospital's calendar day at an instant (epoch milliseconds). */
export const hospitalDay = (at: number): CalendarDate => formatHospitalTime(at, DAY_FORMAT);

/**
 * The zone's offset from UTC at an instant, 'UTC+8' or 'UTC-3:30' (a zone with daylight
 * saving changes it during the year).
 */
export function hospitalUtcOffset(at: number): string {
  const minutes = zoneOffsetMinutes(at);
  const sign = minutes < 0 ? '-' : '+';
  const [hours, rest] = [Math.floor(Math.abs(minutes) / 60), Math.abs(minutes) % 60];
  return minutes === 0 ? 'UTC' : `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** 'YYYY-MM-DD HH:mm' on the hospital's clock. */
export const hospitalTime = (at: number): string => formatHospitalTime(at, 'YYYY-MM-DD HH:mm');

/**
 * The instant a hospital wall-clock time names: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or
 * 'YYYY-MM-DDTHH:mm[:ss]', as epoch milliseconds (NaN when it is not such a text).
 */
export function hospitalInstant(wallTime: string): number {
  return dayjs.tz(wallTime, currentZone).valueOf();
}

/** The first instant of a hospital day, as epoch milliseconds. */
export const startOfHospitalDay = (day: CalendarDate): number => hospitalInstant(day);

/** The first instant after a hospital day (an exclusive upper bound), as epoch milliseconds. */
export const endOfHospitalDay = (day: CalendarDate): number => startOfHospitalDay(addDays(day, 1));

/** The first instant of a hospital day, ISO 8601 UTC (comparable with stored times). */
export const hospitalDayStartIso = (day: CalendarDate): string => new Date(startOfHospitalDay(day)).toISOString();

const dateOf = (day: CalendarDate) => dayjs.utc(day);

/** A real day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value) && dateOf(value).format(DAY_FORMAT) === value;
}

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
