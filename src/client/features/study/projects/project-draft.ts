/**
 * A project form's draft: every field as the text its input holds (multi-selects as
 * comma-joined codes, the start date as the hospital's YYYY-MM-DD), and the body the
 * server takes, checked with the server's own schema before sending.
 */
import {
  type ProjectFieldName,
  type ProjectFields,
  type StaffProject,
  projectCreateBodySchema,
} from '../../../../shared/api/study/projects';
import { schemaChecker } from '../../../../shared/api/contract/schema-problems';
import { hospitalDay, hospitalDayStartIso, isCalendarDate } from '../../../../shared/domain/hospital-time';

export type ProjectDraft = Record<ProjectFieldName, string>;

const FIELD_NAMES = Object.keys(projectCreateBodySchema.properties) as ProjectFieldName[];

export function draftOf(project: StaffProject | undefined): ProjectDraft {
  const draft = Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])) as ProjectDraft;
  draft.recruitStatus = 'zmz';
  if (!project) return draft;
  for (const name of FIELD_NAMES) {
    const value = project[name];
    draft[name] = value === null || value === undefined ? '' : String(value);
  }
  draft.actionTime = project.actionTime ? hospitalDay(Date.parse(project.actionTime)) : '';
  return draft;
}

/**
 * The body to send: blank text is null; a new date is the hospital's midnight as an ISO
 * instant, an unchanged one keeps the stored instant.
 */
export function bodyOf(draft: ProjectDraft, project?: StaffProject): ProjectFields {
  const body = {} as Record<ProjectFieldName, unknown>;
  for (const name of FIELD_NAMES) body[name] = draft[name].trim() || null;
  body.name = draft.name.trim();
  body.recruitStatus = draft.recruitStatus;
  body.deptId = draft.deptId ? Number(draft.deptId) : null;
  // Not a whole number (or '1e3') stays as typed, so the schema check says why under the field.
  const target = draft.enrolmentTarget.trim();
  body.enrolmentTarget = target === '' ? null : /^\d+$/.test(target) ? Number(target) : target;
  body.actionTime = isCalendarDate(draft.actionTime) ? hospitalDayStartIso(draft.actionTime) : null;
  if (project?.actionTime && draftOf(project).actionTime === draft.actionTime) body.actionTime = project.actionTime;
  return body as ProjectFields;
}

/** The server's schema, checked in the browser: problems by field. */
export const checkProjectBody = schemaChecker(projectCreateBodySchema);
