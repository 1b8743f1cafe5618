/**
 * The columns of the safety list exports, in the lists' order: codes as their Chinese labels,
 * days and times as Excel dates, counts as numbers. Subjects by number and initials only.
 */
import type { AeRow } from '../../../../shared/api/safety/ae';
import { CON_MED_DICTIONARIES, type ConMed } from '../../../../shared/api/safety/con-meds';
import type { Sae } from '../../../../shared/api/safety/sae';
import type { Violation } from '../../../../shared/api/safety/violations';
import { dictEntryLabel } from '../../../../shared/domain/labels';
import { SAE_REASON_LABELS, SERIOUSNESS_LABELS } from '../../../../shared/domain/safety/records';
import {
  CON_MED_STATUS_LABELS,
  RECORD_STATUS_LABELS,
  VIOLATION_SOURCE_LABELS,
  VIOLATION_STATUS_LABELS,
} from '../../../../shared/domain/safety/status';
import { SEVERITY, VIOLATION_TYPE } from '../../../../shared/domain/study';
import type { SheetColumn } from '../../../lib/typed-sheet';

/** A server dictionary's key -> label, for the AE's and the medication's coded fields. */
export type DictLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

const zh = (label: { 'zh-CN': string }) => label['zh-CN'];
const yesNo = (value: boolean) => (value ? '是' : '否');
const seriousnessText = (criteria: readonly (keyof typeof SERIOUSNESS_LABELS)[]) =>
  criteria.map((criterion) => zh(SERIOUSNESS_LABELS[criterion])).join('、');

const severityLabel = (value: number) => dictEntryLabel(SEVERITY, value, 'zh-CN');

const dictValue = (labels: DictLabels, code: string, key: string | null) =>
  key === null ? '' : (labels.get(code)?.get(key) ?? key);

export function aeColumns(labels: DictLabels): SheetColumn<AeRow>[] {
  const coded = (code: string, key: string | null) => dictValue(labels, code, key);
  return [
    { header: '受试者编号', type: 'text', value: (row) => row.subjectNumber },
    { header: '姓名缩写', type: 'text', value: (row) => row.subjectInitials },
    { header: '不良事件名称', type: 'text', value: (row) => row.term },
    { header: '开始日期', type: 'day', value: (row) => row.onsetDate },
    { header: '结束日期', type: 'day', value: (row) => row.endDate },
    { header: '严重程度', type: 'text', value: (row) => severityLabel(row.severity) },
    { header: 'CTCAE 分级', type: 'number', value: (row) => row.grade },
    { header: '是否严重', type: 'text', value: (row) => coded('AESerious', row.serious) },
    { header: '严重性标准', type: 'text', value: (row) => seriousnessText(row.seriousness) },
    { header: '获知严重时间', type: 'instant', value: (row) => row.seriousLearnedAt },
    { header: '与药物关系', type: 'text', value: (row) => coded('AEDrugRel', row.drugRelation) },
    { header: '对药物采取的措施', type: 'text', value: (row) => coded('drugAction', row.drugAction) },
    { header: '转归', type: 'text', value: (row) => coded('AEResult', row.outcome) },
    { header: '治疗', type: 'text', value: (row) => row.treatment },
    { header: '需报告 SAE', type: 'text', value: (row) => yesNo(row.saeRequired) },
    {
      header: '需报告原因',
      type: 'text',
      value: (row) => row.saeReasons.map((reason) => zh(SAE_REASON_LABELS[reason])).join('、'),
    },
    { header: 'SAE 报告数', type: 'number', value: (row) => row.saeCount },
    { header: '状态', type: 'text', value: (row) => zh(RECORD_STATUS_LABELS[row.status]) },
    { header: '版本', type: 'number', value: (row) => row.revision },
    { header: '提交人', type: 'text', value: (row) => row.submittedBy },
    { header: '提交时间', type: 'instant', value: (row) => row.submittedAt },
    { header: '更新时间', type: 'instant', value: (row) => row.updatedAt },
  ];
}

