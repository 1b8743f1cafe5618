import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processActor } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { ledgerMismatches, stockOfPack } from '../ledger/ledger';
import { insertPackInStock, insertProduct, insertWarehouse } from '../stock-fixtures';
import { createStorageService } from './service';

let t: StaffTestApp;
let projectId: number;
let otherProjectId: number;
let fridge: number;
let fridgeKit: number;
let roomKit: number;
let otherKit: number;
const AS = 'drugmanager';
const actor = () => processActor('system', t.clock());
const at = (iso: string) => Date.parse(iso);

beforeAll(async () => {
  t = await createStaffTestApp();
  [projectId, otherProjectId] = (await t.db.selectFrom('project').select('id').orderBy('id').limit(2).execute()).map(
    (row) => row.id,
  ) as [number, number];
  fridge = await insertWarehouse(t.db, '冷藏药柜（测试）', actor());
  const cold = await insertProduct(t.db, projectId, 'COLD', actor(), [20, 80]);
  const room = await insertProduct(t.db, projectId, 'ROOM', actor(), [20, 250]);
  const otherCold = await insertProduct(t.db, otherProjectId, 'COLD', actor(), [20, 80]);
  const spec = { projectId, warehouseId: fridge, quantity: 4 };
  fridgeKit = await insertPackInStock(t.db, { ...spec, productId: cold, kitNumber: 'C-1' }, actor());
  roomKit = await insertPackInStock(t.db, { ...spec, productId: room, kitNumber: 'R-1' }, actor());
  otherKit = await insertPackInStock(
    t.db,
    { projectId: otherProjectId, productId: otherCold, warehouseId: fridge, kitNumber: 'C-9', quantity: 2 },
    actor(),
  );
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'drug_manager').executeTakeFirstOrThrow();
  await t.db
    .insertInto('rolePermission')
    .values(
      [
        ['page', 'DrugInventory'],
        ['button', 'excursion:decide'],
      ].map(([kind, name]) => ({ roleId: role.id, scope: 'project', kind: kind ?? '', name: name ?? '' })),
    )
    .onConflict((c) => c.doNothing())
    .execute();
});
afterAll(async () => t.close());

interface ExcursionPage {
  total: number;
  rows: { id: number; version: number; status: string; packs: number; quarantined: number; celsiusTenths: number }[];
}
const excursions = async (project = projectId) =>
  (await t.get(`/api/ctims/excursion/list/${project}`, AS)).json<ExcursionPage>();

describe('temperature excursions', () => {
  it('a reading outside a drug range quarantines that drug and not the others, once per project', async () => {
    const storage = createStorageService(t.db);
    const inRange = await storage.record(
      {
        warehouseId: fridge,
        source: 'device',
        device: 'LOG-7',
        readings: [{ at: at('2026-01-04T00:00:00Z'), tenths: 50 }],
      },
      actor(),
    );
    expect(inRange).toEqual({ added: 1, duplicates: 0, excursions: [] });

    const warm = [
      { at: at('2026-01-04T01:00:00Z'), tenths: 95 },
      { at: at('2026-01-04T01:10:00Z'), tenths: 120 },
    ];
    const result = await storage.record(
      { warehouseId: fridge, source: 'device', device: 'LOG-7', readings: warm },
      actor(),
    );
    // One excursion for each project with cold stock; the second warm reading opens none more.
    expect(result.added).toBe(2);
    expect(result.excursions).toHaveLength(2);
    expect(await stockOfPack(t.db, fridgeKit)).toEqual([
      { warehouseId: fridge, state: 'available', quantity: 0 },
      { warehouseId: fridge, state: 'quarantined', quantity: 4 },
    ]);
    // 9.5 °C is within the 2–25 °C drug's range: its stock stays available.
    expect(await stockOfPack(t.db, roomKit)).toEqual([{ warehouseId: fridge, state: 'available', quantity: 4 }]);
    expect((await excursions()).rows).toMatchObject([
      { status: 'open', packs: 1, quarantined: 4, celsiusTenths: 95, products: ['COLD 研究药物 COLD'] },
    ]);
    expect((await excursions(otherProjectId)).rows).toMatchObject([{ status: 'open', quarantined: 2 }]);

    const again = await storage.record(
      { warehouseId: fridge, source: 'device', device: 'LOG-7', readings: warm },
      actor(),
    );
    expect(again).toEqual({ added: 0, duplicates: 2, excursions: [] });
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
    expect(await auditRows(t.db, 'drugExcursion.open')).toHaveLength(2);
  });

  it('the sponsor releases one project excursion (stock back) and rejects the other (stock stays)', async () => {
    const [open] = (await excursions()).rows;
    const decide = (body: Record<string, unknown>, project = projectId) =>
      t.post('/api/ctims/excursion/decide', { projectId: project, ...body }, AS);
    const stale = await decide({ id: open?.id, version: (open?.version ?? 0) + 1, action: 'release' });
    expect(stale.statusCode).toBe(400);
    const released = await decide({
      id: open?.id,
      version: open?.version,
      action: 'release',
      note: '申办方评估：可继续使用',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(await stockOfPack(t.db, fridgeKit)).toEqual([
      { warehouseId: fridge, state: 'available', quantity: 4 },
      { warehouseId: fridge, state: 'quarantined', quantity: 0 },
    ]);
    const twice = await decide({ id: open?.id, version: released.json().data.version, action: 'reject' });
    expect(twice.statusCode).toBe(400);

    const [other] = (await excursions(otherProjectId)).rows;
    const rejected = await decide({ id: other?.id, version: other?.version, action: 'reject' }, otherProjectId);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await stockOfPack(t.db, otherKit)).toContainEqual({
      warehouseId: fridge,
      state: 'quarantined',
      quantity: 2,
    });
    expect((await excursions(otherProjectId)).rows).toMatchObject([{ status: 'rejected', decidedBy: AS }]);
    expect(await ledgerMismatches(t.db, otherProjectId)).toEqual([]);
  });

  it('an excursion of another project is not found; deciding needs excursion:decide', async () => {
    const [other] = (await excursions(otherProjectId)).rows;
    const wrongProject = await t.post(
      '/api/ctims/excursion/decide',
      { projectId, id: other?.id, version: other?.version, action: 'release' },
      AS,
    );
    expect(wrongProject.statusCode).toBe(404);
    const monitor = await t.post(
      '/api/ctims/excursion/decide',
      { projectId, id: 1, version: 1, action: 'release' },
      'monitor',
    );
    expect(monitor.statusCode).toBe(403);
  });
});
