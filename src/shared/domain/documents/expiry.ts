/**
 * Expiry of a binder's documents (issue 29 item 4): only the effective version of a kind that
 * expires (DOCUMENT_KINDS[kind].expires) counts. It is valid through its expiry day; it is due
 * from N days before that day (the site setting 'documents due within N days') and expired from
 * the day after. A due document is an inbox task; an expired one is flagged on the binder.
 */
import { type CalendarDate, addDays } from '../hospital-time';

export const DOCUMENT_DUE_DAYS_DEFAULT = 30;
export const DOCUMENT_DUE_DAYS_MIN = 1;
export const DOCUMENT_DUE_DAYS_MAX = 365;

export const EXPIRY_STATES = ['due', 'expired'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

/** The last expiry day that is due on `today`. */
export const dueUntil = (today: CalendarDate, dueDays: number): CalendarDate => addDays(today, dueDays);

/** 'expired' after its expiry day, 'due' within `dueDays` of it, else null (no expiry day: null). */
export function expiryStateOf(expiresOn: string | null, today: CalendarDate, dueDays: number): ExpiryState | null {
  if (expiresOn === null) return null;
  if (expiresOn < today) return 'expired';
  return expiresOn <= dueUntil(today, dueDays) ? 'due' : null;
}

export const EXPIRY_STATE_TEXT: Record<ExpiryState, { 'zh-CN': string; en: string }> = {
  due: { 'zh-CN': '即将到期', en: 'Due soon' },
  expired: { 'zh-CN': '已过期', en: 'Expired' },
};
