/**
 * The appointment rules on the client: the booking window a day picker offers, the check of a
 * chosen day with the same words the server refuses with, and the check of an edited set of
 * rules before it is saved. Pure: today and the appointments holding a day are passed in.
 */
import type { Appointment } from '../../../../shared/api/quality/appointments';
import {
  type AppointmentRules,
  MAX_DAYS_AHEAD_LIMIT,
  MAX_MONITORS_LIMIT,
  type Weekday,
  bookingProblem,
} from '../../../../shared/domain/quality/appointment-rules';
import { addDays, daysBetween, isCalendarDate, weekday } from '../../../../shared/domain/hospital-time';
import type { LocalizedText } from '../../../../shared/domain/labels';

/** The statuses that hold a day against the rules' monitors at once (as the server counts). */
const HOLDING = new Set<Appointment['status']>(['booked', 'adjusted', 'accepted', 'launched']);

export const isoWeekday = (day: string): Weekday => (weekday(day) === 0 ? 7 : weekday(day)) as Weekday;

/** The first and last days a booking made today may take. */
export function bookingWindow(rules: AppointmentRules, today: string): { first: string; last: string } {
  return { first: addDays(today, rules.minNoticeDays), last: addDays(today, rules.maxDaysAhead) };
}

/** Appointments holding `day` (the day they are on, or the day proposed to them), but `except`. */
export function holdingOn(rows: readonly Appointment[], day: string, except?: number): number {
  return rows.filter(
    (row) => row.id !== except && HOLDING.has(row.status) && (row.proposedDate ?? row.visitDate) === day,
  ).length;
}

/**
 * Why `day` cannot be booked today under the rules (in the server's words), 'notADate', or
 * null when it can (the server has the last word).
 */
export function dayProblem(
  rules: AppointmentRules,
  day: string,
  today: string,
  holding: number,
): LocalizedText | 'notADate' | null {
  if (!isCalendarDate(day)) return 'notADate';
  return bookingProblem(rules, { weekday: isoWeekday(day), daysAhead: daysBetween(today, day), holding });
}

export interface RulesDraft {
  weekdays: Weekday[];
  maxMonitors: string;
  minNoticeDays: string;
  maxDaysAhead: string;
}

/** A field's problem, named by its message key (and the range of a number). */
export type RulesProblem =
  { key: 'weekdaysRequired' } | { key: 'numberRange'; min: number; max: number } | { key: 'noticeBeyondWindow' };
export type RulesErrors = Partial<Record<keyof RulesDraft, RulesProblem>>;

function wholeNumber(text: string, min: number, max: number): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

const between = (min: number, max: number): RulesProblem => ({ key: 'numberRange', min, max });

/** The rules a draft names, or the problem of each field (as the server's schema and check). */
export function readRules(draft: RulesDraft): { rules: AppointmentRules } | { errors: RulesErrors } {
  const errors: RulesErrors = {};
  const maxMonitors = wholeNumber(draft.maxMonitors, 1, MAX_MONITORS_LIMIT);
  const minNoticeDays = wholeNumber(draft.minNoticeDays, 0, MAX_DAYS_AHEAD_LIMIT);
  const maxDaysAhead = wholeNumber(draft.maxDaysAhead, 1, MAX_DAYS_AHEAD_LIMIT);
  if (draft.weekdays.length === 0) errors.weekdays = { key: 'weekdaysRequired' };
  if (maxMonitors === undefined) errors.maxMonitors = between(1, MAX_MONITORS_LIMIT);
  if (minNoticeDays === undefined) errors.minNoticeDays = between(0, MAX_DAYS_AHEAD_LIMIT);
  if (maxDaysAhead === undefined) errors.maxDaysAhead = between(1, MAX_DAYS_AHEAD_LIMIT);
  else if (minNoticeDays !== undefined && minNoticeDays > maxDaysAhead)
    errors.minNoticeDays = { key: 'noticeBeyondWindow' };
  const complete = maxMonitors !== undefined && minNoticeDays !== undefined && maxDaysAhead !== undefined;
  if (!complete || Object.keys(errors).length > 0) return { errors };
  const weekdays = [...draft.weekdays].sort((a, b) => a - b);
  return { rules: { weekdays, maxMonitors, minNoticeDays, maxDaysAhead } };
}

export const draftOf = (rules: AppointmentRules): RulesDraft => ({
  weekdays: [...rules.weekdays],
  maxMonitors: String(rules.maxMonitors),
  minNoticeDays: String(rules.minNoticeDays),
  maxDaysAhead: String(rules.maxDaysAhead),
});
