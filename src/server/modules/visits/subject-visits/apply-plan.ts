/**
 * Moving a subject to the project's published plan version (button visit:applyPlan): an
 * explicit, audited action in one transaction. Done and missed visits stay as recorded on
 * the version they were done on; the old version's planned visits are replaced by the new
 * version's, except the visits (code and cycle) already done or missed.
 */
import type { SubjectVisitApplyPlanBody } from '../../../../shared/api/visits/subject-visits';
import { subjectVisitsOf } from '../../../../shared/domain/visits/anchoring';
import { anchorDayOf, applyPlanVersion } from '../../../../shared/domain/visits/schedule';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { VISIT_ENTITY, visitRowsOf } from './generate';
import { planRefOf, publishedPlanOf } from './plans';
import { createSubjectVisitRepository } from './repository';

export async function applyNewerPlan(
  db: Db,
  body: SubjectVisitApplyPlanBody,
  actor: Actor,
): Promise<{ id: number; version: number }> {
  return db.transaction().execute(async (trx) => {
    const repo = createSubjectVisitRepository(trx);
    const subject = await repo.subject(body.subjectId);
    if (!subject || subject.projectId !== body.projectId) {
      throw notFound({ 'zh-CN': '受试者不存在', en: 'No such subject in this project' });
    }
    if (subject.version !== body.version) throw staleVersion();
    if (subject.invalid === 1)
      throw badRequest({ 'zh-CN': '受试者记录已标记无效，不能再修改', en: 'The subject entry is invalid' });
    const plan = await publishedPlanOf(trx, body.projectId);
    if (!plan) throw badRequest({ 'zh-CN': '本项目尚无已发布的访视计划', en: 'No published visit plan' });
    if (plan.id === subject.visitPlanId)
      throw badRequest({ 'zh-CN': '受试者已在当前发布版本上', en: 'Already on this version' });
    const anchorDay = anchorDayOf(subject, plan.anchor);
    if (anchorDay === null)
      throw badRequest({ 'zh-CN': '受试者尚无访视计划的锚定日期', en: 'The anchor event has not happened' });
    const from = await planRefOf(trx, subject.visitPlanId);
    const now = isoTime(actor.at);
    const change = applyPlanVersion(await repo.ofSubject(subject.id), subjectVisitsOf(plan.visits, anchorDay, subject));
    await repo.removeMany(change.remove.map((visit) => visit.id));
    await repo.insertMany(visitRowsOf(subject, plan, change.add), now);
    const pin = { visitPlanId: plan.id, visitAnchorDate: anchorDay };
    if (!(await repo.pinPlan(subject.id, pin, now, subject.version))) throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'visit.applyPlan',
      entity: VISIT_ENTITY,
      entityId: subject.id,
      before: {
        subjectNumber: subject.subjectNumber,
        planId: from?.id ?? null,
        planVersion: from?.planVersion ?? null,
      },
      after: {
        subjectNumber: subject.subjectNumber,
        planId: plan.id,
        planVersion: plan.planVersion,
        visitAnchorDate: anchorDay,
        kept: change.keep.map((visit) => visit.id),
        removed: change.remove.map((visit) => visit.id),
        added: change.add.length,
      },
    });
    return { id: subject.id, version: subject.version + 1 };
  });
}
