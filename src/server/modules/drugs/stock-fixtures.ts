/**
 * For the drugs area's server tests: catalogue rows written directly, and packs put in stock
 * through the ledger as a delivery would, so each test states the stock it starts from.
 */
import type { StockMove } from '../../../shared/domain/drugs/stock';
import type { Db } from '../../db/database';
import { type Actor, isoTime } from '../../services/staff-write';
import { moveStock } from './ledger/ledger';

const stamp = (actor: Actor) => ({
  createdBy: actor.actorName,
  createdAt: isoTime(actor.at),
  updatedAt: isoTime(actor.at),
});

export async function insertWarehouse(db: Db, name: string, actor: Actor): Promise<number> {
  const row = await db
    .insertInto('drugWarehouse')
    .values({ ...stamp(actor), kind: 'central', name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A drug of 28 units a pack, stored between `range` tenths of a degree (2–25 °C unless given). */
export async function insertProduct(
  db: Db,
  projectId: number,
  code: string,
  actor: Actor,
  range: [min: number, max: number] = [20, 250],
): Promise<number> {
  const row = await db
    .insertInto('drugProduct')
    .values({
      ...stamp(actor),
      projectId,
      code,
      name: `研究药物 ${code}`,
      specification: '10 mg × 28 片',
      dosageForm: '片剂',
      packUnit: '盒',
      unitsPerPack: 28,
      storageMinTenths: range[0],
      storageMaxTenths: range[1],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PackSpec {
  projectId: number;
  productId: number;
  warehouseId: number;
  kitNumber: string;
  expiryDate?: string;
  quantity?: number;
}

/** A pack line put in available stock (movement stockIn); answers its id. */
export async function insertPackInStock(db: Db, spec: PackSpec, actor: Actor): Promise<number> {
  const quantity = spec.quantity ?? 1;
  const { id } = await db
    .insertInto('drugPack')
    .values({
      projectId: spec.projectId,
      productId: spec.productId,
      kitNumber: spec.kitNumber,
      batchNumber: 'B2601',
      expiryDate: spec.expiryDate ?? '2027-06-30',
      quantity,
      createdBy: actor.actorName,
      createdAt: isoTime(actor.at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const move: StockMove = { packId: id, warehouseId: spec.warehouseId, state: 'available', quantity };
  await db
    .transaction()
    .execute((trx) => moveStock(trx, [move], { projectId: spec.projectId, movement: 'stockIn', refId: 1, actor }));
  return id;
}
