/**
 * Reason codes of the recruitment area, each with its Chinese and English name: why a
 * candidate is unwilling (recorded with a contact whose recruit result is 2), why a subject
 * failed screening, and why an enrolled subject withdrew. The wire carries the codes.
 */
import { type DictValue, dictEntry } from '../labels';

const entry = dictEntry;

export const UNWILLING_REASONS = [
  entry('time', '时间不便', 'Time not convenient'),
  entry('distance', '路途遥远', 'Too far away'),
  entry('risk', '担心风险/副作用', 'Worried about risks / side effects'),
  entry('family', '家属不同意', 'Family does not agree'),
  entry('placebo', '担心分到安慰剂组', 'Worried about getting the placebo'),
  entry('other', '其他', 'Other'),
] as const;
export type UnwillingReason = DictValue<typeof UNWILLING_REASONS>;

export const SCREEN_FAIL_REASONS = [
  entry('inclusion', '不符合入选标准', 'Does not meet the inclusion criteria'),
  entry('exclusion', '符合排除标准', 'Meets an exclusion criterion'),
  entry('lab', '检查/化验不合格', 'Examination / lab results not acceptable'),
  entry('consent', '撤回知情同意', 'Withdrew informed consent'),
  entry('lost', '失访', 'Lost to follow-up'),
  entry('other', '其他', 'Other'),
] as const;
export type ScreenFailReason = DictValue<typeof SCREEN_FAIL_REASONS>;

export const WITHDRAW_REASONS = [
  entry('ae', '不良事件', 'Adverse event'),
  entry('consent', '撤回知情同意', 'Withdrew informed consent'),
  entry('investigator', '研究者决定', "Investigator's decision"),
  entry('lost', '失访', 'Lost to follow-up'),
  entry('violation', '方案违背', 'Protocol violation'),
  entry('other', '其他', 'Other'),
] as const;
export type WithdrawReason = DictValue<typeof WITHDRAW_REASONS>;

export const UNWILLING_REASON_CODES: readonly UnwillingReason[] = UNWILLING_REASONS.map((item) => item.value);
export const SCREEN_FAIL_REASON_CODES: readonly ScreenFailReason[] = SCREEN_FAIL_REASONS.map((item) => item.value);
export const WITHDRAW_REASON_CODES: readonly WithdrawReason[] = WITHDRAW_REASONS.map((item) => item.value);

export function isUnwillingReason(value: string): value is UnwillingReason {
  return (UNWILLING_REASON_CODES as readonly string[]).includes(value);
}
