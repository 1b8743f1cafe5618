/**
 * Continuing (annual) review: an approval states its frequency in months (12 at most, often
 * 6 or 3 for higher-risk research); the next review is due that many months after the
 * approval or the last continuing review's decision, and shows on the workbench and the
 * team's inbox from `noticeDays` before its day. Days are hospital days ('YYYY-MM-DD'),
 * today comes from the caller's clock, so the answers never depend on the machine's zone.
 */
import { type CalendarDate, addDays, addMonths, daysBetween } from '../hospital-time';

export const REVIEW_FREQUENCIES_MONTHS = [1, 3, 6, 12] as const;
export type ReviewFrequency = (typeof REVIEW_FREQUENCIES_MONTHS)[number];

/** The days before its due day a continuing review shows as due soon, unless the site sets it. */
export const DEFAULT_REVIEW_NOTICE_DAYS = 30;

/** The day an approval stops being valid: its start plus the validity in months, less a day. */
export function validUntil(approvedOn: CalendarDate, validityMonths: number): CalendarDate {
  return addDays(addMonths(approvedOn, validityMonths), -1);
}

/** The next continuing review's due day, from the last decision (the approval or a review). */
export function nextReviewDue(lastDecisionOn: CalendarDate, frequencyMonths: ReviewFrequency): CalendarDate {
  return addMonths(lastDecisionOn, frequencyMonths);
}

export type ReviewDueState = 'notDue' | 'dueSoon' | 'overdue';

/** Where a review due on `dueOn` stands today: not yet shown, due within the notice days, or late. */
export function reviewDueState(dueOn: CalendarDate, today: CalendarDate, noticeDays: number): ReviewDueState {
  const daysLeft = daysBetween(today, dueOn);
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= noticeDays ? 'dueSoon' : 'notDue';
}
