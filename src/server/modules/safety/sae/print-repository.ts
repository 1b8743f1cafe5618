/** The SAE print's reads: the report with its AE, subject, patient and project, and the subject's con-meds. */
import type { Db } from '../../../db/database';

export async function readReport(db: Db, projectId: number, id: number) {
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

/** The subject's con-meds in the order they started. */
export function readSubjectConMeds(db: Db, projectId: number, subjectId: number) {
  return db
    .selectFrom('safetyConMed')
    .select(['drug', 'dose', 'route', 'frequency', 'startDate', 'endDate', 'indication'])
    .where('projectId', '=', projectId)
    .where('subjectId', '=', subjectId)
    .orderBy('startDate')
    .orderBy('id')
    .execute();
}
