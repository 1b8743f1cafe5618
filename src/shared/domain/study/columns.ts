/**
 * The columns of a project spreadsheet (import template and export), in form order, with
 * the Chinese header the hospital's staff read. An import matches a header by this label
 * (a trailing '*' marks required columns and is ignored) or by the field's API name.
 */
import type { ProjectDictionaryField } from './dictionary-fields';

export type ColumnKind = 'text' | 'recruitStatus' | 'dictionary' | 'department' | 'date';

export interface ProjectColumn {
  field: string;
  label: string;
  kind: ColumnKind;
  required?: boolean;
}

const text = (field: string, label: string, required = false): ProjectColumn => ({
  field,
  label,
  kind: 'text',
  required,
});
const dictionary = (field: ProjectDictionaryField, label: string): ProjectColumn => ({
  field,
  label,
  kind: 'dictionary',
});

export const PROJECT_COLUMNS: readonly ProjectColumn[] = [
  text('name', '项目名称', true),
  { field: 'recruitStatus', label: '招募状态', kind: 'recruitStatus' },
  dictionary('trialType', '项目类型'),
  dictionary('trialStages', '试验分期'),
  { field: 'actionTime', label: '开始日期', kind: 'date' },
  { field: 'deptId', label: '科室', kind: 'department' },
  text('researchName', '主要研究者'),
  text('sponsorName', '申办方'),
  text('initiatingUnit', '发起单位'),
  dictionary('testedDiseases', '受试者疾病'),
  dictionary('pathologicType', '病理类型'),
  dictionary('targetSpot', '靶点'),
  text('trialMedicine', '试验药物'),
  text('indication', '适应症'),
  text('runStage', '运行阶段'),
  text('previousTreatmentDrug', '既往治疗药物'),
  text('institutionAcceptNumber', '受理号'),
  text('treatMethod', '治疗方案'),
  text('target', '研究目的'),
  text('projectNo', '项目编号'),
  text('planCode', '方案编号'),
  text('approvalNumber', '批件号'),
  dictionary('trialCategory', '试验类别'),
  text('financeCode', '财务编号'),
  text('ethicsApprovalNumber', '伦理批件号'),
  text('ethicsAcceptNumber', '伦理受理号'),
  text('studyChargerName', '医院联系人'),
  text('studyChargerMobile', '联系电话'),
  text('inclusionCriteria', '入选标准'),
  text('exclusionCriteria', '排除标准'),
];

/** The header cell of a column in a template: required columns end with '*'. */
export const headerOf = (column: ProjectColumn) => (column.required ? `${column.label}*` : column.label);

/** The column a header cell names, by label (with or without '*') or by field name. */
export function columnOfHeader(header: string): ProjectColumn | undefined {
  const name = header.trim().replace(/\*$/, '').trim();
  return PROJECT_COLUMNS.find((column) => column.label === name || column.field === name);
}

/** Several dictionary entries in one cell: separated by commas or 、 (as typed in Chinese). */
export function splitCellList(cell: string): string[] {
  return cell
    .split(/[,，、;；]/)
    .map((part) => part.trim())
    .filter(Boolean);
}
