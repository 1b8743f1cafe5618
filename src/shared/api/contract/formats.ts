/**
 * The string formats every request field of the API uses, so one rule holds on every
 * endpoint and both databases: the server registers them with its ajv, the browser with
 * @cfworker/json-schema (schema-problems.ts). Text never carries NUL, C0/C1 control
 * characters, DEL, lone surrogates or bidi overrides/isolates (they corrupt logs and
 * terminals, break PostgreSQL's text type and SQLite FTS, and can make a record read
 * differently from what it stores); multi-line text keeps tab, line feed and carriage
 * return. Calendar dates are real days from 1900 on (SUITE.md 'Dates and times').
 */
import { isCalendarDate as isRealDay, isTimeZone } from '../../domain/hospital-clock';

// The schema fragments that name these formats live apart, so a schema needs no validator code.
export { calendarDateSchema, instantSchema, multiLine, singleLine } from './text-schemas';

export const TEXT_FORMATS = ['single-line', 'multi-line'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

/** Never allowed: C0 controls but tab/LF/CR, DEL, C1 controls, bidi embeddings/overrides/isolates, lone surrogates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEVER_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
/** Line breaks and tab: allowed only in multi-line text. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

export function isMultiLineText(value: string): boolean {
  return !NEVER_IN_TEXT.test(value);
}

export function isSingleLineText(value: string): boolean {
  return !NEVER_IN_TEXT.test(value) && !LINE_BREAKS.test(value);
}

/** The first calendar year a date field accepts. */
export const FIRST_DATE_YEAR = 1900;

/** 'YYYY-MM-DD' naming a day that exists, from 1900-01-01 on. */
export function isCalendarDate(value: string): boolean {
  return isRealDay(value) && Number(value.slice(0, 4)) >= FIRST_DATE_YEAR;
}

const INSTANT =
  /^([0-9]{4}-[0-9]{2}-[0-9]{2})T([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]{1,3})?)?(Z|[+-]([0-9]{2}):([0-9]{2}))$/;

/** An ISO 8601 instant with its offset ('2026-01-05T10:00+08:00'), on a real calendar date. */
export function isInstant(value: string): boolean {
  const match = INSTANT.exec(value);
  if (!match?.[1] || !isCalendarDate(match[1])) return false;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  const [offsetHour, offsetMinute] = [Number(match[6] ?? 0), Number(match[7] ?? 0)];
  return hour <= 23 && minute <= 59 && second <= 59 && offsetHour <= 14 && offsetMinute <= 59;
}

/** Every format the API's schemas name, as the checks both validators run. */
export const STRING_FORMATS = {
  'single-line': isSingleLineText,
  'multi-line': isMultiLineText,
  'calendar-date': isCalendarDate,
  instant: isInstant,
  /** A list filter's bound: a calendar date (the whole day) or an instant. */
  'date-or-instant': (value: string) => isCalendarDate(value) || isInstant(value),
  /** An IANA time zone name the runtime knows ('Asia/Shanghai'). */
  'time-zone': isTimeZone,
} as const satisfies Record<string, (value: string) => boolean>;
export type StringFormat = keyof typeof STRING_FORMATS;

/** What a refused value is told, per format, in the UI's two languages. */
export const FORMAT_PROBLEMS: Record<StringFormat, { 'zh-CN': string; en: string }> = {
  'single-line': {
    'zh-CN': '不能包含换行、制表符、控制字符或双向控制字符',
    en: 'Line breaks, tabs, control characters and bidi controls are not allowed',
  },
  'multi-line': {
    'zh-CN': '不能包含控制字符或双向控制字符',
    en: 'Control characters and bidi controls are not allowed',
  },
  'calendar-date': {
    'zh-CN': `日期无效（YYYY-MM-DD，${FIRST_DATE_YEAR} 年以后的真实日期）`,
    en: `Not a real date (YYYY-MM-DD, from ${FIRST_DATE_YEAR} on)`,
  },
  instant: {
    'zh-CN': '时间无效（带时区的 ISO 8601 时间）',
    en: 'Not a valid time (ISO 8601 with offset)',
  },
  'date-or-instant': {
    'zh-CN': '日期无效（YYYY-MM-DD 或带时区的 ISO 8601 时间）',
    en: 'Not a real date (YYYY-MM-DD, or ISO 8601 with offset)',
  },
  'time-zone': {
    'zh-CN': '未知的时区（IANA 时区名，如 Asia/Shanghai）',
    en: 'Unknown time zone (an IANA name such as Asia/Shanghai)',
  },
};

export function isStringFormat(name: unknown): name is StringFormat {
  return typeof name === 'string' && Object.hasOwn(STRING_FORMATS, name);
}
