/**
 * Prescription writes: a draft for an enrolled subject, then publish or cancel (status
 * machine PRESCRIPTION), each in one transaction with its version check and audit row
 * (entity 'drug_prescription': prescription.create, .publish, .cancel).
 */
import type { PrescriptionRowRef, PrescriptionSaveBody } from '../../../../shared/api/drugs/prescriptions';
import { PRESCRIPTION, type PrescriptionAction } from '../../../../shared/domain/drugs/status';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createPrescriptionRepository } from './prescription-repository';
import { checkedSubject, checkedVisit } from './service';
import { createDistributionRepository } from './repository';

export const PRESCRIPTION_ENTITY = 'drug_prescription';

const ACTION_REFUSED: Record<PrescriptionAction, { 'zh-CN': string; en: string }> = {
  publish: { 'zh-CN': '只能开具草稿状态的处方', en: 'Only a draft prescription can be published' },
  cancel: { 'zh-CN': '已发药或已作废的处方不能作废', en: 'A dispensed or cancelled prescription cannot be cancelled' },
};

export function createPrescriptionService(db: Db) {
  async function transition(action: PrescriptionAction, body: PrescriptionRowRef, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const repo = createPrescriptionRepository(trx);
      const found = await repo.byId(body.id);
      if (!found || found.projectId !== body.projectId)
        throw notFound({ 'zh-CN': '处方不存在', en: 'No such prescription in this project' });
      if (found.version !== body.version) throw staleVersion();
      if (!PRESCRIPTION.can(found.status, action)) throw badRequest(ACTION_REFUSED[action]);
      const now = isoTime(actor.at);
      const after = {
        status: PRESCRIPTION.transitions[action].to,
        ...(action === 'publish' ? { publishedAt: now } : {}),
      };
      if (!(await repo.update(found.id, found.version, after, now))) throw staleVersion();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: `prescription.${action}`,
        entity: PRESCRIPTION_ENTITY,
        entityId: found.id,
        before: { status: found.status },
        after,
      });
      return { id: found.id, version: found.version + 1 };
    });
  }

  return {
    async create(body: PrescriptionSaveBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createPrescriptionRepository(trx);
        const distributions = createDistributionRepository(trx);
        await checkedSubject(distributions, body.projectId, body.subjectId);
        const visitId = body.visitId ?? null;
        if (visitId !== null) await checkedVisit(distributions, body.subjectId, visitId);
        if (!(await repo.productOf(body.projectId, body.productId)))
          throw fieldProblem('productId', { 'zh-CN': '药品不属于本项目', en: 'No such drug in this project' });
        const fields = {
          projectId: body.projectId,
          subjectId: body.subjectId,
          visitId,
          productId: body.productId,
          packs: body.packs,
          note: cleanText(body.note),
        };
        const id = await repo.insert({ ...fields, prescribedBy: actor.actorName, now: isoTime(actor.at) });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'prescription.create',
          entity: PRESCRIPTION_ENTITY,
          entityId: id,
          after: fields,
        });
        return { id, version: 1 };
      });
    },
    publish: (body: PrescriptionRowRef, actor: Actor) => transition('publish', body, actor),
    cancel: (body: PrescriptionRowRef, actor: Actor) => transition('cancel', body, actor),
  };
}
