/**
 * Returns and recovery writes (SUITE.md 'Writes'), each in one transaction with its ledger
 * moves and its audit row (entity 'drug_return': drugReturn.create; 'drug_recovery':
 * drugRecovery.create).
 *
 * - A return counts what came back of one dispensing that was not revoked, once: each pack of
 *   the dispensing at most as many packs as were given, and at most the dose units given left
 *   in them. Returned packs go to the dispensing warehouse's 'returned' stock.
 * - A recovery takes packs of one warehouse out of the ledger (destroyed or sent back): from
 *   returned stock for cause 'returned', quarantined stock for 'excursion' or 'damaged', and
 *   available stock only for 'expired' (past expiry on the day of recovery) or 'damaged'. More
 *   than is there is refused by the ledger; nothing is written.
 */
import type { DrugRecoverySaveBody, DrugReturnSaveBody } from '../../../../shared/api/drugs/recovery';
import type { RecoveryCause } from '../../../../shared/domain/drugs/status';
import type { StockState } from '../../../../shared/domain/drugs/stock';
import type { LocalizedText } from '../../../../shared/domain/labels';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { ApiError, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime } from '../../../services/staff-write';
import { moveStock } from '../ledger/ledger';
import { distributionForReturn, packOfProject, warehouseExists } from './repository';

export const RETURN_ENTITY = 'drug_return';
export const RECOVERY_ENTITY = 'drug_recovery';

/** The stock states each cause may take packs from. */
const CAUSE_STATES: Record<RecoveryCause, readonly StockState[]> = {
  returned: ['returned'],
  excursion: ['quarantined'],
  damaged: ['quarantined', 'available'],
  expired: ['available', 'quarantined', 'returned'],
};

const notInFuture = (field: string, day: string, today: string) => {
  if (day > today) throw fieldProblem(field, { 'zh-CN': '日期不能晚于今天', en: 'Cannot be after today' });
};

function firstDuplicate(ids: number[]): number {
  return ids.findIndex((id, index) => ids.indexOf(id) !== index);
}

async function checkedReturn(db: Db, body: DrugReturnSaveBody, today: string) {
  const distribution = await distributionForReturn(db, body.projectId, body.distributionId);
  if (!distribution) throw notFound({ 'zh-CN': '发药记录不存在', en: 'No such dispensing in this project' });
  const refuse = (text: LocalizedText) => fieldProblem('distributionId', text);
  if (distribution.status === 'revoked') throw refuse({ 'zh-CN': '该发药已撤销', en: 'That dispensing was revoked' });
  if (distribution.alreadyReturned)
    throw refuse({ 'zh-CN': '该发药已登记退药', en: 'A return of that dispensing is already recorded' });
  notInFuture('returnedOn', body.returnedOn, today);
  if (body.returnedOn < distribution.dispensedOn)
    throw fieldProblem('returnedOn', {
      'zh-CN': '退药日期不能早于发药日期',
      en: 'Cannot be before the dispensing day',
    });
  const duplicate = firstDuplicate(body.lines.map((line) => line.packId));
  if (duplicate >= 0) throw fieldProblem(`lines.${duplicate}.packId`, { 'zh-CN': '药品重复', en: 'Listed twice' });
  body.lines.forEach((line, index) => {
    const given = distribution.lines.find((candidate) => candidate.packId === line.packId);
    if (!given)
      throw fieldProblem(`lines.${index}.packId`, {
        'zh-CN': '该药品不在此次发药中',
        en: 'Not given in that dispensing',
      });
    if (line.quantity > given.quantity)
      throw fieldProblem(`lines.${index}.quantity`, {
        'zh-CN': `退回数量不能超过发放数量（${given.quantity}）`,
        en: `More than the ${given.quantity} given`,
      });
    const units = given.quantity * given.unitsPerPack;
    if (line.unitsLeft > units)
      throw fieldProblem(`lines.${index}.unitsLeft`, {
        'zh-CN': `剩余数量不能超过发放的 ${units}`,
        en: `More than the ${units} units given`,
      });
  });
  return distribution;
}

