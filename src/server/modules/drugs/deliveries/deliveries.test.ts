import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type StaffTestApp } from '../../../staff-test-kit';
import {
  type DrugCatalogue,
  buildDrugCatalogue,
  demoProjects,
  grantDrugRoles,
  startDrugTestApp,
} from '../drug-test-kit';
import { ledgerMismatches } from '../ledger/ledger';

let t: StaffTestApp;
let projectId: number;
let c: DrugCatalogue;

beforeAll(async () => {
  t = await startDrugTestApp();
  [projectId = 0] = await demoProjects(t.db);
  c = await buildDrugCatalogue(t.db, projectId, t.clock());
  await grantDrugRoles(t.db);
});
afterAll(() => t.close());

const pack = (kitNumber: string, extra: Record<string, unknown> = {}) => ({
  kitNumber,
  batchNumber: 'B2601',
  expiryDate: '2027-06-30',
  productId: c.products.IP,
  armId: c.arms.A,
  quantity: 1,
  ...extra,
});

async function recordSponsor(shipmentNumber: string, packs: unknown[], as = 'drugmanager') {
  return t.post(
    '/api/phm/delivery/record',
    { projectId, kind: 'sponsor', warehouseId: c.central, shipmentNumber, packs },
    as,
  );
}

async function deliveryRow(id: number) {
  const response = await t.get(`/api/phm/delivery/list/${projectId}?limit=100`, 'drugmanager');
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json().rows as { id: number; status: string; version: number; packs: { kitNumber: string }[] }[]
  ).find((row) => row.id === id);
}

async function act(action: string, id: number, body: Record<string, unknown> = {}, as = 'drugmanager') {
  const row = await deliveryRow(id);
  return t.post(`/api/phm/delivery/${action}`, { projectId, id, version: row?.version ?? 1, ...body }, as);
}

const stockOf = (kitNumber: string) =>
  t.db
    .selectFrom('drugStock as s')
    .innerJoin('drugPack as p', 'p.id', 's.packId')
    .select(['s.warehouseId', 's.state', 's.quantity'])
    .where('p.projectId', '=', projectId)
    .where('p.kitNumber', '=', kitNumber)
    .where('s.quantity', '>', 0)
    .orderBy('s.warehouseId')
    .execute();

