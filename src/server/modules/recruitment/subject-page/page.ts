/**
 * Assembles one subject's page (GET /api/trial/subject/:projectId/:id/page). The endpoint's
 * access is the subjects list's (page TrialSubjects); each further section is the data of
 * another staff page, so it is filled only when the caller's role holds that page in the
 * project, and null otherwise: the masked identity and contacts need the candidate page
 * (the full record stays behind the candidate page's audited view), visits the subject-visit
 * page, and each safety list its own page.
 */
import type { SubjectAuditEvent, SubjectPage } from '../../../../shared/api/recruitment/subject-page';
import { SUBJECT_TRANSITION_ACTIONS } from '../../../../shared/domain/recruitment/subject-status';
import { isMatchStatus, maskName } from '../../../../shared/domain/recruitment/patient';
import { maskPhone } from '../../../../shared/domain/portal';
import type { Db } from '../../../db/database';
import type { FieldCipher } from '../../../lib/field-crypto';
import type { GrantedPermissions } from '../../../services/permission-repository';
import {
  createAeRepository,
  createConMedRepository,
  createSaeRepository,
  createViolationRepository,
} from '../../safety';
import { createSubjectVisitRepository } from '../../visits';
import { type SubjectRow, createSubjectRepository } from '../subjects/repository';
import { SUBJECT_ENTITY, subjectIn, toSubject } from '../subjects/service';
import { createSubjectPageRepository } from './repository';

/** Rows a safety section shows; the area's own page lists the rest. */
const SECTION_ROWS_MAX = 100;
const STATUS_ACTIONS = new Set([
  'subject.create',
  'subject.invalid',
  ...SUBJECT_TRANSITION_ACTIONS.map((a) => `subject.${a}`),
]);
export const CONSENT_ACTION = 'subject.consent';

const VISIT_FIELDS = [
  'id',
  'visitCode',
  'name',
  'plannedDate',
  'windowStart',
  'windowEnd',
  'executedDate',
  'status',
] as const;

/** The fields a section shows, and no others (the rows carry more than the page may need). */
function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof createSubjectPageRepository>['auditOf']>>[number];

function toEvent(row: AuditRow): SubjectAuditEvent {
  const { beforeValue, afterValue, ...rest } = row;
  return { ...rest, id: Number(row.id), before: beforeValue, after: afterValue };
}

/**
 * A subject stored without its audit rows (the demo hospital, data brought over from another
 * system) still has its recorded days: the history is read from them, dated by day, unsigned
 * (no actor), with ids below 1 so that no audit row is taken for them.
 */
function recordedHistory(row: SubjectRow): SubjectAuditEvent[] {
  const steps: [string, string | null, Record<string, unknown>][] = [
    ['subject.create', row.screeningDate, { status: 'screening', screeningDate: row.screeningDate }],
    ['subject.enrol', row.enrolledDate, { status: 'enrolled', enrolledDate: row.enrolledDate }],
  ];
  const ending = { screenFailed: 'screenFail', completed: 'complete', withdrawn: 'withdraw' }[row.status];
  if (ending) steps.push([`subject.${ending}`, row.endedDate, { status: row.status, endedDate: row.endedDate }]);
  return steps
    .filter((step): step is [string, string, Record<string, unknown>] => step[1] !== null)
    .map(([action, at, after], index) => {
      const id = -index;
      return { id, at, actorName: null, action, reason: null, before: null, after: JSON.stringify(after) };
    });
}

/** Runs `load` only when the role holds `page`; otherwise the section is null. */
function section<T>(granted: GrantedPermissions, page: string, load: () => Promise<T>): Promise<T | null> {
  return granted.pages.has(page) ? load() : Promise.resolve(null);
}

export async function subjectPageOf(
  db: Db,
  cipher: FieldCipher,
  projectId: number,
  subjectId: number,
  granted: GrantedPermissions,
): Promise<SubjectPage> {
  const row = subjectIn(await createSubjectRepository(db).byId(subjectId), projectId);
  const pageRepo = createSubjectPageRepository(db);
  const audit = (await pageRepo.auditOf(SUBJECT_ENTITY, subjectId)).map(toEvent);
  const patientId = row.patientId;
  const [patient, contacts, visits, aes, saes, conMeds, deviations] = await Promise.all([
    patientId === null ? null : section(granted, 'RecruitCandidates', () => pageRepo.patient(projectId, patientId)),
    patientId === null ? null : section(granted, 'RecruitCandidates', () => pageRepo.contacts(projectId, patientId)),
    section(granted, 'SubjectVisits', () => createSubjectVisitRepository(db).ofSubject(subjectId)),
    section(granted, 'SafetyAe', async () => {
      const query = { subjectId, offset: 0, limit: SECTION_ROWS_MAX };
      return (await createAeRepository(db).list(projectId, query)).rows;
    }),
    section(granted, 'SafetySae', () => createSaeRepository(db).list(projectId, { subjectId })),
    section(granted, 'ConMeds', async () => {
      const query = { subjectId, offset: 0, limit: SECTION_ROWS_MAX };
      return (await createConMedRepository(db).list(projectId, query)).rows;
    }),
    section(granted, 'ProtocolViolations', async () => {
      const query = { subjectId, offset: 0, limit: SECTION_ROWS_MAX };
      return (await createViolationRepository(db).list(projectId, query)).rows;
    }),
  ]);
  return {
    subject: toSubject(row),
    randomisation: { number: row.randomisationNumber, arm: row.randomisationArm, date: row.randomisedDate },
    consentVersion: row.consentVersion,
    identity: patient
      ? {
          patientId: patient.id,
          maskedName: maskName(cipher.decrypt(patient.nameEnc)),
          maskedPhone: maskPhone(cipher.decryptOptional(patient.phoneEnc)),
          sex: patient.sex,
          birthYear: patient.birthDate ? Number(patient.birthDate.slice(0, 4)) : null,
          matchStatus: isMatchStatus(patient.matchStatus) ? patient.matchStatus : null,
        }
      : null,
    statusHistory: audit.some((event) => event.action === 'subject.create')
      ? audit.filter((event) => STATUS_ACTIONS.has(event.action))
      : [...recordedHistory(row), ...audit.filter((event) => STATUS_ACTIONS.has(event.action))],
    consentHistory: audit.filter((event) => event.action === CONSENT_ACTION),
    audit: [...audit].reverse(),
    contacts: contacts?.map((c) => ({ ...c, id: Number(c.id), result: Number(c.result) })) ?? null,
    visits: visits?.map((v) => pick(v, VISIT_FIELDS)) ?? null,
    aes: aes?.map((ae) => pick(ae, ['id', 'term', 'onsetDate', 'serious', 'status'])) ?? null,
    saes: saes?.map((sae) => pick(sae, ['id', 'reportNo', 'reportType', 'aeTerm', 'learnedAt', 'status'])) ?? null,
    conMeds: conMeds?.map((m) => pick(m, ['id', 'drug', 'startDate', 'endDate', 'status'])) ?? null,
    deviations: deviations?.map((v) => pick(v, ['id', 'occurredDate', 'description', 'severity', 'status'])) ?? null,
  };
}
