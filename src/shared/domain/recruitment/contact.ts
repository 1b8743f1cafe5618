/**
 * A contact with a candidate (issue 24 item 9): how it happened, and when it may have
 * happened. The time is entered by the staff member (yesterday's call can be logged the next
 * morning), so it must not be in the future nor before the candidate was added. The server
 * enforces these rules and the contact form shows the same messages.
 */
import { type DictValue, dictEntry } from '../labels';

export const CONTACT_METHODS = [
  dictEntry('phone', '电话', 'Phone'),
  dictEntry('clinic', '门诊面谈', 'Clinic visit'),
  dictEntry('wechat', '微信', 'WeChat'),
] as const;
export type ContactMethod = DictValue<typeof CONTACT_METHODS>;
export const CONTACT_METHOD_CODES: readonly ContactMethod[] = CONTACT_METHODS.map((item) => item.value);

/** Clocks of browser and server differ a little: a time this far ahead still counts as now. */
export const CONTACT_CLOCK_SKEW_MS = 60_000;

export const CONTACT_TIME_PROBLEMS = {
  future: { 'zh-CN': '联系时间不能晚于现在', en: 'The contact time cannot be in the future' },
  beforeCandidate: {
    'zh-CN': '联系时间不能早于患者加入候选名单的时间',
    en: 'The contact time cannot be before the candidate was added',
  },
} as const;
export type ContactTimeProblem = keyof typeof CONTACT_TIME_PROBLEMS;

/** Why a contact time (epoch ms) cannot be recorded now, or null when it can. */
export function contactTimeProblem(
  contactedAt: number,
  candidateAddedAt: number,
  now: number,
): ContactTimeProblem | null {
  if (contactedAt > now + CONTACT_CLOCK_SKEW_MS) return 'future';
  // Times are entered to the minute: a contact in the minute the candidate was added is fine.
  if (contactedAt < Math.floor(candidateAddedAt / 60_000) * 60_000) return 'beforeCandidate';
  return null;
}
