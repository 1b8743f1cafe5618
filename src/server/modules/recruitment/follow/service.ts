/**
 * Follow-up writes (SUITE.md 'Writes'): the in-group suggestion (SPEC §4 suggest / cancel
 * suggest) and contact attempts with their recruit result. Each runs in one transaction that
 * loads the candidate within the caller's project (another project's is 'not found'), checks
 * its version and appends an audit row on the patient (entity 'recruitPatient') holding ids,
 * codes and days only: never a name, phone or note text. A contact keeps the time it happened
 * (shared/domain/recruitment/contact.ts: not in the future, not before the candidate was
 * added), its method and the staff member's name.
 */
import type { ContactBody, SuggestBody } from '../../../../shared/api/recruitment/follow';
import { RECRUIT_RESULT_UNWILLING, RECRUIT_RESULT_WILLING } from '../../../../shared/api/recruitment/follow';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type ContactState, type FollowState, createFollowRepository } from './repository';
import { hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';
import { CONTACT_TIME_PROBLEMS, contactTimeProblem } from '../../../../shared/domain/recruitment/contact';

const ENTITY = 'recruitPatient';

function patientIn(found: FollowState | undefined, projectId: number): FollowState {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '候选患者不存在', en: 'No such candidate in this project' });
  return found;
}

/** The next follow-up day as stored: a real day not before today; required when not reached. */
function checkedFollowUp(body: ContactBody, today: string): string | null {
  const day = body.nextFollowUp ?? null;
  if (day === null) {
    if (body.result === 0)
      throw fieldProblem('nextFollowUp', { 'zh-CN': '未联系上时必须填写下次随访日期', en: 'Required' });
    return null;
  }
  if (!isCalendarDate(day)) throw fieldProblem('nextFollowUp', { 'zh-CN': '日期无效', en: 'Not a real date' });
  if (day < today)
    throw fieldProblem('nextFollowUp', { 'zh-CN': '下次随访日期不能早于今天', en: 'Cannot be before today' });
  return day;
}

/** The contact's time as stored, or the field problem that refuses it (nothing is written). */
function checkedContactTime(contactedAt: number, patient: FollowState, now: number): string {
  const problem = contactTimeProblem(contactedAt, Date.parse(patient.createdAt), now);
  if (problem) {
    const text = CONTACT_TIME_PROBLEMS[problem];
    throw fieldProblem('contactedAt', text);
  }
  return isoTime(contactedAt);
}

const later = (a: string | null, b: string) => (a !== null && a > b ? a : b);

export function createFollowService(db: Db) {
  return {
    async suggest(body: SuggestBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createFollowRepository(trx);
        const patient = patientIn(await repo.byId(body.id), body.projectId);
        if (patient.version !== body.version) throw staleVersion();
        if ((patient.suggested === 1) === body.suggested) return { id: patient.id, version: patient.version };
        if (!(await repo.setSuggested(patient.id, patient.version, body.suggested, isoTime(actor.at)))) {
          throw staleVersion();
        }
        await appendAudit(trx, {
          ...auditActor(actor),
          action: body.suggested ? 'recruit.suggest' : 'recruit.cancelSuggest',
          entity: ENTITY,
          entityId: patient.id,
          before: { projectId: patient.projectId, suggested: !body.suggested },
          after: { projectId: patient.projectId, suggested: body.suggested },
        });
        return { id: patient.id, version: patient.version + 1 };
      });
    },

    async contact(body: ContactBody, actor: Actor): Promise<{ id: number; version: number; contactId: number }> {
      const today = hospitalDay(actor.at);
      const reason = body.reason ?? null;
      if (reason !== null && body.result !== RECRUIT_RESULT_UNWILLING) {
        throw fieldProblem('reason', { 'zh-CN': '仅不愿意时填写原因', en: 'Only when the patient declined' });
      }
      const nextFollowUp = checkedFollowUp(body, today);
      const now = isoTime(actor.at);
      return db.transaction().execute(async (trx) => {
        const repo = createFollowRepository(trx);
        const patient = patientIn(await repo.byId(body.patientId), body.projectId);
        if (patient.version !== body.version) throw staleVersion();
        const at = body.contactedAt === undefined ? actor.at : Date.parse(body.contactedAt);
        const contactedAt = checkedContactTime(at, patient, actor.at);
        const method = body.method ?? null;
        const contactId = await repo.insertContact({
          patientId: patient.id,
          projectId: patient.projectId,
          contactedAt,
          method,
          result: body.result,
          reason,
          note: cleanText(body.note),
          nextFollowUp,
          actorId: actor.actorId,
          actorName: (await repo.staffName(actor.actorId)) ?? actor.actorName,
        });
        const state: ContactState = {
          recruitResult: body.result,
          // A call logged late does not move the last contact back.
          lastContactAt: later(patient.lastContactAt, contactedAt),
          // The first willing answer counts for the funnel; later contacts keep it.
          willingAt: patient.willingAt ?? (body.result === RECRUIT_RESULT_WILLING ? contactedAt : null),
          nextFollowUp,
        };
        if (!(await repo.applyContact(patient, state, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'recruit.contact',
          entity: ENTITY,
          entityId: patient.id,
          before: { recruitResult: patient.recruitResult, nextFollowUp: patient.nextFollowUp },
          after: {
            projectId: patient.projectId,
            contactId,
            contactedAt,
            method,
            recruitResult: body.result,
            reason,
            nextFollowUp,
            hasNote: cleanText(body.note) !== null,
          },
        });
        return { id: patient.id, version: patient.version + 1, contactId };
      });
    },
  };
}
