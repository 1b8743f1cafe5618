import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StockMove } from '../../../../shared/domain/drugs/stock';
import type { Db } from '../../../db/database';
import { processActor } from '../../../services/staff-write';
import { insertProject, openTestDatabase } from '../../../test-support';
import { ledgerMismatches, moveStock, stockOfPack } from './ledger';

const AT = Date.parse('2026-03-02T02:00:00Z');
const actor = processActor('system', AT);
let db: Db;
let projectId: number;
let packId: number;
let warehouseId: number;

async function setUp() {
  projectId = await insertProject(db, { name: '药品台账测试' });
  const now = new Date(AT).toISOString();
  const stamp = { createdBy: 'system', createdAt: now, updatedAt: now };
  ({ id: warehouseId } = await db
    .insertInto('drugWarehouse')
    .values({ ...stamp, kind: 'central', name: '中心药房' })
    .returning('id')
    .executeTakeFirstOrThrow());
  const { id: productId } = await db
    .insertInto('drugProduct')
    .values({
      ...stamp,
      projectId,
      code: 'A',
      name: '试验药A',
      specification: '10 mg',
      dosageForm: '片剂',
      packUnit: '盒',
      unitsPerPack: 28,
      storageMinTenths: 20,
      storageMaxTenths: 250,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ({ id: packId } = await db
    .insertInto('drugPack')
    .values({
      projectId,
      productId,
      kitNumber: 'LOT-001',
      batchNumber: 'B2026',
      expiryDate: '2027-12-31',
      quantity: 10,
      createdBy: 'system',
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
}

const shelf = (quantity: number): StockMove => ({ packId, warehouseId, state: 'available', quantity });
const context = (refId: number) => ({ projectId, movement: 'dispense' as const, refId, actor });

beforeEach(async () => {
  db = await openTestDatabase();
  await setUp();
  await db.transaction().execute((trx) => moveStock(trx, [shelf(10)], { ...context(1), movement: 'stockIn' }));
});
afterEach(() => db.destroy());

describe('the drug stock ledger', () => {
  it('20 concurrent dispensings from a stock of 10 give exactly 10 successes and a stock of 0', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute((trx) => moveStock(trx, [shelf(-1)], context(i + 2))),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const outcome of refused) {
      expect(outcome.reason).toMatchObject({
        data: { reason: 'insufficient_stock', left: 0 },
      });
    }
    expect(await stockOfPack(db, packId)).toEqual([{ warehouseId, state: 'available', quantity: 0 }]);
    expect(await ledgerMismatches(db, projectId)).toEqual([]);
    const dispensed = await db.selectFrom('drugLedger').select('refId').where('movement', '=', 'dispense').execute();
    expect(dispensed).toHaveLength(10);
  });

  it('concurrent transactions moving the same packs in opposite orders all go through', async () => {
    const { id: otherPack } = await db
      .insertInto('drugPack')
      .values({
        projectId,
        productId: (await db.selectFrom('drugPack').select('productId').executeTakeFirstOrThrow()).productId,
        kitNumber: 'LOT-002',
        batchNumber: 'B2026',
        expiryDate: '2027-12-31',
        quantity: 10,
        createdBy: 'system',
        createdAt: new Date(AT).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = (quantity: number): StockMove => ({ packId: otherPack, warehouseId, state: 'available', quantity });
    await db.transaction().execute((trx) => moveStock(trx, [other(10)], { ...context(1), movement: 'stockIn' }));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db
          .transaction()
          .execute((trx) => moveStock(trx, i % 2 ? [shelf(-1), other(-1)] : [other(-1), shelf(-1)], context(i + 2))),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await stockOfPack(db, packId)).toEqual([{ warehouseId, state: 'available', quantity: 0 }]);
    expect(await stockOfPack(db, otherPack)).toEqual([{ warehouseId, state: 'available', quantity: 0 }]);
    expect(await ledgerMismatches(db, projectId)).toEqual([]);
  });

  it('a refused move rolls back every move of its transaction', async () => {
    const quarantine: StockMove = { packId, warehouseId, state: 'quarantined', quantity: 4 };
    await expect(
      db
        .transaction()
        .execute((trx) =>
          moveStock(trx, [shelf(-4), quarantine, shelf(-7)], { ...context(5), movement: 'quarantine' }),
        ),
    ).rejects.toMatchObject({ data: { reason: 'insufficient_stock', left: 6 } });
    expect(await stockOfPack(db, packId)).toEqual([{ warehouseId, state: 'available', quantity: 10 }]);
    expect(await db.selectFrom('drugLedger').select('id').execute()).toHaveLength(1);
  });

  it('moves between states keep the balances equal to the ledger', async () => {
    const quarantine = (quantity: number): StockMove => ({ packId, warehouseId, state: 'quarantined', quantity });
    await db
      .transaction()
      .execute((trx) => moveStock(trx, [shelf(-3), quarantine(3)], { ...context(9), movement: 'quarantine' }));
    await db
      .transaction()
      .execute((trx) => moveStock(trx, [quarantine(-1), shelf(1)], { ...context(9), movement: 'release' }));
    expect(await stockOfPack(db, packId)).toEqual([
      { warehouseId, state: 'available', quantity: 8 },
      { warehouseId, state: 'quarantined', quantity: 2 },
    ]);
    expect(await ledgerMismatches(db, projectId)).toEqual([]);
  });

  it('the database itself refuses a negative balance written around the ledger', async () => {
    await expect(
      db.updateTable('drugStock').set({ quantity: -1 }).where('packId', '=', packId).execute(),
    ).rejects.toThrow(/constraint|check/i);
  });
});