async function checkedRecoveryLines(db: Db, body: DrugRecoverySaveBody) {
  if (!(await warehouseExists(db, body.warehouseId)))
    throw fieldProblem('warehouseId', { 'zh-CN': '药房不存在', en: 'No such pharmacy' });
  const keys = body.lines.map((line) => `${line.packId}/${line.fromState}`);
  const duplicate = keys.findIndex((key, index) => keys.indexOf(key) !== index);
  if (duplicate >= 0) throw fieldProblem(`lines.${duplicate}.packId`, { 'zh-CN': '药品重复', en: 'Listed twice' });
  for (const [index, line] of body.lines.entries()) {
    const pack = await packOfProject(db, body.projectId, line.packId);
    if (!pack)
      throw fieldProblem(`lines.${index}.packId`, { 'zh-CN': '药品不存在', en: 'No such pack in this project' });
    if (!CAUSE_STATES[line.cause].includes(line.fromState))
      throw fieldProblem(`lines.${index}.fromState`, {
        'zh-CN': '回收原因与库存状态不符',
        en: 'That cause cannot take packs from that state',
      });
    if (line.cause === 'expired' && pack.expiryDate >= body.doneOn)
      throw fieldProblem(`lines.${index}.cause`, {
        'zh-CN': `药品 ${pack.kitNumber} 尚未过期（有效期至 ${pack.expiryDate}）`,
        en: `Pack ${pack.kitNumber} has not expired (expires ${pack.expiryDate})`,
      });
  }
}

/** The ledger's refusal of a line that takes more than is there, named on that line's quantity for the form. */
function onLine(error: unknown, lines: DrugRecoverySaveBody['lines']): unknown {
  if (!(error instanceof ApiError)) return error;
  const data = error.data as { reason?: string; packId?: number; state?: string } | undefined;
  if (data?.reason !== 'insufficient_stock') return error;
  const index = lines.findIndex((line) => line.packId === data.packId && line.fromState === data.state);
  if (index < 0) return error;
  return new ApiError(error.statusCode, error.code, error.text, error.data, `lines.${index}.quantity`);
}

export function createRecoveryService(db: Db) {
  return {
    saveReturn: (body: DrugReturnSaveBody, actor: Actor, today: string) =>
      db.transaction().execute(async (trx) => {
        const distribution = await checkedReturn(trx, body, today);
        const now = isoTime(actor.at);
        const fields = {
          projectId: body.projectId,
          subjectId: distribution.subjectId,
          distributionId: distribution.id,
          warehouseId: distribution.warehouseId,
          returnedOn: body.returnedOn,
          note: cleanText(body.note),
        };
        const { id } = await trx
          .insertInto('drugReturn')
          .values({ ...fields, createdBy: actor.actorName, createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('drugReturnLine')
          .values(body.lines.map((line) => ({ returnId: id, ...line })))
          .execute();
        const moves = body.lines
          .filter((line) => line.quantity > 0)
          .map((line) => ({
            packId: line.packId,
            warehouseId: distribution.warehouseId,
            state: 'returned' as const,
            quantity: line.quantity,
          }));
        await moveStock(trx, moves, { projectId: body.projectId, movement: 'return', refId: id, actor });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'drugReturn.create',
          entity: RETURN_ENTITY,
          entityId: id,
          after: { ...fields, lines: body.lines },
        });
        return { id, version: 1 };
      }),

    saveRecovery: (body: DrugRecoverySaveBody, actor: Actor, today: string) =>
      db.transaction().execute(async (trx) => {
        notInFuture('doneOn', body.doneOn, today);
        await checkedRecoveryLines(trx, body);
        const now = isoTime(actor.at);
        const fields = {
          projectId: body.projectId,
          warehouseId: body.warehouseId,
          kind: body.kind,
          doneOn: body.doneOn,
          doneBy: body.doneBy.trim(),
          method: body.method.trim(),
          witness: cleanText(body.witness),
          note: cleanText(body.note),
        };
        const { id } = await trx
          .insertInto('drugRecovery')
          .values({ ...fields, createdBy: actor.actorName, createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('drugRecoveryLine')
          .values(body.lines.map((line) => ({ recoveryId: id, ...line })))
          .execute();
        const moves = body.lines.map((line) => ({
          packId: line.packId,
          warehouseId: body.warehouseId,
          state: line.fromState,
          quantity: -line.quantity,
        }));
        const movement = body.kind === 'destroy' ? 'destroy' : 'sendBack';
        await moveStock(trx, moves, { projectId: body.projectId, movement, refId: id, actor }).catch(
          (error: unknown) => {
            throw onLine(error, body.lines);
          },
        );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'drugRecovery.create',
          entity: RECOVERY_ENTITY,
          entityId: id,
          after: { ...fields, lines: body.lines },
        });
        return { id, version: 1 };
      }),
  };
}
