/**
 * The checks of one concomitant medication beyond its schema, shared by the form's save,
 * the batch save and the import: real days, a start not after today, an end not before the
 * start, a subject of the project that is still valid, a route and frequency from their
 * dictionaries (CON_MED_DICTIONARIES). Text is trimmed; blank optional text is null.
 */
import { CON_MED_DICTIONARIES, type ConMedFields } from '../../../../shared/api/safety/con-meds';
import { cleanText } from '../../../services/staff-write';
import { isCalendarDate } from '../../../../shared/domain/hospital-time';

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
  reason: string;
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
      issues.push({ field, reason: `不是字典 ${code} 的值 (not in dictionary ${code}): ${value}` });
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

export function conMedIssues(
  values: ConMedValues,
  today: string,
  subjects: ProjectSubjects,
  dictionaries: ConMedDictionaries,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const subject = subjects.get(values.subjectId);
  if (!subject) issues.push({ field: 'subjectId', reason: '受试者不属于本项目' });
  else if (subject.invalid) issues.push({ field: 'subjectId', reason: '受试者记录已作废' });
  if (!isCalendarDate(values.startDate)) issues.push({ field: 'startDate', reason: '日期无效' });
  else if (values.startDate > today) issues.push({ field: 'startDate', reason: '开始日期不能晚于今天' });
  if (values.endDate !== null) {
    if (!isCalendarDate(values.endDate)) issues.push({ field: 'endDate', reason: '日期无效' });
    else if (values.endDate < values.startDate) issues.push({ field: 'endDate', reason: '结束日期不能早于开始日期' });
  }
  issues.push(...codedIssues(values, dictionaries));
  return issues;
}
