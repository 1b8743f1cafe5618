/**
 * The inspection form as plain data, checked before anything is sent (the server checks
 * again): type, inspecting body, first and last day, scope and conclusion.
 */
import {
  INSPECTION_TEXT_MAX,
  type Inspection,
  type InspectionCreateBody,
  type InspectionFindingBody,
  type InspectionUpdateBody,
} from '../../../../shared/api/quality/inspections';
import type { InspectionType } from '../../../../shared/domain/quality/inspection-dictionaries';
import { type FindingForm, type FormProblems, findingFormProblems, newFindingForm } from '../check-tasks/finding-form';

/** 其他: the problem type a new inspection finding starts with. */
const OTHER_PROBLEM = 9;

export const INSPECTING_BODY_MAX = 200;

export interface InspectionForm {
  inspectionType: InspectionType;
  inspectingBody: string;
  startDate: string;
  endDate: string;
  scope: string;
  conclusion: string;
}

export type InspectionProblems = Partial<
  Record<keyof InspectionForm, NonNullable<FormProblems<string>[string]> | 'endBeforeStart'>
>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A new inspection: NMPA on today's date, the rest to fill in. */
export function newInspectionForm(today: string): InspectionForm {
  return { inspectionType: 'nmpa', inspectingBody: '', startDate: today, endDate: today, scope: '', conclusion: '' };
}

/** The form of a recorded inspection, to edit. */
export function inspectionFormOf(row: Inspection): InspectionForm {
  return {
    inspectionType: row.inspectionType,
    inspectingBody: row.inspectingBody,
    startDate: row.startDate,
    endDate: row.endDate,
    scope: row.scope,
    conclusion: row.conclusion ?? '',
  };
}

function textProblem(text: string, max: number, required: boolean) {
  const trimmed = text.trim();
  if (!trimmed) return required ? ('required' as const) : undefined;
  return trimmed.length > max ? ('tooLong' as const) : undefined;
}

export function inspectionFormProblems(form: InspectionForm): InspectionProblems {
  const problems: InspectionProblems = {
    inspectingBody: textProblem(form.inspectingBody, INSPECTING_BODY_MAX, true),
    scope: textProblem(form.scope, INSPECTION_TEXT_MAX, true),
    conclusion: textProblem(form.conclusion, INSPECTION_TEXT_MAX, false),
    startDate: DAY.test(form.startDate) ? undefined : 'required',
    endDate: DAY.test(form.endDate) ? undefined : 'required',
  };
  if (!problems.startDate && !problems.endDate && form.endDate < form.startDate) problems.endDate = 'endBeforeStart';
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem));
}

function fieldsOf(form: InspectionForm, attachments: readonly number[]) {
  const conclusion = form.conclusion.trim();
  return {
    inspectionType: form.inspectionType,
    inspectingBody: form.inspectingBody.trim(),
    startDate: form.startDate,
    endDate: form.endDate,
    scope: form.scope.trim(),
    ...(conclusion ? { conclusion } : {}),
    attachments: [...attachments],
  };
}

export function createBody(form: InspectionForm, projectId: number): InspectionCreateBody {
  return { projectId, ...fieldsOf(form, []) };
}

/** An edit keeps the inspection's attachments and carries the version it was read at. */
export function updateBody(form: InspectionForm, row: Inspection): InspectionUpdateBody {
  return { projectId: row.projectId, id: row.id, version: row.version, ...fieldsOf(form, row.attachments) };
}

/** A finding recorded on an inspection: the task finding's fields but the item and subject. */
export type InspectionFindingForm = Pick<FindingForm, 'problemType' | 'severity' | 'description'>;

export function newInspectionFindingForm(): InspectionFindingForm {
  return { problemType: OTHER_PROBLEM, severity: 1, description: '' };
}

/** The same checks as a task's finding (the description is required and bounded). */
export function inspectionFindingProblems(form: InspectionFindingForm): FormProblems<'description'> {
  return findingFormProblems({ ...newFindingForm('documents'), ...form });
}

export function inspectionFindingBody(
  form: InspectionFindingForm,
  projectId: number,
  inspectionId: number,
): InspectionFindingBody {
  return { projectId, inspectionId, ...form, description: form.description.trim() };
}
