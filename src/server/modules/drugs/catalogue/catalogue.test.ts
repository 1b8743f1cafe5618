import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
let projectId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

const drug = () => ({
  projectId,
  code: 'T1',
  name: '测试药',
  specification: '10 mg × 28 片',
  dosageForm: '片剂',
  packUnit: '盒',
  unitsPerPack: 28,
  storageMinTenths: 20,
  storageMaxTenths: 250,
  storageNote: null,
  blinded: true,
});

describe('drug settings', () => {
  it('answers the defaults, then saves once per version with an audit row', async () => {
    const first = (await t.get(`/api/ctdms/drug/setting/${projectId}`, 'drugmanager')).json().data;
    expect(first).toEqual({
      projectId,
      management: 'centralPharmacy',
      expiryWarningDays: 30,
      needsPrescription: false,
      version: 0,
    });
    const body = {
      projectId,
      version: 0,
      management: 'departmentPharmacy',
      expiryWarningDays: 60,
      needsPrescription: true,
    };
    const saved = await t.post('/api/ctdms/drug/setting/save', body, 'drugmanager');
    expect(saved.json().data).toEqual({ version: 1 });
    expect((await t.post('/api/ctdms/drug/setting/save', body, 'drugmanager')).json().data).toMatchObject({
      reason: 'stale_version',
    });
    const bad = await t.post(
      '/api/ctdms/drug/setting/save',
      { ...body, version: 1, expiryWarningDays: 0 },
      'drugmanager',
    );
    expect(bad.statusCode).toBe(400);
    expect((await t.get(`/api/ctdms/drug/setting/${projectId}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/ctdms/drug/setting/${projectId}`, 'drugmanager')).json().data).toMatchObject({
      management: 'departmentPharmacy',
      expiryWarningDays: 60,
      needsPrescription: true,
      version: 1,
    });
    expect((await auditRows(t.db, 'drugSetting.save'))[0]).toMatchObject({ entity: 'drug_setting' });
  });
});

