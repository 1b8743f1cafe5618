import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { ledgerMismatches } from '../../modules/drugs';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../staff-test-kit';
import { loadDrugDemo } from './demo-drugs';
import { loadRecruitmentDemo } from './demo-recruitment';

let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  expect(await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock())).toBe(true);
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(2).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

describe('demo drug supply', () => {
  it('loads once: two pharmacies, and on the first two projects settings, drugs, arms and dosages', async () => {
    expect(await loadDrugDemo(t.db, t.clock())).toBe(false);
    const warehouses = (await t.get('/api/phm/warehouse/list', 'drugmanager')).json().data;
    expect(warehouses.map((row: { name: string }) => row.name)).toEqual(['中心药房', '肿瘤内科药房']);
    const [first, second] = projects;
    const setting = (await t.get(`/api/ctdms/drug/setting/${second}`, 'drugmanager')).json().data;
    expect(setting).toMatchObject({ management: 'departmentPharmacy', expiryWarningDays: 30 });
    const catalogue = (await t.get(`/api/ctdms/drug/list/${first}`, 'drugmanager')).json().data;
    expect(catalogue.products.map((row: { code: string; blinded: boolean }) => [row.code, row.blinded])).toEqual([
      ['CP', false],
      ['IP', true],
    ]);
    expect(catalogue.arms.map((row: { code: string }) => row.code)).toEqual(['A', 'B']);
    expect(catalogue.dosages).toHaveLength(2);
    expect(await auditRows(t.db, 'drugs.demoLoad')).toHaveLength(2);
  });

  it('puts the kits in stock through the ledger, with a batch expiring within 30 days', async () => {
    for (const projectId of projects) {
      expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
      const stock = (await t.get(`/api/phm/stock/list/${projectId}?limit=100`, 'pharmacist')).json();
      // The kits of this demo's delivery (the movements demo adds its own, lettered kits).
      const own = stock.rows.filter((row: { kitNumber: string }) => row.kitNumber.startsWith(`K${projectId}-0`));
      expect(own).toHaveLength(12);
      expect(stock.rows[0]).toMatchObject({ kitNumber: `K${projectId}-0001`, state: 'available' });
    }
    // The seed's clock is 2026-01-05: batch B2601 expires on 2026-01-25.
    const batches = (await t.get(`/api/phm/stock/batches/${projects[0]}`, 'pharmacist')).json().data;
    expect(batches).toContainEqual(
      expect.objectContaining({
        productCode: 'IP',
        batchNumber: 'B2601',
        expiryDate: '2026-01-25',
        nearExpiry: true,
        available: 2,
      }),
    );
    // B2602 also holds the movements demo's kits: only its expiry state is this demo's to check.
    expect(batches).toContainEqual(expect.objectContaining({ batchNumber: 'B2602', nearExpiry: false }));
  });

  it('has returns with compliance, a closed batch and an excursion awaiting the sponsor on the first project', async () => {
    const [first, second] = projects;
    const returns = (await t.get(`/api/recovery/return/list/${first}`, 'drugmanager')).json().rows;
    expect(returns.map((row: { complianceFlag: string }) => row.complianceFlag).sort()).toEqual(['low', 'ok']);
    const batches = (await t.get(`/api/phm/reconciliation/${first}`, 'drugmanager')).json().rows;
    const closed = batches.filter((row: { batchNumber: string }) => row.batchNumber === 'B2603');
    expect(closed.map((row: { closed: boolean; difference: number }) => [row.closed, row.difference])).toEqual([
      [true, 0],
      [true, 0],
    ]);
    const excursions = async (projectId?: number) =>
      (await t.get(`/api/ctims/excursion/list/${projectId}`, 'drugmanager')).json().rows;
    expect(await excursions(first)).toMatchObject([{ status: 'open', quarantined: 2, warehouseName: '肿瘤内科药房' }]);
    expect(await excursions(second)).toMatchObject([{ status: 'released' }]);
    for (const projectId of projects) expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
  });
});