export const SAE_COLUMNS: SheetColumn<Sae>[] = [
  { header: '报告编号', type: 'text', value: (row) => row.reportNo },
  { header: '报告类型', type: 'text', value: (row) => (row.reportType === 'first' ? '首次报告' : '随访报告') },
  { header: '首次报告编号', type: 'text', value: (row) => row.initialNo },
  { header: '受试者编号', type: 'text', value: (row) => row.subjectNumber },
  { header: '姓名缩写', type: 'text', value: (row) => row.subjectInitials },
  { header: '不良事件', type: 'text', value: (row) => row.aeTerm },
  { header: '获知时间', type: 'instant', value: (row) => row.learnedAt },
  { header: '严重性标准', type: 'text', value: (row) => seriousnessText(row.seriousness) },
  { header: '描述', type: 'text', value: (row) => row.description },
  { header: '处理人', type: 'text', value: (row) => row.assigneeName },
  { header: '附件数', type: 'number', value: (row) => row.attachmentCount },
  { header: '报告时限', type: 'instant', value: (row) => row.dueAt },
  { header: '时限状态', type: 'text', value: (row) => row.dueLabel },
  { header: '状态', type: 'text', value: (row) => zh(RECORD_STATUS_LABELS[row.status]) },
  { header: '版本', type: 'number', value: (row) => row.revision },
  { header: '提交人', type: 'text', value: (row) => row.submittedBy },
  { header: '提交时间', type: 'instant', value: (row) => row.submittedAt },
];

const FLAG_LABELS: Record<string, string> = { prohibited: '禁用', cautioned: '慎用' };

/** Route and frequency by their dictionary names (Chinese); text stored before they were coded as entered. */
export const conMedColumns = (labels: DictLabels): SheetColumn<ConMed>[] => [
  { header: '受试者编号', type: 'text', value: (row) => row.subjectNumber },
  { header: '姓名缩写', type: 'text', value: (row) => row.initials },
  { header: '药物', type: 'text', value: (row) => row.drug },
  { header: '剂量', type: 'text', value: (row) => row.dose },
  { header: '给药途径', type: 'text', value: (row) => dictValue(labels, CON_MED_DICTIONARIES.route, row.route) },
  { header: '频次', type: 'text', value: (row) => dictValue(labels, CON_MED_DICTIONARIES.frequency, row.frequency) },
  { header: '开始日期', type: 'day', value: (row) => row.startDate },
  { header: '结束日期', type: 'day', value: (row) => row.endDate },
  { header: '适应症', type: 'text', value: (row) => row.indication },
  { header: '规则提示', type: 'text', value: (row) => (row.ruleFlag ? FLAG_LABELS[row.ruleFlag] : '') },
  { header: '状态', type: 'text', value: (row) => zh(CON_MED_STATUS_LABELS[row.status]) },
  { header: '核查人', type: 'text', value: (row) => row.checkedBy },
  { header: '核查时间', type: 'instant', value: (row) => row.checkedAt },
  { header: '录入人', type: 'text', value: (row) => row.createdBy },
  { header: '录入时间', type: 'instant', value: (row) => row.createdAt },
];

export const VIOLATION_COLUMNS: SheetColumn<Violation>[] = [
  { header: '受试者编号', type: 'text', value: (row) => row.subjectNumber },
  { header: '姓名缩写', type: 'text', value: (row) => row.initials },
  { header: '偏离类型', type: 'text', value: (row) => dictEntryLabel(VIOLATION_TYPE, row.type, 'zh-CN') },
  { header: '严重程度', type: 'text', value: (row) => severityLabel(row.severity) },
  { header: '发生日期', type: 'day', value: (row) => row.occurredDate },
  { header: '描述', type: 'text', value: (row) => row.description },
  { header: '来源', type: 'text', value: (row) => zh(VIOLATION_SOURCE_LABELS[row.source]) },
  { header: '访视', type: 'text', value: (row) => row.visitName },
  { header: '状态', type: 'text', value: (row) => zh(VIOLATION_STATUS_LABELS[row.status]) },
  { header: '审核意见', type: 'text', value: (row) => row.reviewNote },
  { header: '审核人', type: 'text', value: (row) => row.reviewedBy },
  { header: '审核时间', type: 'instant', value: (row) => row.reviewedAt },
  { header: '录入人', type: 'text', value: (row) => row.createdBy },
  { header: '录入时间', type: 'instant', value: (row) => row.createdAt },
];
