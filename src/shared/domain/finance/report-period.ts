/**
 * The period of the finance reports: whole months of the hospital's calendar, from one month
 * 'YYYY-MM' to another, and the receivables ageing buckets by days past the due day on the
 * period's end day. Every report's day columns are hospital days, so a month's rows are the
 * days from its first to its last, compared as text.
 */
import { type CalendarDate, addDays, addMonths, daysBetween, daysInMonth } from '../hospital-time';

export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
/** The longest period a report covers: 30 years of months. */
export const REPORT_MONTHS_MAX = 360;

export const firstDayOf = (month: string): CalendarDate => `${month}-01`;

export function lastDayOf(month: string): CalendarDate {
  return `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included ([] when `to` is before `from`). */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = firstDayOf(from); day.slice(0, 7) <= to && months.length <= REPORT_MONTHS_MAX; day = addMonths(day, 1))
    months.push(day.slice(0, 7));
  return months;
}

export const AGEING_BUCKETS = ['notDue', 'days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_LABELS: Record<AgeingBucket, { 'zh-CN': string; en: string }> = {
  notDue: { 'zh-CN': '未到期', en: 'Not yet due' },
  days0to30: { 'zh-CN': '逾期 0-30 天', en: '0-30 days past due' },
  days31to60: { 'zh-CN': '逾期 31-60 天', en: '31-60 days past due' },
  days61to90: { 'zh-CN': '逾期 61-90 天', en: '61-90 days past due' },
  over90: { 'zh-CN': '逾期 90 天以上', en: 'Over 90 days past due' },
};

/**
 * The earliest due day of each overdue bucket on `asOf`: an invoice due on or after
 * `days0to30` is 0-30 days past due, and so on; due after `asOf` (or with no due day) it is
 * not yet due. 0 days past due is the due day itself.
 */
export function ageingBounds(asOf: CalendarDate) {
  return { days0to30: addDays(asOf, -30), days31to60: addDays(asOf, -60), days61to90: addDays(asOf, -90) };
}

/** Days past due on `asOf` (negative before the due day; null without one). */
export function daysPastDue(dueOn: CalendarDate | null, asOf: CalendarDate): number | null {
  return dueOn === null ? null : daysBetween(dueOn, asOf);
}
