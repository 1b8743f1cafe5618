/** Names on the subject's page for codes the server sends, in both languages. */
import type { LocalizedText } from '../../../../shared/domain/labels';

/** The subject writes that are not status moves (subjects/service.ts, subject-page/randomise.ts). */
export const OTHER_ACTION_LABELS: Record<string, LocalizedText> = {
  create: { 'zh-CN': '新增受试者', en: 'Subject added' },
  update: { 'zh-CN': '编辑', en: 'Edited' },
  invalid: { 'zh-CN': '标记无效', en: 'Marked invalid' },
  randomise: { 'zh-CN': '记录随机', en: 'Randomisation recorded' },
  consent: { 'zh-CN': '知情同意', en: 'Consent recorded' },
};

/** An SAE report's type. */
export const REPORT_TYPE_LABELS: Record<string, LocalizedText> = {
  first: { 'zh-CN': '首次报告', en: 'Initial' },
  followup: { 'zh-CN': '随访报告', en: 'Follow-up' },
  summary: { 'zh-CN': '总结报告', en: 'Summary' },
};

/** A recorded yes/no value (an audit row's flag). */
export const YES_NO: Record<'yes' | 'no', LocalizedText> = {
  yes: { 'zh-CN': '是', en: 'Yes' },
  no: { 'zh-CN': '否', en: 'No' },
};
