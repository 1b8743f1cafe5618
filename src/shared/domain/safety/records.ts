/**
 * Facts of safety records shared by the server and the forms: the seriousness criteria of an
 * SAE (ICH E2A), the report numbers, and the labels of the SAE reasons.
 */
import type { LocalizedText } from '../labels';
import type { SaeReason } from './rules';

/** ICH E2A seriousness criteria: an AE is serious when it meets at least one. */
export const SERIOUSNESS_CRITERIA = [
  'death',
  'lifeThreatening',
  'hospitalization',
  'disability',
  'congenitalAnomaly',
  'medicallyImportant',
] as const;
export type SeriousnessCriterion = (typeof SERIOUSNESS_CRITERIA)[number];

export const SERIOUSNESS_LABELS: Record<SeriousnessCriterion, LocalizedText> = {
  death: { 'zh-CN': '导致死亡', en: 'Results in death' },
  lifeThreatening: { 'zh-CN': '危及生命', en: 'Life-threatening' },
  hospitalization: { 'zh-CN': '导致住院或住院时间延长', en: 'Hospitalisation or its prolongation' },
  disability: { 'zh-CN': '永久或显著的功能丧失', en: 'Persistent or significant disability' },
  congenitalAnomaly: { 'zh-CN': '先天性异常或出生缺陷', en: 'Congenital anomaly or birth defect' },
  medicallyImportant: { 'zh-CN': '其他重要医学事件', en: 'Other medically important event' },
};

/** Fatal or life-threatening: the SUSAR 7-day clock (due-dates.ts). */
export const isFatalOrLifeThreatening = (criteria: readonly string[]) =>
  criteria.includes('death') || criteria.includes('lifeThreatening');

export const SAE_REASON_LABELS: Record<SaeReason, LocalizedText> = {
  serious: { 'zh-CN': '判定为严重', en: 'Marked serious' },
  term: { 'zh-CN': '规则列明的事件', en: 'A term the rules list' },
  grade: { 'zh-CN': '分级达到规则阈值', en: 'Grade at the rules threshold' },
};

/**
 * Who may be given an SAE report to handle: a member of the project's team whose role in
 * the project holds one of these buttons (writing or submitting SAE reports). Finance, drug,
 * ethics and monitor roles on the team hold neither.
 */
export const SAE_ASSIGNEE_BUTTONS = ['sae:update', 'sae:submit'] as const;

/** Numbered report kinds and their prefixes. */
export const REPORT_NUMBER_PREFIX = { sae: 'SAE', susar: 'SUSAR', dsur: 'DSUR' } as const;
export type NumberedKind = keyof typeof REPORT_NUMBER_PREFIX;

/** 'SAE-<project>-<year>-<seq, 3 digits at least>', e.g. SAE-ONC2024-001-2026-007. */
export function formatReportNumber(kind: NumberedKind, projectNo: string, year: string, seq: number): string {
  return `${REPORT_NUMBER_PREFIX[kind]}-${projectNo}-${year}-${String(seq).padStart(3, '0')}`;
}
