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

/** The fields of the hospital's wall clock at an instant, as Intl writes them (2-digit, h23). */
function wallClockParts(at: number): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat(currentZone).formatToParts(at)) parts[part.type] = part.value;
  return parts;
}

/** The hospital's wall clock at an instant: 'YYYY-MM-DD', or with `minutes` 'YYYY-MM-DD HH:mm'. */
export function hospitalClockText(at: number, minutes: boolean): string {
  const parts = wallClockParts(at);
  const day = `${(parts.year ?? '').padStart(4, '0')}-${parts.month}-${parts.day}`;
  return minutes ? `${day} ${parts.hour}:${parts.minute}` : day;
}

/** The hospital zone's offset from UTC at an instant, in whole minutes: its wall clock read as UTC, less the instant. */
export function hospitalOffsetMinutes(at: number): number {
  const parts = wallClockParts(at);
  const field = (name: string) => Number(parts[name]);
  const wall = new Date(0);
  wall.setUTCFullYear(field('year'), field('month') - 1, field('day'));
  wall.setUTCHours(field('hour'), field('minute'), field('second'));
  return Math.round((wall.getTime() - Math.floor(at / 1000) * 1000) / 60_000);
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
