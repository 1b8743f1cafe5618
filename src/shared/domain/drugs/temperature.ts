/**
 * Storage conditions (issue: drug supply, storage): temperatures are integer tenths of a
 * degree Celsius everywhere (no floating point in storage or comparisons), readings are
 * checked against each drug's storage range, and a temperature logger's CSV export is read
 * into readings.
 *
 * A logger file: one reading per line, `time,temperature` (a header line and blank lines are
 * skipped; ';' or a tab also separate). The time is the hospital's wall clock
 * ('YYYY-MM-DD HH:mm[:ss]', '/' allowed between the date's parts) or an ISO 8601 instant with
 * its zone; the temperature is in °C with at most one decimal ('4.5', '-18', '25,5' with a
 * decimal comma is not accepted: it is ambiguous with the separator).
 */
import { hospitalInstant, isCalendarDate } from '../hospital-time';

export const TEMPERATURE_MIN_TENTHS = -1000;
export const TEMPERATURE_MAX_TENTHS = 1000;
/** Readings one import may hold (a month of 1-minute readings). */
export const LOGGER_READINGS_MAX = 50_000;

/** '4.5' → 45; undefined unless a number of °C with at most one decimal within ±100 °C. */
export function parseCelsiusTenths(text: string): number | undefined {
  const match = /^\s*([+-]?)(\d{1,3})(?:\.(\d))?\s*$/.exec(text);
  if (!match) return undefined;
  const tenths = (Number(match[2]) * 10 + Number(match[3] ?? 0)) * (match[1] === '-' ? -1 : 1);
  return tenths >= TEMPERATURE_MIN_TENTHS && tenths <= TEMPERATURE_MAX_TENTHS ? tenths : undefined;
}

/** 45 → '4.5', -180 → '-18.0'. */
export function formatCelsius(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

export interface StorageRange {
  minTenths: number;
  maxTenths: number;
}

/** Whether a reading lies outside a drug's storage range (the bounds themselves are inside). */
export const isExcursion = (tenths: number, range: StorageRange): boolean =>
  tenths < range.minTenths || tenths > range.maxTenths;

export interface LoggerReading {
  /** Epoch milliseconds. */
  at: number;
  tenths: number;
}

export interface LoggerProblem {
  /** 1-based line of the file. */
  line: number;
  text: string;
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;
const WALL_TIME = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function readTime(text: string): number {
  const value = text.trim();
  if (ISO_WITH_ZONE.test(value)) return Date.parse(value);
  const wall = WALL_TIME.exec(value);
  if (!wall) return Number.NaN;
  const [, y, mo, d, h = '', mi = '', s = '00'] = wall;
  if (!isCalendarDate(`${y}-${mo}-${d}`) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return Number.NaN;
  return hospitalInstant(`${y}-${mo}-${d}T${h}:${mi}:${s}`);
}

/** The readings of a logger's CSV export and the lines that could not be read. */
export function parseLoggerCsv(text: string): { readings: LoggerReading[]; problems: LoggerProblem[] } {
  const readings: LoggerReading[] = [];
  const problems: LoggerProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const [time = '', temperature = '', ...rest] = line.split(/[,;\t]/);
    const at = readTime(time);
    const tenths = parseCelsiusTenths(temperature);
    if (Number.isNaN(at) && tenths === undefined && index === 0) return; // the header
    if (rest.some((cell) => cell.trim() !== '') || Number.isNaN(at) || tenths === undefined) {
      problems.push({ line: index + 1, text: line.slice(0, 80) });
      return;
    }
    readings.push({ at, tenths });
  });
  return { readings, problems };
}