describe('drugs, arms and dosages', () => {
  it('adds a drug, an arm and a dosage, and lists them', async () => {
    const created = await t.post('/api/ctdms/drug/save', drug(), 'drugmanager');
    expect(created.statusCode, created.body).toBe(200);
    const arm = (
      await t.post('/api/ctdms/drug/arm/save', { projectId, code: 'A', name: '试验组' }, 'drugmanager')
    ).json().data;
    const dosage = await t.post(
      '/api/ctdms/drug/dosage/save',
      { projectId, armId: arm.id, productId: created.json().data.id, packsPerVisit: 1, dailyUnits: 2 },
      'drugmanager',
    );
    expect(dosage.statusCode, dosage.body).toBe(200);
    const list = (await t.get(`/api/ctdms/drug/list/${projectId}`, 'drugmanager')).json().data;
    expect(list.products).toEqual([expect.objectContaining({ code: 'T1', blinded: true, packCount: 0, version: 1 })]);
    expect(list.arms).toEqual([expect.objectContaining({ code: 'A', name: '试验组', description: null })]);
    expect(list.dosages).toEqual([expect.objectContaining({ armId: arm.id, packsPerVisit: 1, dailyUnits: 2 })]);
    const [row] = await auditRows(t.db, 'drug.create');
    expect(row).toMatchObject({ entity: 'drug_product', actorName: 'drugmanager', after: { code: 'T1', blinded: 1 } });
  });

  it('refuses a duplicate code, a range with min not below max, and another dosage of the same pair', async () => {
    const again = await t.post('/api/ctdms/drug/save', drug(), 'drugmanager');
    expect(again.json()).toMatchObject({ isOk: false, field: 'code' });
    const range = await t.post('/api/ctdms/drug/save', { ...drug(), code: 'T2', storageMinTenths: 250 }, 'drugmanager');
    expect(range.json()).toMatchObject({ isOk: false, field: 'storageMaxTenths' });
    const cold = await t.post('/api/ctdms/drug/save', { ...drug(), code: 'T3', storageMinTenths: -900 }, 'drugmanager');
    expect(cold.statusCode).toBe(400);
    const { products, arms } = (await t.get(`/api/ctdms/drug/list/${projectId}`, 'drugmanager')).json().data;
    const pair = { projectId, armId: arms[0].id, productId: products[0].id, packsPerVisit: 2, dailyUnits: 2 };
    expect((await t.post('/api/ctdms/drug/dosage/save', pair, 'drugmanager')).json()).toMatchObject({
      field: 'productId',
    });
    expect(products).toHaveLength(1);
  });

  it('edits with a version check and refuses a stale one', async () => {
    const [product] = (await t.get(`/api/ctdms/drug/list/${projectId}`, 'drugmanager')).json().data.products;
    const edit = { ...drug(), id: product.id, version: 1, name: '测试药（新）' };
    expect((await t.post('/api/ctdms/drug/save', edit, 'drugmanager')).json().data).toEqual({
      id: product.id,
      version: 2,
    });
    expect((await t.post('/api/ctdms/drug/save', edit, 'drugmanager')).json().data).toMatchObject({
      reason: 'stale_version',
    });
    const [row] = await auditRows(t.db, 'drug.update');
    expect(row).toMatchObject({ before: { name: '测试药' }, after: { name: '测试药（新）' } });
  });

  it('deletes a drug only once nothing refers to it', async () => {
    const { products, dosages } = (await t.get(`/api/ctdms/drug/list/${projectId}`, 'drugmanager')).json().data;
    const refuse = await t.post('/api/ctdms/drug/delete', { projectId, id: products[0].id, version: 2 }, 'drugmanager');
    expect(refuse.statusCode).toBe(400);
    expect(refuse.json().msg).toContain('剂量');
    await t.post('/api/ctdms/drug/dosage/delete', { projectId, id: dosages[0].id, version: 1 }, 'drugmanager');
    await t.db
      .insertInto('drugPack')
      .values({
        projectId,
        productId: products[0].id,
        kitNumber: 'X-1',
        batchNumber: 'B1',
        expiryDate: '2027-01-01',
        quantity: 1,
        createdBy: 'test',
        createdAt: '2026-01-05T00:00:00.000Z',
      })
      .execute();
    const withPack = await t.post(
      '/api/ctdms/drug/delete',
      { projectId, id: products[0].id, version: 2 },
      'drugmanager',
    );
    expect(withPack.json().msg).toBe('该药品已有 1 条药品记录（到货或库存），不能删除');
    await t.db.deleteFrom('drugPack').where('kitNumber', '=', 'X-1').execute();
    const gone = await t.post('/api/ctdms/drug/delete', { projectId, id: products[0].id, version: 2 }, 'drugmanager');
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await auditRows(t.db, 'drug.delete'))[0]).toMatchObject({ before: { code: 'T1' } });
  });

  it('refuses writes without drug:catalogue and rows of another project', async () => {
    for (const user of ['pharmacist', 'investigator', 'monitor']) {
      expect((await t.post('/api/ctdms/drug/save', { ...drug(), code: 'Z' }, user)).statusCode, user).toBe(403);
    }
    expect((await t.get(`/api/ctdms/drug/list/${projectId}`, 'investigator')).statusCode).toBe(403);
    const other = (
      await t.db.selectFrom('project').select('id').orderBy('id').offset(1).limit(1).executeTakeFirstOrThrow()
    ).id;
    const arm = (await t.get(`/api/ctdms/drug/list/${projectId}`, 'drugmanager')).json().data.arms[0];
    const moved = await t.post(
      '/api/ctdms/drug/arm/save',
      { projectId: other, id: arm.id, version: arm.version, code: 'A', name: 'x' },
      'drugmanager',
    );
    expect(moved.statusCode).toBe(404);
  });
});
