/**
 * Candidate patients (issue 13 item 1): the masked worklist, the full record (each view is
 * an audit row, written in the read's transaction), and hand entry. A patient of another
 * project is 'not found' whatever the caller may do in their own. Creating with an MRN the
 * project already has merges into that patient. Audit rows carry ids, counts and field
 * NAMES only, never a name, phone, ID or MRN. After a change the patient is matched again.
 */
import type {
  PatientListQuery,
  PatientRecord,
  PatientRow,
  PatientSaveBody,
} from '../../../../shared/api/recruitment/candidates';
import type { PatientOutcome } from '../../../../shared/api/recruitment/match-outcome';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Criterion, CriterionOutcome } from '../../../../shared/domain/recruitment/criteria';
import { describeCriterion } from '../../../../shared/domain/recruitment/describe';
import { RECRUITING_STATUS } from '../../../../shared/domain/recruitment/enrolment';
import { ageOn } from '../../../../shared/domain/recruitment/matcher';
import { isMatchReason } from '../../../../shared/domain/recruitment/match-reasons';
import { maskName } from '../../../../shared/domain/recruitment/patient';
import { maskPhone } from '../../../../shared/domain/portal';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Actor, auditActor, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import {
  type PlainPatient,
  changedFieldNames,
  mergePatients,
  mrnHashOf,
  nameHashOf,
  normaliseMrn,
  openPatient,
  parseJson,
  patientProblems,
  phoneHashOf,
  sealPatient,
} from './patient-data';
import { type PatientRepository, type PatientState, createPatientRepository } from './repository';
import type { Rematch } from './rematch';

/** Patient rows are their own entity in the trail: 'recruitPatient' with the patient's id. */
export const PATIENT_ENTITY = 'recruitPatient';

export const noSuchPatient = () => notFound({ 'zh-CN': '患者不存在', en: 'No such patient in this project' });

export function patientIn(found: PatientState | undefined, projectId: number): PatientState {
  if (!found || found.projectId !== projectId) throw noSuchPatient();
  return found;
}

export interface UpsertResult {
  id: number;
  version: number;
  merged: boolean;
  /** Field names that changed (all of them for a new patient). */
  changed: string[];
}

/**
 * Adds a patient to the project or merges it into the one with the same MRN, inside the
 * caller's transaction. `extra` applies to a new patient (source) or overrides (a lead's
 * consent and answers).
 */
export async function upsertPatient(
  repo: PatientRepository,
  cipher: FieldCipher,
  projectId: number,
  patient: PlainPatient,
  extra: { source: number; selfCheck?: string | null; consent?: string | null },
  now: string,
): Promise<UpsertResult> {
  const existing = await repo.byMrnHash(projectId, mrnHashOf(cipher, patient.mrn));
  if (!existing) {
    const id = await repo.insert(projectId, sealPatient(cipher, patient), extra, now);
    return { id, version: 1, merged: false, changed: Object.keys(patient) };
  }
  const before = openPatient(cipher, existing);
  const after = mergePatients(before, patient);
  const changed = changedFieldNames(before, after);
  const overrides = { selfCheck: extra.selfCheck, consent: extra.consent };
  const set = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  if (changed.length === 0 && Object.keys(set).length === 0) {
    return { id: existing.id, version: existing.version, merged: true, changed };
  }
  if (!(await repo.update(existing.id, existing.version, { ...sealPatient(cipher, after), ...set }, now))) {
    throw staleVersion();
  }
  return { id: existing.id, version: existing.version + 1, merged: true, changed };
}

function plainOfBody(body: PatientSaveBody): PlainPatient {
  return {
    name: body.name.trim(),
    sex: body.sex ?? null,
    birthDate: body.birthDate ?? null,
    phone: body.phone ?? null,
    idNumber: body.idNumber?.trim() ? body.idNumber.trim().toUpperCase() : null,
    mrn: normaliseMrn(body.mrn),
    diagnoses: (body.diagnoses ?? []).map((d) => ({ code: d.code, text: d.text.trim() })),
    labs: body.labs ?? [],
    priorDrugs: body.priorDrugs === undefined ? null : (body.priorDrugs?.map((drug) => drug.trim()) ?? null),
  };
}

/** An outcome as stored: a reason code, or the Chinese sentence versions before codes wrote. */
type StoredOutcome = Omit<CriterionOutcome, 'evidence'> & { evidence: unknown };

/** Criteria in both languages from the rule version that matched; reasons stay codes for the client to word. */
function describedOutcomes(outcomes: StoredOutcome[], criteria: Criterion[]): PatientOutcome[] {
  return outcomes.map(({ id, result, evidence, mayChange }) => {
    const criterion = criteria.find((candidate) => candidate.id === id);
    const reason = isMatchReason(evidence) ? evidence : null;
    return {
      id,
      role: criterion?.role ?? null,
      text: {
        'zh-CN': criterion ? describeCriterion(criterion, 'zh-CN') : id,
        en: criterion ? describeCriterion(criterion, 'en') : id,
      },
      result,
      reason,
      evidence: reason === null && typeof evidence === 'string' ? evidence : null,
      mayChange,
    };
  });
}

