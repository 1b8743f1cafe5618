/**
 * Source data verification (SDV): the records of a subject a monitor verifies against the
 * source documents and queries. A mark verifies one version of a record: when the record
 * changes (its version moves on), the mark no longer counts and the record shows as changed
 * since verification. The key records (coverage) are the AEs, SAE reports, concomitant
 * medications and done visits of the project's valid subjects.
 */
import type { LocalizedText } from '../labels';

export const SDV_RECORD_KINDS = ['subject', 'visit', 'ae', 'sae', 'conMed'] as const;
export type SdvRecordKind = (typeof SDV_RECORD_KINDS)[number];

/** The kinds counted in SDV coverage. */
export const SDV_KEY_KINDS = ['visit', 'ae', 'sae', 'conMed'] as const satisfies readonly SdvRecordKind[];

export const SDV_RECORD_KIND_LABELS: Record<SdvRecordKind, LocalizedText> = {
  subject: { 'zh-CN': '受试者信息', en: 'Subject' },
  visit: { 'zh-CN': '访视', en: 'Visit' },
  ae: { 'zh-CN': '不良事件', en: 'Adverse event' },
  sae: { 'zh-CN': 'SAE报告', en: 'SAE report' },
  conMed: { 'zh-CN': '合并用药', en: 'Concomitant medication' },
};

/** The SDV state of a record: none, verified at its current version, or changed since. */
export const SDV_STATES = ['none', 'verified', 'changed'] as const;
export type SdvState = (typeof SDV_STATES)[number];

export const SDV_STATE_LABELS: Record<SdvState, LocalizedText> = {
  none: { 'zh-CN': '未核查', en: 'Not verified' },
  verified: { 'zh-CN': '已SDV', en: 'Verified' },
  changed: { 'zh-CN': '核查后已修改', en: 'Changed since verified' },
};

export function sdvStateOf(markedVersion: number | null, currentVersion: number): SdvState {
  if (markedVersion === null) return 'none';
  return markedVersion === currentVersion ? 'verified' : 'changed';
}

/** Verified share of key records, in whole percent (0 when there are none). */
export function coveragePercent(verified: number, total: number): number {
  return total === 0 ? 0 : Math.floor((verified * 100) / total);
}
