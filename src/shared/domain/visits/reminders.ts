/**
 * Visit reminders (issue 14 item 4): how many days ahead staff and consenting patients are
 * reminded of a planned visit, and which planned days fall inside that lead time. Days are
 * the hospital's calendar days 'YYYY-MM-DD' (see ../hospital-time.ts).
 */
import { addDays } from '../hospital-time';

/** Lead time when the project sets none (project.visit_reminder_days is null). */
export const DEFAULT_VISIT_REMINDER_DAYS = 3;
export const VISIT_REMINDER_DAYS_MAX = 30;
/** A patient message is tried this many times at most, once per job run. */
export const PATIENT_MESSAGE_MAX_ATTEMPTS = 5;

/** financeWarning: a project's finance warning (042); problemReport: an answer to one's report (055). */
export const STAFF_NOTICE_KINDS = ['visitReminder', 'financeWarning', 'problemReport'] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

export const PATIENT_MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type PatientMessageStatus = (typeof PATIENT_MESSAGE_STATUSES)[number];

/** The project's lead time: its own setting or the default. */
export const reminderDaysOf = (configured: number | null | undefined) => configured ?? DEFAULT_VISIT_REMINDER_DAYS;

/** The planned days reminded of on `today`: from today up to `days` days ahead, both included. */
export function reminderRange(today: string, days: number): { from: string; to: string } {
  return { from: today, to: addDays(today, days) };
}

/** A visit planned on `plannedDay` is reminded of on `today` (not past, within the lead time). */
export function isReminderDue(plannedDay: string, today: string, days: number): boolean {
  const { from, to } = reminderRange(today, days);
  return plannedDay >= from && plannedDay <= to;
}