export function createPatientService(db: Db, cipher: FieldCipher, rematch: Rematch) {
  const keywordHashes = (keyword: string | undefined) => {
    const text = keyword?.trim();
    return text ? [mrnHashOf(cipher, text), phoneHashOf(cipher, text)] : undefined;
  };

  return {
    async list(
      query: PatientListQuery & { projectId: number },
      at: number,
    ): Promise<{ rows: PatientRow[]; total: number }> {
      const today = hospitalDay(at);
      const { rows, total } = await createPatientRepository(db).list({
        ...query,
        offset: query.offset ?? 0,
        limit: query.limit ?? 20,
        today,
        keywordHashes: keywordHashes(query.keyword),
        nameHash: query.name?.trim() ? nameHashOf(cipher, query.name) : undefined,
      });
      return {
        total,
        rows: rows.map((row) => ({
          id: row.id,
          maskedName: maskName(cipher.decrypt(row.nameEnc)),
          maskedPhone: maskPhone(cipher.decryptOptional(row.phoneEnc)),
          sex: row.sex === 'male' || row.sex === 'female' ? row.sex : null,
          age: row.birthDate ? ageOn(row.birthDate, today) : null,
          source: row.source,
          matchStatus: row.matchStatus as PatientRow['matchStatus'],
          suggested: row.suggested === 1,
          recruitResult: row.recruitResult,
          contactCount: row.contactCount,
          lastContactAt: row.lastContactAt,
          nextFollowUp: row.nextFollowUp,
          followUpDue: row.nextFollowUp !== null && row.nextFollowUp <= today,
          subjectId: row.subjectId === null ? null : Number(row.subjectId),
          version: row.version,
        })),
      };
    },

    /** The full record; the view is written to the audit trail in the same transaction. */
    async view(projectId: number, id: number, actor: Actor): Promise<PatientRecord> {
      return db.transaction().execute(async (trx) => {
        const repo = createPatientRepository(trx);
        const row = patientIn(await repo.byId(id), projectId);
        const plain = openPatient(cipher, row);
        const rule = row.matchRuleId === null ? undefined : await repo.rule(row.matchRuleId);
        const contacts = await repo.contacts(id);
        const subject = (await repo.subjectOf(id)) ?? null;
        const project = await repo.project(projectId);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'patient.view',
          entity: PATIENT_ENTITY,
          entityId: id,
          after: { projectId },
        });
        const today = hospitalDay(actor.at);
        const match =
          row.matchStatus && row.matchedAt
            ? {
                status: row.matchStatus as NonNullable<PatientRecord['match']>['status'],
                outcomes: describedOutcomes(
                  parseJson<StoredOutcome[]>(row.matchOutcomes, []),
                  parseJson<Criterion[]>(rule?.criteria ?? null, []),
                ),
                ruleName: rule?.name ?? null,
                ruleVersion: rule?.ruleVersion ?? null,
                matchedAt: row.matchedAt,
              }
            : null;
        return {
          id: row.id,
          projectId: row.projectId,
          ...plain,
          age: plain.birthDate ? ageOn(plain.birthDate, today) : null,
          source: row.source,
          selfCheck: parseJson<PatientRecord['selfCheck']>(row.selfCheck, null),
          consent: parseJson<PatientRecord['consent']>(row.consent, null),
          match,
          suggested: row.suggested === 1,
          recruitResult: row.recruitResult,
          nextFollowUp: row.nextFollowUp,
          contacts,
          subject,
          projectRecruiting: project?.recruitStatus === RECRUITING_STATUS,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
          version: row.version,
        };
      });
    },

    async save(body: PatientSaveBody, actor: Actor): Promise<{ id: number; version: number; merged: boolean }> {
      const plain = plainOfBody(body);
      const [problem] = patientProblems(plain, hospitalDay(actor.at));
      if (problem) throw fieldProblem(problem.field, problem.reason);
      const now = isoTime(actor.at);
      const saved = await db.transaction().execute(async (trx) => {
        const repo = createPatientRepository(trx);
        if (body.id === undefined) {
          if (!(await repo.project(body.projectId))) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
          const result = await upsertPatient(repo, cipher, body.projectId, plain, { source: 0 }, now);
          await appendAudit(trx, {
            ...auditActor(actor),
            action: result.merged ? 'patient.merge' : 'patient.create',
            entity: PATIENT_ENTITY,
            entityId: result.id,
            after: { projectId: body.projectId, fields: result.changed },
          });
          return result;
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = patientIn(await repo.byId(body.id), body.projectId);
        if (row.version !== body.version) throw staleVersion();
        const before = openPatient(cipher, row);
        if (mrnHashOf(cipher, plain.mrn) !== row.mrnHash) {
          if (await repo.byMrnHash(body.projectId, mrnHashOf(cipher, plain.mrn))) {
            throw fieldProblem('mrn', {
              'zh-CN': '病历号已属于本项目的另一位患者',
              en: 'This record number belongs to another patient of the project',
            });
          }
        }
        const changed = changedFieldNames(before, plain);
        if (changed.length === 0) return { id: row.id, version: row.version, merged: false, changed };
        if (!(await repo.update(row.id, row.version, sealPatient(cipher, plain), now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'patient.update',
          entity: PATIENT_ENTITY,
          entityId: row.id,
          before: { fields: changed },
          after: { projectId: body.projectId, fields: changed },
        });
        return { id: row.id, version: row.version + 1, merged: false, changed };
      });
      if (saved.changed.length > 0) await rematch(body.projectId, actor, [saved.id]);
      return { id: saved.id, version: saved.version, merged: saved.merged };
    },
  };
}
