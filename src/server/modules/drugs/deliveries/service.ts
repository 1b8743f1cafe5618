/**
 * Delivery writes (SUITE.md 'Writes', design 'How packs move'): each in one transaction that
 * loads the delivery within the caller's project, checks its version and the status machine
 * (DELIVERY), applies the change, moves stock through the ledger and appends the audit row
 * (entity 'drug_delivery': delivery.record, .receive, .refuse, .stockIn).
 *
 * - A sponsor delivery brings new packs; it has no stock until put in stock.
 * - A transfer takes packs from the source's available stock into the destination's transit at
 *   record time; put in stock makes them available there, refused sends them back to the
 *   source's quarantine.
 */
import type {
  DeliveryReceiveBody,
  DeliveryRecordBody,
  DeliveryRefuseBody,
  DeliveryRowRef,
} from '../../../../shared/api/drugs/deliveries';
import { DELIVERY, type DeliveryAction } from '../../../../shared/domain/drugs/status';
import { type StockMove, transfer } from '../../../../shared/domain/drugs/stock';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { moveStock } from '../ledger/ledger';
import { type DeliveryState, type NewPack, createDeliveryRepository } from './repository';

export const DELIVERY_ENTITY = 'drug_delivery';
type Repo = ReturnType<typeof createDeliveryRepository>;
type Trx = Parameters<typeof appendAudit>[0];

const ACTION_REFUSED: Record<DeliveryAction, { 'zh-CN': string; en: string }> = {
  receive: { 'zh-CN': '只能接收待接收的到货', en: 'Only a delivery awaiting receipt can be received' },
  refuse: { 'zh-CN': '已入库或已拒收的到货不能拒收', en: 'A delivery in stock or refused cannot be refused' },
  stockIn: { 'zh-CN': '只能将已接收的到货入库', en: 'Only a received delivery can be put in stock' },
};

function deliveryIn(found: DeliveryState | undefined, projectId: number): DeliveryState {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '到货记录不存在', en: 'No such delivery in this project' });
  return found;
}

function duplicateKit(kits: string[]): string | undefined {
  const seen = new Set<string>();
  return kits.find((kit) => (seen.has(kit) ? true : (seen.add(kit), false)));
}

/** The sponsor delivery's packs as stored: drugs and arms of the project, kit numbers new to it. */
async function checkedPacks(repo: Repo, body: DeliveryRecordBody): Promise<NewPack[]> {
  const packs = (body.packs ?? []).map((pack) => ({
    ...pack,
    kitNumber: pack.kitNumber.trim(),
    batchNumber: pack.batchNumber.trim(),
    armId: pack.armId ?? null,
  }));
  if (packs.length === 0 || (body.lines ?? []).length > 0)
    throw fieldProblem('packs', { 'zh-CN': '请登记到货的药品', en: 'List the packs delivered' });
  const twice = duplicateKit(packs.map((pack) => pack.kitNumber));
  if (twice !== undefined)
    throw fieldProblem('packs', { 'zh-CN': `药品编号 ${twice} 重复`, en: `Kit number ${twice} is listed twice` });
  const taken = await repo.takenKits(
    body.projectId,
    packs.map((pack) => pack.kitNumber),
  );
  if (taken.length > 0)
    throw fieldProblem('packs', {
      'zh-CN': `药品编号 ${taken.join('、')} 在本项目中已存在`,
      en: `Kit number ${taken.join(', ')} already exists in this project`,
    });
  for (const pack of packs) {
    if (!(await repo.productOf(body.projectId, pack.productId)))
      throw fieldProblem('packs', {
        'zh-CN': `药品编号 ${pack.kitNumber}：药品不属于本项目`,
        en: `Kit ${pack.kitNumber}: no such drug in this project`,
      });
    if (pack.armId !== null && !(await repo.armOf(body.projectId, pack.armId)))
      throw fieldProblem('packs', {
        'zh-CN': `药品编号 ${pack.kitNumber}：组别不属于本项目`,
        en: `Kit ${pack.kitNumber}: no such arm in this project`,
      });
  }
  return packs;
}

/** The transfer's lines: packs of the project, each once, taken from the source warehouse. */
async function checkedLines(repo: Repo, body: DeliveryRecordBody) {
  const lines = (body.lines ?? []).map((line) => ({ ...line, kitNumber: line.kitNumber.trim() }));
  if (lines.length === 0 || (body.packs ?? []).length > 0)
    throw fieldProblem('lines', { 'zh-CN': '请列出调拨的药品', en: 'List the packs to transfer' });
  const twice = duplicateKit(lines.map((line) => line.kitNumber));
  if (twice !== undefined)
    throw fieldProblem('lines', { 'zh-CN': `药品编号 ${twice} 重复`, en: `Kit number ${twice} is listed twice` });
  const found = [];
  for (const line of lines) {
    const pack = await repo.packByKit(body.projectId, line.kitNumber);
    if (!pack)
      throw fieldProblem('lines', {
        'zh-CN': `本项目没有药品编号 ${line.kitNumber}`,
        en: `No kit ${line.kitNumber} in this project`,
      });
    found.push({ packId: pack.id, quantity: line.quantity });
  }
  return found;
}

