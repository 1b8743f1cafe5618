import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processActor } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { ledgerMismatches, stockOfPack } from '../ledger/ledger';
import { insertPackInStock, insertProduct, insertWarehouse } from '../stock-fixtures';

// The clock of the staff test app: 2026-01-05 02:00 UTC, 10:00 in the hospital (UTC+8).
let t: StaffTestApp;
let projectId: number;
let fridge: number;
let kit: number;
const actor = () => processActor('system', t.clock());

beforeAll(async () => {
  t = await createStaffTestApp();
  ({ id: projectId } = await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow());
  fridge = await insertWarehouse(t.db, '冷藏库（温度测试）', actor());
  const cold = await insertProduct(t.db, projectId, 'COLD-T', actor(), [20, 80]);
  kit = await insertPackInStock(
    t.db,
    { projectId, productId: cold, warehouseId: fridge, kitNumber: 'T-1', quantity: 3 },
    actor(),
  );
});
afterAll(async () => t.close());

const readings = async (as = 'pharmacist') =>
  (await t.get(`/api/ctims/temperature/list/${fridge}?limit=50`, as)).json<{
    total: number;
    rows: { measuredAt: string; celsiusTenths: number; source: string; device: string }[];
  }>();

describe("a pharmacy's temperatures", () => {
  it("imports a logger's file once; a file with unreadable lines is refused whole, naming them", async () => {
    const bad = await t.post(
      '/api/ctims/temperature/import',
      { warehouseId: fridge, device: 'LOG-1', csv: 'time,temp\n2026-01-04 08:00,4.5\n2026-01-04 08:30,warm\n' },
      'pharmacist',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'csv', msg: expect.stringContaining('3') });
    expect((await readings()).total).toBe(0);

    const csv = 'time,temp\n2026-01-04 08:00,4.5\n2026-01-04 08:30,5.1\n2026-01-04T01:00:00Z,4.9\n';
    const imported = await t.post(
      '/api/ctims/temperature/import',
      { warehouseId: fridge, device: 'LOG-1', csv },
      'pharmacist',
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ added: 3, duplicates: 0, excursions: [] });
    const again = await t.post(
      '/api/ctims/temperature/import',
      { warehouseId: fridge, device: 'LOG-1', csv },
      'pharmacist',
    );
    expect(again.json().data).toEqual({ added: 0, duplicates: 3, excursions: [] });
    // 08:00 in the hospital is 00:00 UTC; the latest first.
    expect((await readings()).rows.map((row) => [row.measuredAt, row.celsiusTenths])).toEqual([
      ['2026-01-04T01:00:00.000Z', 49],
      ['2026-01-04T00:30:00.000Z', 51],
      ['2026-01-04T00:00:00.000Z', 45],
    ]);
  });

  it('a reading typed in outside the range quarantines the drug, audited', async () => {
    const future = await t.post(
      '/api/ctims/temperature/record',
      { warehouseId: fridge, measuredAt: '2026-01-05T03:00:00Z', celsiusTenths: 50 },
      'pharmacist',
    );
    expect(future.json()).toMatchObject({ field: 'measuredAt' });
    const warm = await t.post(
      '/api/ctims/temperature/record',
      { warehouseId: fridge, measuredAt: '2026-01-05T01:00:00Z', celsiusTenths: 94 },
      'pharmacist',
    );
    expect(warm.statusCode, warm.body).toBe(200);
    expect(warm.json().data).toMatchObject({ added: 1, excursions: [expect.any(Number)] });
    expect(await stockOfPack(t.db, kit)).toContainEqual({ warehouseId: fridge, state: 'quarantined', quantity: 3 });
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
    expect((await auditRows(t.db, 'drugTemperature.record'))[0]).toMatchObject({ actorName: 'pharmacist' });
  });

  it('needs temperature:record to write and the pharmacies page to read', async () => {
    const body = { warehouseId: fridge, measuredAt: '2026-01-05T00:00:00Z', celsiusTenths: 50 };
    expect((await t.post('/api/ctims/temperature/record', body, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/ctims/temperature/list/${fridge}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/ctims/temperature/list/999999`, 'pharmacist')).statusCode).toBe(404);
  });
});
