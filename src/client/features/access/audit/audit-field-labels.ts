/**
 * The names of the fields audit rows record as changed (their `before`/`after` keys) for
 * subjects, their visits and AEs, in both languages. A field this table does not know shows
 * as its code, so a field added later is never hidden.
 */
import type { LabelLocale, LocalizedText } from '../../../../shared/domain/labels';

const SUBJECT_FIELDS: Record<string, LocalizedText> = {
  projectId: { 'zh-CN': '项目', en: 'Project' },
  subjectNumber: { 'zh-CN': '受试者编号', en: 'Subject number' },
  patientId: { 'zh-CN': '候选患者', en: 'Candidate' },
  status: { 'zh-CN': '状态', en: 'Status' },
  screeningDate: { 'zh-CN': '筛选日期', en: 'Screening date' },
  consentDate: { 'zh-CN': '知情同意日期', en: 'Consent date' },
  consentVersion: { 'zh-CN': '知情同意书版本', en: 'Consent form version' },
  enrolledDate: { 'zh-CN': '入组日期', en: 'Enrolment date' },
  endedDate: { 'zh-CN': '结束日期', en: 'End date' },
  reasonCode: { 'zh-CN': '原因', en: 'Reason' },
  reason: { 'zh-CN': '原因说明', en: 'Reason details' },
  invalid: { 'zh-CN': '无效', en: 'Invalid' },
  invalidReason: { 'zh-CN': '无效原因', en: 'Reason invalid' },
  initials: { 'zh-CN': '姓名缩写', en: 'Initials' },
  initialsChanged: { 'zh-CN': '姓名缩写已修改', en: 'Initials changed' },
  note: { 'zh-CN': '备注', en: 'Note' },
  randomisationNumber: { 'zh-CN': '随机号', en: 'Randomisation number' },
  randomisationArm: { 'zh-CN': '随机分组', en: 'Arm' },
  randomisedDate: { 'zh-CN': '随机日期', en: 'Randomisation date' },
  reminderConsentAt: { 'zh-CN': '同意接收提醒时间', en: 'Reminders agreed at' },
};

const VISIT_FIELDS: Record<string, LocalizedText> = {
  subjectVisitId: { 'zh-CN': '访视记录编号', en: 'Visit record number' },
  visitCode: { 'zh-CN': '访视', en: 'Visit' },
  cycle: { 'zh-CN': '周期', en: 'Cycle' },
  plannedDate: { 'zh-CN': '计划日期', en: 'Planned date' },
  executedDate: { 'zh-CN': '实际日期', en: 'Date done' },
  outOfWindow: { 'zh-CN': '超窗', en: 'Out of window' },
  planId: { 'zh-CN': '访视计划', en: 'Visit plan' },
  planVersion: { 'zh-CN': '访视计划版本', en: 'Visit plan version' },
  visitAnchorDate: { 'zh-CN': '访视基准日期', en: 'Visit anchor date' },
  visits: { 'zh-CN': '访视数', en: 'Visits' },
};

const AE_FIELDS: Record<string, LocalizedText> = {
  subjectId: { 'zh-CN': '受试者', en: 'Subject' },
  term: { 'zh-CN': '不良事件名称', en: 'AE term' },
  onsetDate: { 'zh-CN': '开始日期', en: 'Onset date' },
  endDate: { 'zh-CN': '结束日期', en: 'End date' },
  severity: { 'zh-CN': '严重程度', en: 'Severity' },
  grade: { 'zh-CN': 'CTCAE分级', en: 'CTCAE grade' },
  serious: { 'zh-CN': '是否严重', en: 'Serious' },
  seriousness: { 'zh-CN': '严重性标准', en: 'Seriousness criteria' },
  seriousLearnedAt: { 'zh-CN': '获知严重时间', en: 'Learned serious at' },
  drugRelation: { 'zh-CN': '与试验药物关系', en: 'Relationship to study drug' },
  drugAction: { 'zh-CN': '采取措施', en: 'Action taken' },
  outcome: { 'zh-CN': '转归', en: 'Outcome' },
  treatment: { 'zh-CN': '治疗措施', en: 'Treatment' },
  preConsentReason: { 'zh-CN': '开始日期早于知情同意的原因', en: 'Why the onset is before consent' },
};

const FIELDS: Record<string, LocalizedText> = { ...AE_FIELDS, ...VISIT_FIELDS, ...SUBJECT_FIELDS };

/** The name of a changed field in a language, or the code itself when it is not known. */
export function auditFieldLabel(field: string, locale: LabelLocale): string {
  return FIELDS[field]?.[locale] ?? field;
}