async function checkWarehouses(repo: Repo, body: DeliveryRecordBody) {
  if (!(await repo.activeWarehouse(body.warehouseId)))
    throw fieldProblem('warehouseId', { 'zh-CN': '药房不存在或已停用', en: 'No such active warehouse' });
  const source = body.sourceWarehouseId ?? null;
  if (body.kind === 'sponsor') {
    if (source !== null)
      throw fieldProblem('sourceWarehouseId', {
        'zh-CN': '申办方到货没有调出药房',
        en: 'A sponsor delivery has no source warehouse',
      });
    return null;
  }
  if (source === null)
    throw fieldProblem('sourceWarehouseId', { 'zh-CN': '请选择调出药房', en: 'Choose the source warehouse' });
  if (source === body.warehouseId)
    throw fieldProblem('sourceWarehouseId', {
      'zh-CN': '调出与调入药房不能相同',
      en: 'The source and destination must differ',
    });
  if (!(await repo.activeWarehouse(source)))
    throw fieldProblem('sourceWarehouseId', { 'zh-CN': '药房不存在或已停用', en: 'No such active warehouse' });
  return source;
}

async function record(trx: Trx, body: DeliveryRecordBody, actor: Actor) {
  const repo = createDeliveryRepository(trx);
  const source = await checkWarehouses(repo, body);
  const packs = body.kind === 'sponsor' ? await checkedPacks(repo, body) : [];
  const lines = body.kind === 'transfer' ? await checkedLines(repo, body) : [];
  const now = isoTime(actor.at);
  const fields = {
    projectId: body.projectId,
    kind: body.kind,
    warehouseId: body.warehouseId,
    sourceWarehouseId: source,
    shipmentNumber: body.shipmentNumber.trim(),
    shippedOn: body.shippedOn ?? null,
  };
  const id = await repo.insertDelivery({ ...fields, createdBy: actor.actorName, now });
  for (const pack of packs) {
    const packId = await repo.insertPack(body.projectId, id, pack, actor.actorName, now);
    await repo.insertLine(id, packId, pack.quantity);
  }
  for (const line of lines) await repo.insertLine(id, line.packId, line.quantity);
  if (source !== null) {
    const moves = lines.flatMap((line) =>
      transfer(
        line.packId,
        line.quantity,
        { warehouseId: source, state: 'available' },
        { warehouseId: body.warehouseId, state: 'inTransit' },
      ),
    );
    await moveStock(trx, moves, { projectId: body.projectId, movement: 'transferOut', refId: id, actor });
  }
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'delivery.record',
    entity: DELIVERY_ENTITY,
    entityId: id,
    after: { ...fields, packs: packs.length > 0 ? packs : undefined, lines: lines.length > 0 ? lines : undefined },
  });
  return { id, version: 1 };
}

/** The stock moves of a status change: none for receive; in or back for a transfer. */
async function movesOf(repo: Repo, delivery: DeliveryState, action: DeliveryAction): Promise<StockMove[]> {
  if (action === 'receive') return [];
  const lines = await repo.lines(delivery.id);
  const here = delivery.warehouseId;
  if (delivery.kind === 'sponsor')
    return action === 'stockIn'
      ? lines.map((line) => ({ packId: line.packId, warehouseId: here, state: 'available', quantity: line.quantity }))
      : [];
  const transit = { warehouseId: here, state: 'inTransit' } as const;
  const to =
    action === 'stockIn'
      ? ({ warehouseId: here, state: 'available' } as const)
      : ({ warehouseId: delivery.sourceWarehouseId ?? here, state: 'quarantined' } as const);
  return lines.flatMap((line) => transfer(line.packId, line.quantity, transit, to));
}

const MOVEMENT_OF = {
  sponsor: { stockIn: 'stockIn' },
  transfer: { stockIn: 'transferIn', refuse: 'transferBack' },
} as const;

export function createDeliveryService(db: Db) {
  async function transition(
    action: DeliveryAction,
    body: DeliveryRowRef,
    changes: Partial<
      Record<
        'temperatureNote' | 'refuseReason' | 'receivedBy' | 'receivedAt' | 'stockedBy' | 'stockedAt',
        string | null
      >
    >,
    actor: Actor,
  ) {
    return db.transaction().execute(async (trx) => {
      const repo = createDeliveryRepository(trx);
      const delivery = deliveryIn(await repo.byId(body.id), body.projectId);
      if (delivery.version !== body.version) throw staleVersion();
      if (!DELIVERY.can(delivery.status, action)) throw badRequest(ACTION_REFUSED[action]);
      const now = isoTime(actor.at);
      const after = { status: DELIVERY.transitions[action].to, ...changes };
      if (!(await repo.update(delivery.id, delivery.version, after, now))) throw staleVersion();
      const moves = await movesOf(repo, delivery, action);
      const movement = (
        MOVEMENT_OF[delivery.kind] as Partial<Record<DeliveryAction, 'stockIn' | 'transferIn' | 'transferBack'>>
      )[action];
      if (moves.length > 0 && movement)
        await moveStock(trx, moves, {
          projectId: delivery.projectId,
          movement,
          refId: delivery.id,
          reason: changes.refuseReason ?? null,
          actor,
        });
      await appendAudit(trx, {
        ...auditActor(actor),
        action: `delivery.${action}`,
        entity: DELIVERY_ENTITY,
        entityId: delivery.id,
        before: { status: delivery.status },
        after,
      });
      return { id: delivery.id, version: delivery.version + 1 };
    });
  }

  return {
    record: (body: DeliveryRecordBody, actor: Actor) => db.transaction().execute((trx) => record(trx, body, actor)),
    receive: (body: DeliveryReceiveBody, actor: Actor) =>
      transition(
        'receive',
        body,
        {
          temperatureNote: cleanText(body.temperatureNote),
          receivedBy: actor.actorName,
          receivedAt: isoTime(actor.at),
        },
        actor,
      ),
    refuse: (body: DeliveryRefuseBody, actor: Actor) =>
      transition('refuse', body, { refuseReason: body.reason.trim() }, actor),
    stockIn: (body: DeliveryRowRef, actor: Actor) =>
      transition('stockIn', body, { stockedBy: actor.actorName, stockedAt: isoTime(actor.at) }, actor),
  };
}
