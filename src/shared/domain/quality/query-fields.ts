/**
 * The fields a monitor may raise a query on, per record kind, with their labels in both
 * languages. The server refuses a query on any other field; the screens name the field by its
 * label, never by its code.
 */
import type { LocalizedText } from '../labels';
import type { SdvRecordKind } from './sdv';

const label = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, en });

export const QUERY_FIELDS = {
  subject: {
    initials: label('姓名缩写', 'Initials'),
    screeningDate: label('筛选日期', 'Screening date'),
    consentDate: label('知情同意日期', 'Consent date'),
    enrolledDate: label('入组日期', 'Enrolment date'),
    endedDate: label('结束日期', 'End date'),
  },
  visit: {
    executedDate: label('实际访视日期', 'Visit date'),
    activitiesDone: label('已完成的检查项目', 'Activities done'),
    note: label('访视备注', 'Visit note'),
  },
  ae: {
    term: label('不良事件名称', 'Term'),
    onsetDate: label('发生日期', 'Onset date'),
    endDate: label('结束日期', 'End date'),
    severity: label('严重程度', 'Severity'),
    grade: label('CTCAE分级', 'CTCAE grade'),
    serious: label('是否严重', 'Serious'),
    seriousness: label('严重性标准', 'Seriousness criteria'),
    drugRelation: label('与试验药物的关系', 'Relation to study drug'),
    drugAction: label('对试验药物采取的措施', 'Action taken with study drug'),
    outcome: label('转归', 'Outcome'),
    treatment: label('治疗措施', 'Treatment'),
  },
  sae: {
    reportType: label('报告类型', 'Report type'),
    learnedAt: label('获知时间', 'Learned at'),
    seriousness: label('严重性标准', 'Seriousness criteria'),
    description: label('事件描述', 'Description'),
  },
  conMed: {
    drug: label('药物名称', 'Drug'),
    dose: label('剂量', 'Dose'),
    route: label('给药途径', 'Route'),
    frequency: label('频次', 'Frequency'),
    startDate: label('开始日期', 'Start date'),
    endDate: label('结束日期', 'End date'),
    indication: label('用药原因', 'Indication'),
  },
} as const satisfies Record<SdvRecordKind, Record<string, LocalizedText>>;

export type QueryField<K extends SdvRecordKind = SdvRecordKind> = keyof (typeof QUERY_FIELDS)[K] & string;

/** The queryable field codes of a record kind, in the order the dialog offers them. */
export function queryFieldsOf(kind: SdvRecordKind): string[] {
  return Object.keys(QUERY_FIELDS[kind]);
}

export function isQueryField(kind: SdvRecordKind, field: string): boolean {
  return Object.hasOwn(QUERY_FIELDS[kind], field);
}

/** The field's label; an unknown code (raised before the list existed) is shown as is. */
export function queryFieldLabel(kind: SdvRecordKind, field: string): LocalizedText {
  const fields: Record<string, LocalizedText> = QUERY_FIELDS[kind];
  return Object.hasOwn(fields, field) ? (fields[field] as LocalizedText) : label(field, field);
}
