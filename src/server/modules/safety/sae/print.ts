/**
 * The SAE report as printed (CIOMS I, shared/api/safety/sae-print.ts): reads the report, its
 * AE, subject, patient (sex and birth date only, to give the age at onset), project and the
 * subject's con-meds, and the report's signatures checked against it now.
 */
import type { SaePrint } from '../../../../shared/api/safety/sae-print';
import type { SeriousnessCriterion } from '../../../../shared/domain/safety/records';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { recordSignatures } from '../records/signing';

/** The country of the reporting site (ISO 3166): the portal serves hospitals in China. */
const SITE_COUNTRY = 'CN';

/** Whole years from `birthDate` to `onsetDate` (both 'YYYY-MM-DD'). */
export function ageAt(birthDate: string | null, onsetDate: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [oy, om, od] = onsetDate.split('-').map(Number);
  if (!by || !bm || !bd || !oy || !om || !od) return null;
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

async function readReport(db: Db, projectId: number, id: number) {
  return db
    .selectFrom('safetySae as r')
    .innerJoin('safetyAe as ae', 'ae.id', 'r.aeId')
    .innerJoin('project as p', 'p.id', 'r.projectId')
    .leftJoin('trialSubject as s', 's.id', 'r.subjectId')
    .leftJoin('recruitPatient as patient', 'patient.id', 's.patientId')
    .leftJoin('safetySae as initial', 'initial.id', 'r.initialId')
    .select([
      'r.id',
      'r.subjectId',
      'r.reportNo',
      'r.reportType',
      'r.status',
      'r.learnedAt',
      'r.seriousness',
      'r.description',
      'r.submittedBy',
      'r.submittedAt',
      'initial.reportNo as initialNo',
      'ae.term as aeTerm',
      'ae.onsetDate',
      'ae.endDate',
      'ae.grade',
      'ae.outcome',
      'ae.drugRelation',
      'ae.drugAction',
      'ae.treatment',
      'p.name as projectName',
      'p.projectNo',
      'p.sponsorName',
      'p.trialMedicine',
      'p.indication',
      's.subjectNumber',
      's.initials as subjectInitials',
      's.randomisedDate',
      's.enrolledDate',
      'patient.sex',
      'patient.birthDate',
    ])
    .where('r.id', '=', id)
    .where('r.projectId', '=', projectId)
    .executeTakeFirst();
}

export async function saePrint(db: Db, projectId: number, id: number): Promise<SaePrint> {
  const row = await readReport(db, projectId, id);
  if (!row) throw notFound('SAE报告不存在 (SAE report not found in this project)');
  const conMeds = await db
    .selectFrom('safetyConMed')
    .select(['drug', 'dose', 'route', 'frequency', 'startDate', 'endDate', 'indication'])
    .where('projectId', '=', projectId)
    .where('subjectId', '=', row.subjectId)
    .orderBy('startDate')
    .orderBy('id')
    .execute();
  return {
    projectName: row.projectName,
    projectNo: row.projectNo,
    sponsorName: row.sponsorName,
    reportNo: row.reportNo,
    reportType: row.reportType,
    initialNo: row.initialNo,
    status: row.status,
    subjectNumber: row.subjectNumber,
    subjectInitials: row.subjectInitials,
    country: SITE_COUNTRY,
    sex: row.sex,
    ageAtOnset: ageAt(row.birthDate, row.onsetDate),
    aeTerm: row.aeTerm,
    onsetDate: row.onsetDate,
    endDate: row.endDate,
    grade: row.grade,
    outcome: row.outcome,
    learnedAt: row.learnedAt,
    seriousness: JSON.parse(row.seriousness) as SeriousnessCriterion[],
    description: row.description,
    suspectDrug: row.trialMedicine,
    indication: row.indication,
    therapyStart: row.randomisedDate ?? row.enrolledDate,
    drugRelation: row.drugRelation,
    drugAction: row.drugAction,
    treatment: row.treatment,
    conMeds,
    submittedBy: row.submittedBy,
    submittedAt: row.submittedAt,
    signatures: await recordSignatures(db, 'sae', projectId, id),
  };
}
