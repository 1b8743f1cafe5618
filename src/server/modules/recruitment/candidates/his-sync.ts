/**
 * Candidates from the HIS (issue 13 item 1): the adapter's patients whose diagnoses fit an
 * inclusion diagnosis criterion of the project's published rules (all of them when those
 * rules have no diagnosis criterion; none when the project has no published rules) go into
 * the project as source 2, merged by medical-record number, in one transaction with a
 * history row (kind 'his') and one audit row `patient.hisSync` holding counts only; then
 * they are matched. Patients whose data breaks the rules (a bad phone, a future birth
 * date) are skipped and counted.
 */
import type { PatientHisSyncAnswer } from '../../../../shared/api/recruitment/candidate-import';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Criterion } from '../../../../shared/domain/recruitment/criteria';
import type { Db } from '../../../db/database';
import { badRequest } from '../../../lib/api-error';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { HisPatient, HisQuery } from './his-adapter';
import { normaliseMrn, patientProblems } from './patient-data';
import { createPatientRepository } from './repository';
import type { Rematch } from './rematch';
import { upsertPatient } from './service';

export const NO_PUBLISHED_RULES = '项目没有已发布的招募规则，无法按规则同步 HIS 患者';

type DiagnosisCriterion = Extract<Criterion, { kind: 'diagnosis' }>;

/** Whether a patient's diagnoses fit one of the criteria (code prefix or keyword in the text). */
export function fitsDiagnoses(patient: HisPatient, criteria: readonly DiagnosisCriterion[]): boolean {
  if (criteria.length === 0) return true;
  return criteria.some((criterion) =>
    patient.diagnoses.some((diagnosis) => {
      const code = diagnosis.code?.toUpperCase() ?? '';
      const text = diagnosis.text.toLowerCase();
      return (
        criterion.codes.some((prefix) => prefix.trim() !== '' && code.startsWith(prefix.trim().toUpperCase())) ||
        criterion.keywords.some((word) => word.trim() !== '' && text.includes(word.trim().toLowerCase()))
      );
    }),
  );
}

/** The inclusion diagnosis criteria of a project's published rules (their criteria as stored). */
function diagnosisCriteriaOf(published: readonly string[]): DiagnosisCriterion[] {
  return published
    .flatMap((text) => JSON.parse(text) as Criterion[])
    .filter((c): c is DiagnosisCriterion => c.kind === 'diagnosis' && c.role === 'inclusion');
}

const distinct = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))].sort();

/** What to ask the HIS for, for one project's published rules (their criteria as stored). */
export function hisQueryOf(published: readonly string[]): HisQuery {
  const criteria = diagnosisCriteriaOf(published);
  return {
    codes: distinct(criteria.flatMap((c) => [...c.codes])),
    keywords: distinct(criteria.flatMap((c) => [...c.keywords])),
    everyone: criteria.length === 0,
  };
}

/** One query for several projects: everything any of them looks for. */
export function mergeHisQueries(queries: readonly HisQuery[]): HisQuery {
  return {
    codes: distinct(queries.flatMap((q) => q.codes)),
    keywords: distinct(queries.flatMap((q) => q.keywords)),
    everyone: queries.some((q) => q.everyone),
  };
}

export async function syncProjectFromHis(
  db: Db,
  cipher: FieldCipher,
  rematch: Rematch,
  input: { projectId: number; adapterName: string; patients: HisPatient[] },
  actor: Actor,
): Promise<PatientHisSyncAnswer> {
  const repo = createPatientRepository(db);
  const published = await repo.publishedCriteria(input.projectId);
  if (published.length === 0)
    throw badRequest({
      'zh-CN': NO_PUBLISHED_RULES,
      en: 'The project has no published recruitment rules to sync HIS patients by',
    });
  const criteria = diagnosisCriteriaOf(published);
  const today = hospitalDay(actor.at);
  const fitting = input.patients.filter((patient) => fitsDiagnoses(patient, criteria));
  const valid = fitting
    .map((patient) => ({ ...patient, mrn: normaliseMrn(patient.mrn) }))
    .filter((patient) => patientProblems(patient, today).length === 0);
  const now = isoTime(actor.at);
  const result = await db.transaction().execute(async (trx) => {
    const trxRepo = createPatientRepository(trx);
    const ids = new Set<number>();
    let created = 0;
    for (const patient of valid) {
      const saved = await upsertPatient(trxRepo, cipher, input.projectId, patient, { source: 2 }, now);
      if (!saved.merged && !ids.has(saved.id)) created += 1;
      ids.add(saved.id);
    }
    const counts = { fetched: input.patients.length, taken: valid.length, created, merged: valid.length - created };
    const importId = await trxRepo.insertImport({
      projectId: input.projectId,
      kind: 'his',
      fileName: input.adapterName,
      totalRows: counts.taken,
      createdCount: counts.created,
      mergedCount: counts.merged,
      actorName: actor.actorName,
      at: now,
    });
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'patient.hisSync',
      entity: 'project',
      entityId: input.projectId,
      after: { importId, ...counts, skipped: fitting.length - valid.length },
    });
    return { counts, ids: [...ids] };
  });
  await rematch(input.projectId, actor, result.ids);
  return result.counts;
}
