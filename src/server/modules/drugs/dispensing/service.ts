/**
 * Dispensing writes (SUITE.md 'Writes', design 'How packs move'): each in one transaction
 * with its version check, status machine (DISTRIBUTION), ledger moves and audit row (entity
 * 'drug_distribution': distribution.give, .review, .revoke).
 *
 * A dispensing gives packs to an enrolled, valid subject at one of their visits, from one
 * warehouse's available stock: each pack's drug is in the dosage of the subject's arm (any
 * pack when the project has no arms), a blinded kit of an arm only to that arm, no expired
 * pack (expiry before today in the hospital's zone) and no quarantined stock. The packs
 * leave the ledger to the subject; revoking puts them back.
 */
import type {
  DistributionGiveBody,
  DistributionRevokeBody,
  DistributionRowRef,
} from '../../../../shared/api/drugs/dispensing';
import { DISTRIBUTION, type DistributionAction } from '../../../../shared/domain/drugs/status';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { moveStock } from '../ledger/ledger';
import { createPrescriptionRepository } from './prescription-repository';
import { type DistributionChange, createDistributionRepository } from './repository';

export const DISTRIBUTION_ENTITY = 'drug_distribution';
type Repo = ReturnType<typeof createDistributionRepository>;
type Trx = Parameters<typeof appendAudit>[0];

/** The subject, when enrolled, valid and of the project. */
export async function checkedSubject(repo: Repo, projectId: number, subjectId: number) {
  const subject = await repo.subject(subjectId);
  if (!subject || subject.projectId !== projectId)
    throw fieldProblem('subjectId', { 'zh-CN': '受试者不属于本项目', en: 'No such subject in this project' });
  if (subject.invalid)
    throw fieldProblem('subjectId', { 'zh-CN': '受试者记录已作废', en: 'The subject entry is invalid' });
  if (subject.status !== 'enrolled')
    throw fieldProblem('subjectId', {
      'zh-CN': '只能给已入组的受试者发药',
      en: 'Only an enrolled subject receives drugs',
    });
  return subject;
}

export async function checkedVisit(repo: Repo, subjectId: number, visitId: number) {
  if (!(await repo.visitOf(subjectId, visitId)))
    throw fieldProblem('visitId', { 'zh-CN': '不是该受试者的访视', en: "Not one of the subject's visits" });
}

/** The drugs the subject's arm receives; null when the project has no arms (any drug). */
async function armOf(repo: Repo, projectId: number, arm: string | null) {
  const arms = await repo.arms(projectId);
  if (arms.length === 0) return null;
  const found = arms.find((row) => row.code === arm);
  if (!found)
    throw fieldProblem('subjectId', {
      'zh-CN': '受试者尚未随机，或其组别不在本项目的药品组别中',
      en: "The subject is not randomised, or their arm is not one of the project's drug arms",
    });
  return { id: found.id, products: await repo.dosageProducts(found.id) };
}

const kitProblem = (kit: string, zh: string, en: string) =>
  fieldProblem('lines', { 'zh-CN': `药品编号 ${kit}：${zh}`, en: `Kit ${kit}: ${en}` });

/** The lines as packs, each checked against the subject's arm, its expiry and its state in the warehouse. */
async function checkedLines(
  repo: Repo,
  body: DistributionGiveBody,
  arm: Awaited<ReturnType<typeof armOf>>,
  today: string,
) {
  const lines = [];
  const seen = new Set<string>();
  for (const line of body.lines) {
    const kit = line.kitNumber.trim();
    if (seen.has(kit)) throw kitProblem(kit, '重复', 'listed twice');
    seen.add(kit);
    const pack = await repo.packByKit(body.projectId, kit);
    if (!pack) throw kitProblem(kit, '本项目没有该药品编号', 'no such kit in this project');
    if (pack.expiryDate < today)
      throw kitProblem(
        kit,
        `已过期（有效期至 ${pack.expiryDate}），不能发放`,
        `expired on ${pack.expiryDate}, cannot be given`,
      );
    if (arm && !arm.products.has(pack.productId))
      throw kitProblem(
        kit,
        '该药品不在受试者所在组别的给药方案中',
        "its drug is not in the dosage of the subject's arm",
      );
    if (arm && pack.armId !== null && pack.armId !== arm.id)
      throw kitProblem(kit, '盲态药品属于其他组别，不能发给该受试者', 'a blinded kit of another arm');
    const available = await repo.balance(pack.id, body.warehouseId, 'available');
    if (available < line.quantity && (await repo.balance(pack.id, body.warehouseId, 'quarantined')) > 0)
      throw kitProblem(kit, '在此药房处于隔离状态，不能发放', 'quarantined in this warehouse, cannot be given');
    lines.push({ packId: pack.id, productId: pack.productId, quantity: line.quantity });
  }
  return lines;
}

