/**
 * The dictionaries of external inspections and self-checks (SPEC §7 inspection types,
 * 自查): who inspected a trial, and how a self-check item was answered. Codes are the wire
 * values; names are in both languages.
 */
import { type DictValue, dictEntry as entry } from '../labels';

/** Inspection types: the authority or party that inspected or audited the trial. */
export const INSPECTION_TYPE = [
  entry('nmpa', '国家药监局核查（NMPA）', 'NMPA inspection'),
  entry('provincial', '省级药监局检查', 'Provincial drug administration inspection'),
  entry('health', '卫生健康委检查', 'Health commission inspection'),
  entry('sponsorAudit', '申办方稽查', 'Sponsor audit'),
  entry('croAudit', 'CRO 稽查', 'CRO audit'),
  entry('ethics', '伦理委员会跟踪检查', 'Ethics committee follow-up inspection'),
  entry('foreign', '境外监管机构检查（FDA/EMA 等）', 'Foreign regulator inspection (FDA, EMA, ...)'),
  entry('other', '其他检查', 'Other inspection'),
] as const;
export type InspectionType = DictValue<typeof INSPECTION_TYPE>;
export const INSPECTION_TYPES = INSPECTION_TYPE.map((type) => type.value);

/** How a self-check item was answered: a 'no' becomes a level-1 finding to rectify. */
export const SELF_CHECK_ANSWER = [
  entry('yes', '是', 'Yes'),
  entry('no', '否', 'No'),
  entry('na', '不适用', 'N/A'),
] as const;
export type SelfCheckAnswer = DictValue<typeof SELF_CHECK_ANSWER>;
export const SELF_CHECK_ANSWERS = SELF_CHECK_ANSWER.map((answer) => answer.value);

/** What a finding is attached to: a check task, an external inspection or a self-check run. */
export type FindingSource = 'task' | 'inspection' | 'selfCheck';

/** The QC level a finding counts at: its task's level, 1 for a self-check (the study team's own), none for an inspection. */
export function findingLevelOf(source: FindingSource, taskLevel: number | null): number | null {
  if (source === 'task') return taskLevel;
  return source === 'selfCheck' ? 1 : null;
}

/** A self-check's items raised as findings: the ones answered 'no', in the template's order. */
export function itemsToRaise<T extends { answer: SelfCheckAnswer }>(answers: readonly T[]): T[] {
  return answers.filter((item) => item.answer === 'no');
}

/** The quality dashboard's query ageing buckets: open queries by whole days since raised. */
export const QUERY_AGE_BUCKET = [
  entry('0-7', '7 天内', 'Up to 7 days'),
  entry('8-14', '8–14 天', '8–14 days'),
  entry('15-30', '15–30 天', '15–30 days'),
  entry('31+', '30 天以上', 'Over 30 days'),
] as const;
export type QueryAgeBucket = DictValue<typeof QUERY_AGE_BUCKET>;
export const QUERY_AGE_BUCKETS = QUERY_AGE_BUCKET.map((bucket) => bucket.value);

export function queryAgeBucket(days: number): QueryAgeBucket {
  if (days <= 7) return '0-7';
  if (days <= 14) return '8-14';
  return days <= 30 ? '15-30' : '31+';
}
