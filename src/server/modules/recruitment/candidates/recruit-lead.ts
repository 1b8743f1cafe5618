/**
 * The portal's consented lead (issue 13 item 7): after the self-check, a patient who ticked
 * the consent box leaves a name and phone so the hospital calls back. It becomes a
 * candidate of the (published) project with source 3, the consent (version, time, purpose,
 * retention) and the answers; the same phone in the same project merges into that
 * candidate. A lead has no medical-record number, so it gets `LEAD-<phone hash prefix>`,
 * which keeps the project's MRN index unique. The audit row names the patient id only.
 */
import type { RecruitLeadBody } from '../../../../shared/api/recruitment/recruit-lead';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type PlainPatient, openPatient, phoneHashOf } from './patient-data';
import { createPatientRepository } from './repository';
import type { Rematch } from './rematch';
import { PATIENT_ENTITY, upsertPatient } from './service';

/** How long a lead's contact data is kept without enrolment, as the consent text says. */
export const LEAD_RETENTION_DAYS = 180;
export const LEAD_PURPOSE = '临床试验招募联系 (a call back about this clinical trial)';

export async function takeLead(
  db: Db,
  cipher: FieldCipher,
  rematch: Rematch,
  projectId: number,
  body: RecruitLeadBody,
  actor: Actor,
): Promise<void> {
  const now = isoTime(actor.at);
  const id = await db.transaction().execute(async (trx) => {
    const repo = createPatientRepository(trx);
    const project = await repo.project(projectId);
    if (!project?.published) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
    const phoneHash = phoneHashOf(cipher, body.phone);
    const known = await repo.byPhoneHash(projectId, phoneHash);
    const patient: PlainPatient = {
      name: body.name.trim(),
      sex: null,
      birthDate: null,
      phone: body.phone,
      idNumber: null,
      mrn: known ? openPatient(cipher, known).mrn : `LEAD-${phoneHash.slice(0, 12).toUpperCase()}`,
      diagnoses: [],
      labs: [],
      priorDrugs: null,
    };
    const consent = {
      version: body.consentVersion,
      at: now,
      purpose: LEAD_PURPOSE,
      retentionDays: LEAD_RETENTION_DAYS,
    };
    const saved = await upsertPatient(
      repo,
      cipher,
      projectId,
      patient,
      { source: 3, selfCheck: JSON.stringify(body.answers), consent: JSON.stringify(consent) },
      now,
    );
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'patient.lead',
      entity: PATIENT_ENTITY,
      entityId: saved.id,
      after: { projectId, merged: saved.merged, consentVersion: body.consentVersion, answers: body.answers.length },
    });
    return saved.id;
  });
  await rematch(projectId, actor, [id]);
}
