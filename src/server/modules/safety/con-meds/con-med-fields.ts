/**
 * The checks of one concomitant medication beyond its schema, shared by the form's save,
 * the batch save and the import: real days, a start not after today, an end not before the
 * start, a subject of the project that is still valid, a route and frequency from their
 * dictionaries (CON_MED_DICTIONARIES). Text is trimmed; blank optional text is null.
 */
import { CON_MED_DICTIONARIES, type ConMedFields } from '../../../../shared/api/safety/con-meds';
import { cleanText } from '../../../services/staff-write';
import { isCalendarDate } from '../../../../shared/domain/hospital-time';
import type { LocalizedText } from '../../../../shared/domain/labels';

export interface ConMedValues {
  subjectId: number;
  drug: string;
  dose: string;
  route: string;
  frequency: string | null;
  startDate: string;
  endDate: string | null;
  indication: string;
}

export interface FieldIssue {
  field: keyof ConMedValues;
  reason: LocalizedText;
}

/** The subjects of a project by id, with their invalid flag. */
export type ProjectSubjects = Map<number, { invalid: number }>;

/** Enabled entries of the coded fields' dictionaries, by code; an empty list means not set up, and any text goes. */
export type ConMedDictionaries = ReadonlyMap<
  string,
  readonly { key: string; value: string; valueEn?: string | null }[]
>;

export const CON_MED_DICTIONARY_CODES = Object.values(CON_MED_DICTIONARIES);

function codedIssues(values: ConMedValues, dictionaries: ConMedDictionaries): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, code] of Object.entries(CON_MED_DICTIONARIES) as [keyof typeof CON_MED_DICTIONARIES, string][]) {
    const value = values[field];
    const entries = dictionaries.get(code) ?? [];
    if (value === null || value === '' || entries.length === 0) continue;
    if (!entries.some((entry) => entry.key === value)) {
      issues.push({
        field,
        reason: { 'zh-CN': `不是字典 ${code} 的值：${value}`, en: `Not a value of the dictionary ${code}: ${value}` },
      });
    }
  }
  return issues;
}

export function conMedValues(fields: ConMedFields): ConMedValues {
  return {
    subjectId: fields.subjectId,
    drug: fields.drug.trim(),
    dose: fields.dose.trim(),
    route: fields.route.trim(),
    frequency: cleanText(fields.frequency),
    startDate: fields.startDate,
    endDate: fields.endDate ?? null,
    indication: fields.indication.trim(),
  };
}

const NOT_A_DATE = { 'zh-CN': '日期无效', en: 'Not a real date' };
const START_AFTER_TODAY = { 'zh-CN': '开始日期不能晚于今天', en: 'The start date cannot be after today' };
const END_BEFORE_START = { 'zh-CN': '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' };

export function conMedIssues(
  values: ConMedValues,
  today: string,
  subjects: ProjectSubjects,
  dictionaries: ConMedDictionaries,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const subject = subjects.get(values.subjectId);
  if (!subject)
    issues.push({
      field: 'subjectId',
      reason: { 'zh-CN': '受试者不属于本项目', en: 'No such subject in this project' },
    });
  else if (subject.invalid)
    issues.push({ field: 'subjectId', reason: { 'zh-CN': '受试者记录已作废', en: 'The subject entry is invalid' } });
  if (!isCalendarDate(values.startDate)) issues.push({ field: 'startDate', reason: NOT_A_DATE });
  else if (values.startDate > today) issues.push({ field: 'startDate', reason: START_AFTER_TODAY });
  if (values.endDate !== null) {
    if (!isCalendarDate(values.endDate)) issues.push({ field: 'endDate', reason: NOT_A_DATE });
    else if (values.endDate < values.startDate) issues.push({ field: 'endDate', reason: END_BEFORE_START });
  }
  issues.push(...codedIssues(values, dictionaries));
  return issues;
}