/** The prescription the dispensing uses: required where the settings say so; published, for this subject and a drug given. */
async function usedPrescription(trx: Trx, body: DistributionGiveBody, productIds: number[], now: string) {
  const repo = createDistributionRepository(trx);
  const prescriptions = createPrescriptionRepository(trx);
  const id = body.prescriptionId ?? null;
  if (id === null) {
    if (await repo.needsPrescription(body.projectId))
      throw fieldProblem('prescriptionId', {
        'zh-CN': '本项目发药需要已开具的处方',
        en: 'This project dispenses on a published prescription only',
      });
    return null;
  }
  const found = await prescriptions.byId(id);
  if (!found || found.projectId !== body.projectId || found.subjectId !== body.subjectId)
    throw fieldProblem('prescriptionId', {
      'zh-CN': '不是该受试者的处方',
      en: "Not one of the subject's prescriptions",
    });
  if (!productIds.includes(found.productId))
    throw fieldProblem('prescriptionId', {
      'zh-CN': '发放的药品与处方不符',
      en: 'The packs given are not of the prescribed drug',
    });
  if (!(await prescriptions.move(id, 'published', 'dispensed', now)))
    throw fieldProblem('prescriptionId', {
      'zh-CN': '处方不是已开具状态（可能已发药或作废）',
      en: 'The prescription is not published (dispensed or cancelled?)',
    });
  return id;
}

async function give(trx: Trx, body: DistributionGiveBody, actor: Actor) {
  const repo = createDistributionRepository(trx);
  const subject = await checkedSubject(repo, body.projectId, body.subjectId);
  await checkedVisit(repo, body.subjectId, body.visitId);
  if (!(await repo.activeWarehouse(body.warehouseId)))
    throw fieldProblem('warehouseId', { 'zh-CN': '药房不存在或已停用', en: 'No such active warehouse' });
  const today = hospitalDay(actor.at);
  const arm = await armOf(repo, body.projectId, subject.randomisationArm);
  const lines = await checkedLines(repo, body, arm, today);
  const now = isoTime(actor.at);
  const prescriptionId = await usedPrescription(
    trx,
    body,
    lines.map((line) => line.productId),
    now,
  );
  const fields = {
    projectId: body.projectId,
    subjectId: body.subjectId,
    visitId: body.visitId,
    prescriptionId,
    warehouseId: body.warehouseId,
    dispensedOn: today,
    note: cleanText(body.note),
  };
  const id = await repo.insert({ ...fields, createdBy: actor.actorName, now });
  for (const line of lines) await repo.insertLine(id, line.packId, line.quantity);
  const moves = lines.map((line) => ({
    packId: line.packId,
    warehouseId: body.warehouseId,
    state: 'available' as const,
    quantity: -line.quantity,
  }));
  await moveStock(trx, moves, { projectId: body.projectId, movement: 'dispense', refId: id, actor });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'distribution.give',
    entity: DISTRIBUTION_ENTITY,
    entityId: id,
    after: { ...fields, lines: lines.map(({ packId, quantity }) => ({ packId, quantity })) },
  });
  return { id, version: 1 };
}

const ACTION_REFUSED: Record<DistributionAction, { 'zh-CN': string; en: string }> = {
  review: { 'zh-CN': '只能复核待复核的发药记录', en: 'Only a dispensing awaiting review can be reviewed' },
  revoke: { 'zh-CN': '该发药记录已撤销', en: 'This dispensing is revoked already' },
};

export function createDistributionService(db: Db) {
  async function transition(
    action: DistributionAction,
    body: DistributionRowRef,
    change: Omit<DistributionChange, 'status'>,
    actor: Actor,
  ) {
    return db.transaction().execute(async (trx) => {
      const repo = createDistributionRepository(trx);
      const found = await repo.byId(body.id);
      if (!found || found.projectId !== body.projectId)
        throw notFound({ 'zh-CN': '发药记录不存在', en: 'No such dispensing in this project' });
      if (found.version !== body.version) throw staleVersion();
      if (!DISTRIBUTION.can(found.status, action)) throw badRequest(ACTION_REFUSED[action]);
      if (action === 'review' && found.createdBy === actor.actorName)
        throw badRequest({
          'zh-CN': '发药人不能复核自己发放的药品，请由另一人复核',
          en: 'The dispenser cannot review their own dispensing: a second person reviews it',
        });
      const now = isoTime(actor.at);
      const after = { status: DISTRIBUTION.transitions[action].to, ...change };
      if (!(await repo.update(found.id, found.version, after, now))) throw staleVersion();
      if (action === 'revoke') {
        const moves = (await repo.lines(found.id)).map((line) => ({
          packId: line.packId,
          warehouseId: found.warehouseId,
          state: 'available' as const,
          quantity: line.quantity,
        }));
        await moveStock(trx, moves, {
          projectId: found.projectId,
          movement: 'revoke',
          refId: found.id,
          reason: change.revokeReason ?? null,
          actor,
        });
        if (found.prescriptionId !== null)
          await createPrescriptionRepository(trx).move(found.prescriptionId, 'dispensed', 'published', now);
      }
      await appendAudit(trx, {
        ...auditActor(actor),
        action: `distribution.${action}`,
        entity: DISTRIBUTION_ENTITY,
        entityId: found.id,
        before: { status: found.status },
        after,
      });
      return { id: found.id, version: found.version + 1 };
    });
  }

  return {
    give: (body: DistributionGiveBody, actor: Actor) => db.transaction().execute((trx) => give(trx, body, actor)),
    review: (body: DistributionRowRef, actor: Actor) =>
      transition('review', body, { reviewedBy: actor.actorName, reviewedAt: isoTime(actor.at) }, actor),
    revoke: (body: DistributionRevokeBody, actor: Actor) =>
      transition(
        'revoke',
        body,
        { revokeReason: body.reason.trim(), revokedBy: actor.actorName, revokedAt: isoTime(actor.at) },
        actor,
      ),
  };
}
