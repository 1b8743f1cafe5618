import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDrugCatalogue, demoProjects, startDrugTestApp } from '../../modules/drugs/drug-test-kit';
import { ledgerMismatches } from '../../modules/drugs/ledger/ledger';
import { reconciliationOf } from '../../modules/drugs/reconciliation/repository';
import { returnsPage } from '../../modules/drugs/recovery/repository';
import { excursionsPage } from '../../modules/drugs/storage/repository';
import type { StaffTestApp } from '../../staff-test-kit';
import { loadDrugMovementDemo } from './demo-drug-movements';
import { loadDrugReturnDemo } from './demo-drug-returns';

let t: StaffTestApp;
let projectId: number;

beforeAll(async () => {
  t = await startDrugTestApp();
  const projects = await demoProjects(t.db);
  projectId = projects[0] ?? 0;
  for (const id of projects.slice(0, 2)) await buildDrugCatalogue(t.db, id, t.clock());
  await loadDrugMovementDemo(t.db, t.clock());
  await loadDrugReturnDemo(t.db, t.clock());
});
afterAll(() => t.close());

describe('demo drug returns, recovery and excursion', () => {
  it('has two returns after 14 days: one compliant, one flagged low', async () => {
    const { rows } = await returnsPage(t.db, projectId, { offset: 0, limit: 10 });
    expect(rows.map((row) => [row.complianceFlag, row.compliancePercent]).sort()).toEqual([
      ['low', 50],
      ['ok', 93],
    ]);
  });

  it('closes batch B2603: all dispensed, returned and destroyed, nothing left or unaccounted', async () => {
    const batches = await reconciliationOf(t.db, projectId);
    const closed = batches.filter((row) => row.batchNumber === 'B2603');
    expect(closed).toHaveLength(2);
    for (const row of closed) expect(row).toMatchObject({ received: 1, inStock: 0, difference: 0, closed: true });
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
  });

  it("leaves an excursion quarantining the department pharmacy's stock until the sponsor decides", async () => {
    const { rows } = await excursionsPage(t.db, projectId, { offset: 0, limit: 10 });
    expect(rows).toMatchObject([{ status: 'open', warehouseName: '肿瘤内科药房', celsiusTenths: 275, quarantined: 2 }]);
  });

  it('loads once', async () => {
    await loadDrugReturnDemo(t.db, t.clock());
    expect((await returnsPage(t.db, projectId, { offset: 0, limit: 10 })).total).toBe(2);
    expect((await excursionsPage(t.db, projectId, { offset: 0, limit: 10 })).total).toBe(1);
  });
});
