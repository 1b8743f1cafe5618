/**
 * Why a criterion came out as it did, as a code with the data that decided it (issue 23,
 * issue 24 item 11): the matcher stores codes, and whoever shows them words them here in
 * the reader's language. Outcomes stored by versions before codes carry a Chinese sentence
 * instead; it is shown as stored (it is the data of that match, not a message).
 */
import type { LabelLocale, LocalizedText } from '../labels';

export const MATCH_REASON_CODES = [
  'birth-date-missing',
  'age-in-range',
  'age-out-of-range',
  'sex-missing',
  'sex-male',
  'sex-female',
  'diagnoses-missing',
  'diagnosis-found',
  'diagnosis-not-found',
  'lab-missing',
  'lab-result',
  'drugs-missing',
  'drug-taken',
  'drug-not-taken',
  'manual-review',
] as const;

export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];
export type MatchReasonParams = Record<string, string | number>;

export interface MatchReason {
  code: MatchReasonCode;
  params: MatchReasonParams;
}

/** One wording per code and language; '{name}' takes the parameter of that name. */
export const MATCH_REASON_TEXT: Record<MatchReasonCode, LocalizedText> = {
  'birth-date-missing': { 'zh-CN': '无出生日期', en: 'No birth date' },
  'age-in-range': { 'zh-CN': '年龄 {age} 岁', en: 'Age {age}' },
  'age-out-of-range': { 'zh-CN': '年龄 {age} 岁，不在范围内', en: 'Age {age}, out of range' },
  'sex-missing': { 'zh-CN': '无性别', en: 'No sex recorded' },
  'sex-male': { 'zh-CN': '男', en: 'Male' },
  'sex-female': { 'zh-CN': '女', en: 'Female' },
  'diagnoses-missing': { 'zh-CN': '无诊断记录', en: 'No diagnosis recorded' },
  'diagnosis-found': { 'zh-CN': '{diagnosis}', en: '{diagnosis}' },
  'diagnosis-not-found': { 'zh-CN': '无相符诊断：{diagnoses}', en: 'No matching diagnosis: {diagnoses}' },
  'lab-missing': { 'zh-CN': '近 {days} 天无 {test} 结果', en: 'No {test} result in the last {days} days' },
  'lab-result': { 'zh-CN': '{test} {value}（{date}）', en: '{test} {value} ({date})' },
  'drugs-missing': { 'zh-CN': '无既往用药记录', en: 'No prior drugs recorded' },
  'drug-taken': { 'zh-CN': '用过 {drug}', en: 'Has taken {drug}' },
  'drug-not-taken': { 'zh-CN': '未用过', en: 'Not taken' },
  'manual-review': { 'zh-CN': '需人工判断', en: 'Needs a person to judge' },
};

export const matchReason = (code: MatchReasonCode, params: MatchReasonParams = {}): MatchReason => ({ code, params });

export function isMatchReason(value: unknown): value is MatchReason {
  if (typeof value !== 'object' || value === null) return false;
  const { code, params } = value as { code?: unknown; params?: unknown };
  return (
    typeof code === 'string' &&
    (MATCH_REASON_CODES as readonly string[]).includes(code) &&
    typeof params === 'object' &&
    params !== null
  );
}

/** The reason in words; a missing parameter shows as '—' rather than as its placeholder. */
export function describeMatchReason(reason: MatchReason, locale: LabelLocale): string {
  return MATCH_REASON_TEXT[reason.code][locale].replace(/\{(\w+)\}/g, (_, name: string) =>
    name in reason.params ? String(reason.params[name]) : '—',
  );
}
