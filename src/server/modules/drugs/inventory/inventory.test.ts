import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../../../../shared/domain/drugs/stock';
import { processActor } from '../../../services/staff-write';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { createKitProduct, createKitWarehouse, stockKitPacks } from '../drugs-test-kit';
import { ledgerMismatches, moveStock } from '../ledger/ledger';

let t: StaffTestApp;
let projectId: number;
let warehouseId: number;
let packIds: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  warehouseId = await createKitWarehouse(t.db, '库存测试药房');
  const productId = await createKitProduct(t.db, projectId, 'IP', true);
  const { id: armId } = await t.db
    .insertInto('drugArm')
    .values({ projectId, code: 'A', name: '试验组', createdBy: 't', createdAt: 'x', updatedAt: 'x', version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The seed's clock is 2026-01-05 in the hospital: B1 expires within 30 days, B0 has expired.
  packIds = await stockKitPacks(t.db, { projectId, warehouseId, productId, now: t.clock() }, [
    { kitNumber: 'K-0001', batchNumber: 'B1', expiryDate: '2026-01-20', armId },
    { kitNumber: 'K-0002', batchNumber: 'B1', expiryDate: '2026-01-20', armId },
    { kitNumber: 'K-0003', batchNumber: 'B2', expiryDate: '2027-06-30', armId },
    { kitNumber: 'K-0004', batchNumber: 'B0', expiryDate: '2026-01-01', armId },
  ]);
  await t.db.transaction().execute(async (trx) => {
    const move = transfer(
      packIds[1] ?? 0,
      1,
      { warehouseId, state: 'available' },
      { warehouseId, state: 'quarantined' },
    );
    await moveStock(trx, move, {
      projectId,
      movement: 'quarantine',
      refId: 1,
      reason: '超温',
      actor: processActor('system', t.clock()),
    });
  });
});
afterAll(async () => t.close());

const list = async (query: string, as = 'pharmacist') =>
  (await t.get(`/api/phm/stock/list/${projectId}?${query}`, as)).json();

describe('drug inventory', () => {
  it('lists stock per pack line, soonest expiry first, with expiry flags and never the arm', async () => {
    const body = await list('');
    expect(body.total).toBe(4);
    expect(body.rows.map((row: { kitNumber: string; state: string }) => `${row.kitNumber}/${row.state}`)).toEqual([
      'K-0004/available',
      'K-0001/available',
      'K-0002/quarantined',
      'K-0003/available',
    ]);
    expect(body.rows[0]).toMatchObject({
      expired: true,
      nearExpiry: false,
      warehouseName: '库存测试药房',
      quantity: 1,
    });
    expect(body.rows[1]).toMatchObject({ expired: false, nearExpiry: true, productCode: 'IP' });
    expect(body.rows[3]).toMatchObject({ expired: false, nearExpiry: false });
    for (const row of body.rows) expect(Object.keys(row)).not.toContain('armId');
    expect(JSON.stringify(body)).not.toContain('试验组');
  });

  it('filters by state, batch, kit number, warehouse, expiring and expired, and pages', async () => {
    expect((await list('state=quarantined')).rows.map((row: { kitNumber: string }) => row.kitNumber)).toEqual([
      'K-0002',
    ]);
    expect((await list('batch=B2')).total).toBe(1);
    expect((await list('kitNumber=K-0003')).rows.map((row: { kitNumber: string }) => row.kitNumber)).toEqual([
      'K-0003',
    ]);
    expect((await list('kitNumber=K-000')).total).toBe(0);
    expect((await list(`warehouseId=${warehouseId}&expiring=true`)).total).toBe(2);
    expect((await list('expired=true')).rows.map((row: { kitNumber: string }) => row.kitNumber)).toEqual(['K-0004']);
    const page = await list('offset=2&limit=1');
    expect(page).toMatchObject({ total: 4, rows: [expect.objectContaining({ kitNumber: 'K-0002' })] });
    expect((await t.get(`/api/phm/stock/list/${projectId}?state=lost`, 'pharmacist')).statusCode).toBe(400);
  });

  it('sums each batch by state', async () => {
    const batches = (await t.get(`/api/phm/stock/batches/${projectId}`, 'monitor')).json().data;
    expect(batches).toEqual([
      expect.objectContaining({ batchNumber: 'B0', available: 1, quarantined: 0, expired: true }),
      expect.objectContaining({ batchNumber: 'B1', available: 1, quarantined: 1, inTransit: 0, nearExpiry: true }),
      expect.objectContaining({ batchNumber: 'B2', available: 1, returned: 0, nearExpiry: false }),
    ]);
  });

  it("shows a pack's ledger with who, when and why, and keeps the balances equal to it", async () => {
    const rows = (await t.get(`/api/phm/ledger/list/${projectId}?packId=${packIds[1]}`, 'investigator')).json().data;
    expect(rows).toMatchObject([
      { movement: 'stockIn', state: 'available', quantity: 1, refKind: 'delivery', createdBy: 'system' },
      { movement: 'quarantine', state: 'available', quantity: -1, reason: '超温' },
      { movement: 'quarantine', state: 'quarantined', quantity: 1, reason: '超温' },
    ]);
    expect(rows[0].createdAt).toBe('2026-01-05T02:00:00.000Z');
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
  });

  it('answers only those who hold the page', async () => {
    expect((await t.get(`/api/phm/stock/list/${projectId}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/phm/stock/batches/${projectId}`, 'finance')).statusCode).toBe(403);
  });
});
