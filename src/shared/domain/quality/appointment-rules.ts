/**
 * A project's appointment rules (monitoring visits): on which weekdays monitors may come, how
 * many monitors at once (appointments holding the same day), and how far ahead a visit may be
 * booked (at least `minNoticeDays`, at most `maxDaysAhead` days after today). Pure: the server
 * checks a booking and an adjusted day with it, the client explains a refusal with the same words.
 */
import type { LocalizedText } from '../labels';

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, LocalizedText> = {
  1: { 'zh-CN': '周一', en: 'Mon' },
  2: { 'zh-CN': '周二', en: 'Tue' },
  3: { 'zh-CN': '周三', en: 'Wed' },
  4: { 'zh-CN': '周四', en: 'Thu' },
  5: { 'zh-CN': '周五', en: 'Fri' },
  6: { 'zh-CN': '周六', en: 'Sat' },
  7: { 'zh-CN': '周日', en: 'Sun' },
};

export interface AppointmentRules {
  weekdays: Weekday[];
  maxMonitors: number;
  minNoticeDays: number;
  maxDaysAhead: number;
}

/** A project without saved rules: weekdays, two monitors at once, from tomorrow to 90 days ahead. */
export const DEFAULT_APPOINTMENT_RULES: AppointmentRules = {
  weekdays: [1, 2, 3, 4, 5],
  maxMonitors: 2,
  minNoticeDays: 1,
  maxDaysAhead: 90,
};

export const MAX_MONITORS_LIMIT = 20;
export const MAX_DAYS_AHEAD_LIMIT = 365;

export interface BookingCheck {
  /** The day asked for, its ISO weekday and how many days after today it is. */
  weekday: Weekday;
  daysAhead: number;
  /** Appointments already holding that day (not counting the one being moved). */
  holding: number;
}

/** Why a day cannot be booked under the rules, or null when it can. */
export function bookingProblem(rules: AppointmentRules, check: BookingCheck): LocalizedText | null {
  if (!rules.weekdays.includes(check.weekday))
    return { 'zh-CN': '该日期不是本项目可预约的监查日', en: 'The project takes no monitoring visits on that weekday' };
  if (check.daysAhead < rules.minNoticeDays)
    return {
      'zh-CN': `至少需提前${rules.minNoticeDays}天预约`,
      en: `Book at least ${rules.minNoticeDays} day(s) ahead`,
    };
  if (check.daysAhead > rules.maxDaysAhead)
    return {
      'zh-CN': `最多只能提前${rules.maxDaysAhead}天预约`,
      en: `Book at most ${rules.maxDaysAhead} days ahead`,
    };
  if (check.holding >= rules.maxMonitors)
    return {
      'zh-CN': `该日已有${check.holding}位监查员预约，已满`,
      en: `That day is full: ${check.holding} monitor(s) already booked`,
    };
  return null;
}
