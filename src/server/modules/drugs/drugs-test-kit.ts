/**
 * For the drugs area's server tests: a warehouse, a product and packs put in stock through a
 * sponsor delivery's stockIn movement (moveStock), as the deliveries part would.
 */
import type { Db } from '../../db/database';
import { processActor } from '../../services/staff-write';
import { moveStock } from './ledger/ledger';

export interface KitPack {
  kitNumber: string;
  batchNumber: string;
  expiryDate: string;
  quantity?: number;
  armId?: number | null;
}

const at = '2026-01-01T00:00:00.000Z';
const book = { createdBy: 'test', createdAt: at, updatedAt: at, version: 1 };

export async function createKitWarehouse(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto('drugWarehouse')
    .values({ kind: 'central', name, department: null, location: null, active: 1, ...book })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createKitProduct(db: Db, projectId: number, code: string, blinded = false): Promise<number> {
  const row = await db
    .insertInto('drugProduct')
    .values({
      projectId,
      code,
      name: `药品${code}`,
      specification: '10 mg',
      dosageForm: '片剂',
      packUnit: '盒',
      unitsPerPack: 28,
      storageMinTenths: 20,
      storageMaxTenths: 250,
      storageNote: null,
      blinded: blinded ? 1 : 0,
      ...book,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records a sponsor delivery of the packs into the warehouse and puts them in stock; answers the pack ids. */
export async function stockKitPacks(
  db: Db,
  target: { projectId: number; warehouseId: number; productId: number; now: number },
  packs: KitPack[],
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const { id: deliveryId } = await trx
      .insertInto('drugDelivery')
      .values({
        projectId: target.projectId,
        kind: 'sponsor',
        warehouseId: target.warehouseId,
        shipmentNumber: `S-${packs[0]?.kitNumber ?? 'x'}`,
        status: 'inStock',
        ...book,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const pack of packs) {
      const { id } = await trx
        .insertInto('drugPack')
        .values({
          projectId: target.projectId,
          productId: target.productId,
          armId: pack.armId ?? null,
          kitNumber: pack.kitNumber,
          batchNumber: pack.batchNumber,
          expiryDate: pack.expiryDate,
          quantity: pack.quantity ?? 1,
          deliveryId,
          createdBy: 'test',
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('drugDeliveryLine')
        .values({ deliveryId, packId: id, quantity: pack.quantity ?? 1 })
        .execute();
      ids.push(id);
    }
    const moves = packs.map((pack, index) => ({
      packId: ids[index] ?? 0,
      warehouseId: target.warehouseId,
      state: 'available' as const,
      quantity: pack.quantity ?? 1,
    }));
    await moveStock(trx, moves, {
      projectId: target.projectId,
      movement: 'stockIn',
      refId: deliveryId,
      actor: processActor('system', target.now),
    });
    return ids;
  });
}
