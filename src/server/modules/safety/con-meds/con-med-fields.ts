/**
 * The checks of one concomitant medication beyond its schema, shared by the form's save,
 * the batch save and the import: real days, a start not after today, an end not before the
 * start, a subject of the project that is still valid. Text is trimmed; blank optional text is null.
 */
import type { ConMedFields } from '../../../../shared/api/safety/con-meds';
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

export function conMedIssues(values: ConMedValues, today: string, subjects: ProjectSubjects): FieldIssue[] {
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
  return issues;
}
