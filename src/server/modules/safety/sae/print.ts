/**
 * The SAE report as printed (CIOMS I, shared/api/safety/sae-print.ts): reads the report, its
 * AE, subject, patient (sex and birth date only, to give the age at onset), project and the
 * subject's con-meds, and the report's signatures checked against it now.
 */
import type { SaePrint } from '../../../../shared/api/safety/sae-print';
import { ageOn } from '../../../../shared/domain/recruitment';
import type { SeriousnessCriterion } from '../../../../shared/domain/safety/records';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { recordSignatures } from '../records/signing';
import { readReport, readSubjectConMeds } from './print-repository';

/** The country of the reporting site (ISO 3166): the portal serves hospitals in China. */
const SITE_COUNTRY = 'CN';

/** Whole years from `birthDate` to `onsetDate` (both 'YYYY-MM-DD'); null without a birth date. */
export const ageAt = (birthDate: string | null, onsetDate: string): number | null =>
  birthDate ? ageOn(birthDate, onsetDate) : null;

export async function saePrint(db: Db, projectId: number, id: number): Promise<SaePrint> {
  const row = await readReport(db, projectId, id);
  if (!row) throw notFound({ 'zh-CN': 'SAE报告不存在', en: 'SAE report not found in this project' });
  const conMeds = await readSubjectConMeds(db, projectId, row.subjectId);
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