describe('drug deliveries', () => {
  it('a received delivery put in stock shows its packs in stock; each step is audited', async () => {
    // The demo's own deliveries were audited when it loaded: count this test's rows only.
    const receivedBefore = (await auditRows(t.db, 'delivery.receive')).length;
    const recorded = await recordSponsor('SH-001', [
      pack('K-0001'),
      pack('K-0002'),
      pack('LOT-01', { quantity: 10, armId: null, productId: c.products.CP }),
    ]);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const { id } = recorded.json().data as { id: number };
    expect((await deliveryRow(id))?.packs.map((p) => p.kitNumber)).toEqual(['K-0001', 'K-0002', 'LOT-01']);
    expect(await stockOf('LOT-01')).toEqual([]);

    expect((await act('stockIn', id)).json().msg).toContain('只能将已接收的到货入库');
    const received = await act('receive', id, { temperatureNote: '冷链 4.2 °C，温度记录仪无报警' });
    expect(received.statusCode, received.body).toBe(200);
    const stocked = await act('stockIn', id);
    expect(stocked.statusCode, stocked.body).toBe(200);
    expect((await deliveryRow(id))?.status).toBe('inStock');
    expect(await stockOf('LOT-01')).toEqual([{ warehouseId: c.central, state: 'available', quantity: 10 }]);
    expect(await stockOf('K-0002')).toEqual([{ warehouseId: c.central, state: 'available', quantity: 1 }]);
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
    expect((await auditRows(t.db, 'delivery.stockIn'))[0]).toMatchObject({
      entity: 'drug_delivery',
      entityId: String(id),
    });
    expect(await auditRows(t.db, 'delivery.receive')).toHaveLength(receivedBefore + 1);
  });

  it('a refused delivery needs its reason and never has stock', async () => {
    const { id } = (await recordSponsor('SH-002', [pack('K-0101'), pack('K-0102')])).json().data as { id: number };
    const noReason = await act('refuse', id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const refused = await act('refuse', id, { reason: '运输途中温度超标（最高 12.5 °C）' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await act('receive', id)).json().msg).toContain('只能接收待接收的到货');
    expect((await act('stockIn', id)).statusCode).toBe(400);
    expect(await stockOf('K-0101')).toEqual([]);
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
  });

  it('a kit number already in the project is refused by name, and nothing is stored', async () => {
    const before = await t.db.selectFrom('drugDelivery').select('id').execute();
    const again = await recordSponsor('SH-003', [pack('K-0201'), pack('K-0001')]);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ data: { field: 'packs' } });
    expect(again.json().msg).toContain('K-0001');
    const twice = await recordSponsor('SH-003', [pack('K-0202'), pack('K-0202')]);
    expect(twice.json().msg).toContain('K-0202');
    const otherArm = await recordSponsor('SH-003', [pack('K-0203', { armId: 999_999 })]);
    expect(otherArm.statusCode).toBe(400);
    expect(await t.db.selectFrom('drugDelivery').select('id').execute()).toHaveLength(before.length);
    expect(
      await t.db.selectFrom('drugPack').select('id').where('kitNumber', 'in', ['K-0201', 'K-0202', 'K-0203']).execute(),
    ).toEqual([]);
  });

  it('a stale version is refused', async () => {
    const { id } = (await recordSponsor('SH-004', [pack('K-0301')])).json().data as { id: number };
    const response = await t.post('/api/phm/delivery/receive', { projectId, id, version: 7 }, 'drugmanager');
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ reason: 'stale_version' });
  });

  it('a transfer moves packs into transit, then into stock or, refused, to the source quarantine', async () => {
    const transferOf = async (shipmentNumber: string, quantity: number) =>
      t.post(
        '/api/phm/delivery/record',
        {
          projectId,
          kind: 'transfer',
          warehouseId: c.department,
          sourceWarehouseId: c.central,
          shipmentNumber,
          lines: [{ kitNumber: 'LOT-01', quantity }],
        },
        'drugmanager',
      );
    const tooMany = await transferOf('TR-000', 11);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data).toMatchObject({ reason: 'insufficient_stock' });

    const first = (await transferOf('TR-001', 4)).json().data as { id: number };
    expect(await stockOf('LOT-01')).toEqual([
      { warehouseId: c.central, state: 'available', quantity: 6 },
      { warehouseId: c.department, state: 'inTransit', quantity: 4 },
    ]);
    await act('receive', first.id);
    expect((await act('stockIn', first.id)).statusCode).toBe(200);
    const second = (await transferOf('TR-002', 2)).json().data as { id: number };
    expect((await act('refuse', second.id, { reason: '外包装破损' })).statusCode).toBe(200);
    expect(await stockOf('LOT-01')).toEqual([
      { warehouseId: c.central, state: 'available', quantity: 4 },
      { warehouseId: c.central, state: 'quarantined', quantity: 2 },
      { warehouseId: c.department, state: 'available', quantity: 4 },
    ]);
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
  });

  it('receiving needs delivery:receive; reading needs the page', async () => {
    const { id } = (await recordSponsor('SH-005', [pack('K-0401')])).json().data as { id: number };
    expect((await act('receive', id, {}, 'monitor')).statusCode).toBe(403);
    expect((await recordSponsor('SH-006', [pack('K-0402')], 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/phm/delivery/list/${projectId}`, 'monitor')).statusCode).toBe(200);
    expect((await t.get(`/api/phm/delivery/list/${projectId}`, 'finance')).statusCode).toBe(403);
    expect((await deliveryRow(id))?.status).toBe('recorded');
  });
});
