import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDrugCatalogue, demoProjects, startDrugTestApp } from '../../modules/drugs/drug-test-kit';
import { ledgerMismatches } from '../../modules/drugs/ledger/ledger';
import { type StaffTestApp, auditRows } from '../../staff-test-kit';
import { loadDrugMovementDemo } from './demo-drug-movements';

let t: StaffTestApp;
let projects: number[];

beforeAll(async () => {
  t = await startDrugTestApp();
  projects = await demoProjects(t.db);
  expect(await t.db.selectFrom('drugDelivery').select('id').execute()).toEqual([]);
  for (const projectId of projects.slice(0, 2)) await buildDrugCatalogue(t.db, projectId, t.clock());
  await loadDrugMovementDemo(t.db, t.clock());
});
afterAll(() => t.close());

const deliveriesOf = (projectId: number) =>
  t.db
    .selectFrom('drugDelivery')
    .select(['id', 'status', 'refuseReason'])
    .where('projectId', '=', projectId)
    .orderBy('id')
    .execute();

describe('demo drug movements', () => {
  it('has a delivery refused for an excursion in transit, without stock, and one in stock, on both projects', async () => {
    for (const projectId of projects.slice(0, 2)) {
      const [refused, stocked] = await deliveriesOf(projectId);
      expect(refused).toMatchObject({ status: 'refused', refuseReason: expect.stringContaining('温度超标') });
      expect(stocked).toMatchObject({ status: 'inStock' });
      const refusedStock = await t.db
        .selectFrom('drugLedger as l')
        .innerJoin('drugPack as p', 'p.id', 'l.packId')
        .select('l.id')
        .where('p.deliveryId', '=', refused?.id ?? 0)
        .execute();
      expect(refusedStock).toEqual([]);
      expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
    }
  });

  it('dispenses to enrolled subjects at done visits: one reviewed, one awaiting review, one revoked', async () => {
    const rows = await t.db
      .selectFrom('drugDistribution as d')
      .innerJoin('subjectVisit as v', 'v.id', 'd.visitId')
      .select(['d.id', 'd.status', 'd.createdBy', 'd.reviewedBy', 'v.status as visitStatus'])
      .where('d.projectId', '=', projects[0] ?? 0)
      .orderBy('d.id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['reviewed', 'given', 'revoked']);
    expect(new Set(rows.map((row) => row.visitStatus))).toEqual(new Set(['done']));
    expect(rows[0]?.reviewedBy).not.toBe(rows[0]?.createdBy);
    // The recruitment demo's own load wrote its rows too: only these dispensings' count here.
    const ids = new Set(rows.map((row) => String(row.id)));
    expect((await auditRows(t.db, 'distribution.give')).filter((row) => ids.has(row.entityId ?? ''))).toHaveLength(3);
  });

  it('loads once, and leaves projects without a catalogue alone', async () => {
    await loadDrugMovementDemo(t.db, t.clock());
    expect(await deliveriesOf(projects[0] ?? 0)).toHaveLength(2);
    expect(await deliveriesOf(projects[2] ?? 0)).toEqual([]);
  });
});
