import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const central = { kind: 'central', name: '测试中心药房', department: '药剂科', location: '门诊楼B1', active: true };

describe('pharmacies', () => {
  it('lets the drug manager create and edit a pharmacy, with audit rows and version checks', async () => {
    const created = await t.post('/api/phm/warehouse/save', central, 'drugmanager');
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json().data;
    expect(version).toBe(1);
    const [createRow] = await auditRows(t.db, 'warehouse.create');
    expect(createRow).toMatchObject({ entity: 'drug_warehouse', entityId: String(id), actorName: 'drugmanager' });

    const edited = await t.post(
      '/api/phm/warehouse/save',
      { ...central, id, version: 1, location: '门诊楼B2', active: false },
      'drugmanager',
    );
    expect(edited.json().data).toEqual({ id, version: 2 });
    const [updateRow] = await auditRows(t.db, 'warehouse.update');
    expect(updateRow).toMatchObject({
      before: { location: '门诊楼B1', active: 1 },
      after: { location: '门诊楼B2', active: 0 },
    });

    const stale = await t.post('/api/phm/warehouse/save', { ...central, id, version: 1 }, 'drugmanager');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().data).toMatchObject({ reason: 'stale_version' });

    const list = (await t.get('/api/phm/warehouse/list', 'pharmacist')).json().data;
    expect(list.find((row: { id: number }) => row.id === id)).toMatchObject({
      name: '测试中心药房',
      location: '门诊楼B2',
      active: false,
      version: 2,
    });
  });

  it('refuses a second pharmacy of the same name, naming the field', async () => {
    const again = await t.post('/api/phm/warehouse/save', central, 'drugmanager');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'name' });
    const blank = await t.post('/api/phm/warehouse/save', { ...central, name: '  ' }, 'drugmanager');
    expect(blank.statusCode).toBe(400);
  });

  it('lets only warehouse:manage change pharmacies and only the page read them', async () => {
    const other = { ...central, name: '另一药房' };
    expect((await t.post('/api/phm/warehouse/save', other, 'pharmacist')).statusCode).toBe(403);
    expect((await t.post('/api/phm/warehouse/save', other, 'coordinator')).statusCode).toBe(403);
    expect((await t.get('/api/phm/warehouse/list', 'coordinator')).statusCode).toBe(403);
    expect((await t.post('/api/phm/warehouse/save', other, 'admin')).statusCode).toBe(200);
  });
});
