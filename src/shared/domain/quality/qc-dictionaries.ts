/**
 * The quality-control dictionaries (SPEC §4): the three QC levels of a Chinese trial
 * institution, the trial nodes a check is tied to (qulityNode), the problem types of a
 * finding (QualityReportProblemTypes), a finding's severity, and the check item templates a
 * plan's checkpoints are built from. Codes are the wire values; names are in both languages.
 */
import { type DictValue, dictEntry as entry } from '../labels';

/** 一级 by the study team, 二级 by the department, 三级 by the institution's GCP office. */
export const QC_LEVEL = [
  entry(1, '一级质控（研究团队）', 'Level 1 (study team)'),
  entry(2, '二级质控（专业科室）', 'Level 2 (department)'),
  entry(3, '三级质控（机构办）', 'Level 3 (GCP office)'),
] as const;
export type QcLevel = DictValue<typeof QC_LEVEL>;
export const QC_LEVELS = [1, 2, 3] as const satisfies readonly QcLevel[];

/** qulityNode: the trial node at which a checkpoint's task is generated. */
export const QUALITY_NODE = [
  entry('firstSubject', '首例受试者入组', 'First subject enrolled'),
  entry('subjectsEnrolled', '入组达到N例', 'N subjects enrolled'),
  entry('visitsDone', '完成N次访视', 'N visits done'),
  entry('midTerm', '中期（入组过半）', 'Mid-term (half the target enrolled)'),
  entry('date', '指定日期', 'On a date'),
  entry('closing', '结题前', 'Before closing'),
] as const;
export type QualityNode = DictValue<typeof QUALITY_NODE>;
export const QUALITY_NODES = QUALITY_NODE.map((node) => node.value);

/** QualityReportProblemTypes: what a finding is about. */
export const QUALITY_PROBLEM_TYPE = [
  entry(1, '知情同意', 'Informed consent'),
  entry(2, '入选/排除标准', 'Eligibility'),
  entry(3, 'AE/SAE 记录与报告', 'AE/SAE recording and reporting'),
  entry(4, '试验用药品管理', 'Investigational product accountability'),
  entry(5, '原始记录与CRF', 'Source records and CRF'),
  entry(6, '方案依从性', 'Protocol compliance'),
  entry(7, '研究文件管理', 'Trial documents'),
  entry(8, '生物样本管理', 'Biological samples'),
  entry(9, '其他', 'Other'),
] as const;
export type QualityProblemType = DictValue<typeof QUALITY_PROBLEM_TYPE>;
export const QUALITY_PROBLEM_TYPES = QUALITY_PROBLEM_TYPE.map((type) => type.value);

/** How serious a finding is. */
export const FINDING_SEVERITY = [
  entry(1, '一般', 'Minor'),
  entry(2, '主要', 'Major'),
  entry(3, '严重', 'Critical'),
] as const;
export type FindingSeverity = DictValue<typeof FINDING_SEVERITY>;
export const FINDING_SEVERITIES = [1, 2, 3] as const satisfies readonly FindingSeverity[];

/** The check item templates a checkpoint's items start from; the problem type a finding on it usually has. */
export const QC_ITEM_TEMPLATES = [
  {
    code: 'consent',
    problemType: 1,
    label: { 'zh-CN': '知情同意书签署规范、版本正确', en: 'Consent signed properly, on the right version' },
  },
  {
    code: 'eligibility',
    problemType: 2,
    label: { 'zh-CN': '入排标准逐条核对有原始依据', en: 'Each eligibility criterion backed by source data' },
  },
  {
    code: 'aeTimeliness',
    problemType: 3,
    label: { 'zh-CN': 'AE 记录完整，SAE 24 小时内上报', en: 'AEs recorded in full, SAEs reported within 24 hours' },
  },
  {
    code: 'drugAccountability',
    problemType: 4,
    label: { 'zh-CN': '试验用药品接收、发放、回收记录可溯源', en: 'Drug receipt, dispensing and return traceable' },
  },
  {
    code: 'documents',
    problemType: 7,
    label: { 'zh-CN': '研究者文件夹文件齐全、版本受控', en: 'Investigator site file complete and version-controlled' },
  },
  {
    code: 'sourceData',
    problemType: 5,
    label: { 'zh-CN': '原始数据与 CRF 一致', en: 'Source data agree with the CRF' },
  },
] as const satisfies readonly {
  code: string;
  problemType: QualityProblemType;
  label: { 'zh-CN': string; en: string };
}[];
export type QcItemCode = (typeof QC_ITEM_TEMPLATES)[number]['code'];
export const QC_ITEM_CODES = QC_ITEM_TEMPLATES.map((item) => item.code);
