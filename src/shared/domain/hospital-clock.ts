/**
 * The hospital's zone and wall clock without dayjs: the part of hospital time the public
 * portal's first view needs (a project's start day, when saved data was synced), so its
 * code carries no date library. Read with the runtime's Intl, which knows every IANA zone.
 * hospital-time.ts re-exports all of it and adds the calendar arithmetic.
 */

/** The zone a site starts with: China Standard Time (UTC+8 all year). */
export const DEFAULT_HOSPITAL_TIME_ZONE = 'Asia/Shanghai';

/**
 * The hospital's zone now: a site setting. The server sets it from the site row, the
 * browser from the site info, before they answer or show anything; every function of
 * hospital time reads it, so no caller passes a zone around.
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

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in whole seconds, as Intl reads it: its wall clock read as UTC, less the instant. */
function intlOffsetSeconds(zone: string, at: number): number {
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat(zone).formatToParts(at)) parts[part.type] = part.value;
  const field = (name: string) => Number(parts[name]);
  const wall = new Date(0);
  wall.setUTCFullYear(field('year'), field('month') - 1, field('day'));
  wall.setUTCHours(field('hour'), field('minute'), field('second'));
  return Math.round((wall.getTime() - Math.floor(at / 1000) * 1000) / 1000);
}

/**
 * Offsets read per zone and quarter hour. Reading one through Intl costs microseconds, and a
 * staff list formats thousands of instants. A zone changes its offset at most once in a
 * quarter hour, so an offset read at both ends of a quarter hour holds for all of it; a
 * quarter hour whose ends differ (it holds a change) is read instant by instant.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 10_000;

function offsetSeconds(at: number): number {
  const zone = currentZone;
  const start = Math.floor(at / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${zone} ${start}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const first = intlOffsetSeconds(zone, start);
  if (intlOffsetSeconds(zone, start + QUARTER_HOUR_MS - 1) !== first) return intlOffsetSeconds(zone, at);
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, first);
  return first;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The hospital's wall clock at an instant: 'YYYY-MM-DD', or with `minutes` 'YYYY-MM-DD HH:mm'. */
export function hospitalClockText(at: number, minutes: boolean): string {
  const wall = new Date(Math.floor(at / 1000) * 1000 + offsetSeconds(at) * 1000);
  const day = `${String(wall.getUTCFullYear()).padStart(4, '0')}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`;
  return minutes ? `${day} ${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}` : day;
}

/** The hospital zone's offset from UTC at an instant, in whole minutes. */
export function hospitalOffsetMinutes(at: number): number {
  return Math.round(offsetSeconds(at) / 60);
}

/**
 * The zone's offset from UTC at an instant, 'UTC+8' or 'UTC-3:30' (a zone with daylight
 * saving changes it during the year).
 */
export function hospitalUtcOffset(at: number): string {
  const minutes = hospitalOffsetMinutes(at);
  const sign = minutes < 0 ? '-' : '+';
  const [hours, rest] = [Math.floor(Math.abs(minutes) / 60), Math.abs(minutes) % 60];
  return minutes === 0 ? 'UTC' : `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}
