/**
 * The forms of a task's findings as plain data, checked before anything is sent (the server
 * checks again): a finding to record, and the sending of one to its responsible member.
 */
import type { FindingRaiseBody, FindingSendBody } from '../../../../shared/api/quality/findings';
import { FINDING_TEXT_MAX } from '../../../../shared/api/quality/findings';
import { QC_ITEM_TEMPLATES, type QcItemCode } from '../../../../shared/domain/quality/qc-dictionaries';

export interface FindingForm {
  itemCode: QcItemCode;
  /** '' for a finding about no particular subject. */
  subjectId: number | '';
  problemType: FindingRaiseBody['problemType'];
  severity: FindingRaiseBody['severity'];
  description: string;
}

export type FormProblems<K extends string> = Partial<Record<K, 'required' | 'tooLong' | 'beforeToday'>>;

/** A new finding on an item: its problem type starts as the item template's usual one. */
export function newFindingForm(itemCode: QcItemCode): FindingForm {
  const template = QC_ITEM_TEMPLATES.find((item) => item.code === itemCode);
  return { itemCode, subjectId: '', problemType: template?.problemType ?? 9, severity: 1, description: '' };
}

export function findingFormProblems(form: FindingForm): FormProblems<'description'> {
  const text = form.description.trim();
  if (!text) return { description: 'required' };
  if (text.length > FINDING_TEXT_MAX) return { description: 'tooLong' };
  return {};
}

export function raiseBody(form: FindingForm, projectId: number, taskId: number): FindingRaiseBody {
  return {
    projectId,
    taskId,
    itemCode: form.itemCode,
    subjectId: form.subjectId === '' ? null : form.subjectId,
    problemType: form.problemType,
    severity: form.severity,
    description: form.description.trim(),
  };
}

export interface SendForm {
  responsibleUserId: number | '';
  rectifyDue: string;
}

/** The responsible member is required; the due day is a day, not before today. */
export function sendFormProblems(form: SendForm, today: string): FormProblems<keyof SendForm> {
  const problems: FormProblems<keyof SendForm> = {};
  if (form.responsibleUserId === '') problems.responsibleUserId = 'required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.rectifyDue)) problems.rectifyDue = 'required';
  else if (form.rectifyDue < today) problems.rectifyDue = 'beforeToday';
  return problems;
}

export function sendBody(form: SendForm, ref: { projectId: number; id: number; version: number }): FindingSendBody {
  return { ...ref, responsibleUserId: Number(form.responsibleUserId), rectifyDue: form.rectifyDue };
}
