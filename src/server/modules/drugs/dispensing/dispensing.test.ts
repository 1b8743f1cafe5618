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
let projects: number[];
const catalogues: DrugCatalogue[] = [];

interface Subject {
  id: number;
  arm: string | null;
  visitId: number;
}

async function subjectOfArm(projectId: number, arm: string): Promise<Subject> {
  const row = await t.db
    .selectFrom('trialSubject as s')
    .innerJoin('subjectVisit as v', 'v.subjectId', 's.id')
    .select(['s.id', 's.randomisationArm as arm', 'v.id as visitId'])
    .where('s.projectId', '=', projectId)
    .where('s.status', '=', 'enrolled')
    .where('s.invalid', '=', 0)
    .where('s.randomisationArm', '=', arm)
    .orderBy('s.id')
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  return row;
}

/** Records, receives and stocks packs in the central pharmacy through the API (catalogue 0: project 1, 1: project 3). */
async function stockPacks(position: number, packs: Record<string, unknown>[]) {
  const c = catalogues[position] as DrugCatalogue;
  const projectId = projects[position === 0 ? 0 : 2] ?? 0;
  const recorded = await t.post(
    '/api/phm/delivery/record',
    { projectId, kind: 'sponsor', warehouseId: c.central, shipmentNumber: `SH-${packs.length}`, packs },
    'drugmanager',
  );
  expect(recorded.statusCode, recorded.body).toBe(200);
  const { id } = recorded.json().data as { id: number };
  expect((await t.post('/api/phm/delivery/receive', { projectId, id, version: 1 }, 'drugmanager')).statusCode).toBe(
    200,
  );
  expect((await t.post('/api/phm/delivery/stockIn', { projectId, id, version: 2 }, 'drugmanager')).statusCode).toBe(
    200,
  );
}

const kit = (kitNumber: string, productId: number, armId: number | null, extra: Record<string, unknown> = {}) => ({
  kitNumber,
  batchNumber: 'B2601',
  expiryDate: '2027-06-30',
  productId,
  armId,
  quantity: 1,
  ...extra,
});

beforeAll(async () => {
  t = await startDrugTestApp();
  projects = await demoProjects(t.db);
  catalogues.push(await buildDrugCatalogue(t.db, projects[0] ?? 0, t.clock()));
  catalogues.push(await buildDrugCatalogue(t.db, projects[2] ?? 0, t.clock(), { needsPrescription: true }));
  await grantDrugRoles(t.db);
  const c = catalogues[0] as DrugCatalogue;
  await stockPacks(0, [
    kit('K1-0001', c.products.IP, c.arms.A),
    kit('K1-0002', c.products.IP, c.arms.B),
    kit('K1-0003', c.products.CP, null),
    kit('K1-EXP', c.products.IP, null, { expiryDate: '2026-01-04' }),
    kit('LOT-IP', c.products.IP, null, { quantity: 10, batchNumber: 'B2602' }),
  ]);
});
afterAll(() => t.close());

const project = () => projects[0] ?? 0;
const cat = () => catalogues[0] as DrugCatalogue;
const give = (
  subject: Subject,
  lines: { kitNumber: string; quantity: number }[],
  extra: Record<string, unknown> = {},
  as = 'drugmanager',
) =>
  t.post(
    '/api/phm/distribution/give',
    {
      projectId: project(),
      subjectId: subject.id,
      visitId: subject.visitId,
      warehouseId: cat().central,
      lines,
      ...extra,
    },
    as,
  );
const available = async (kitNumber: string) => {
  const row = await t.db
    .selectFrom('drugStock as s')
    .innerJoin('drugPack as p', 'p.id', 's.packId')
    .select('s.quantity')
    .where('p.kitNumber', '=', kitNumber)
    .where('s.state', '=', 'available')
    .executeTakeFirst();
  return row?.quantity ?? 0;
};

describe('dispensing', () => {
  it('20 concurrent dispensings from a lot of 10 packs give exactly 10, refuse 10 for insufficient stock, and leave 0', async () => {
    // The demo's own dispensings were audited when it loaded: count this test's rows only.
    const givenBefore = (await auditRows(t.db, 'distribution.give')).length;
    const subject = await subjectOfArm(project(), 'A');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => give(subject, [{ kitNumber: 'LOT-IP', quantity: 1 }])),
    );
    expect(outcomes.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = outcomes.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(10);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        msg: expect.stringContaining('库存不足'),
        data: { reason: 'insufficient_stock' },
      });
    }
    expect(await available('LOT-IP')).toBe(0);
    expect(await auditRows(t.db, 'distribution.give')).toHaveLength(givenBefore + 10);
    expect(await ledgerMismatches(t.db, project())).toEqual([]);
  });

  it("checks each pack against the subject's arm, its expiry and its state", async () => {
    const a = await subjectOfArm(project(), 'A');
    const b = await subjectOfArm(project(), 'B');
    const wrongArm = await give(a, [{ kitNumber: 'K1-0002', quantity: 1 }]);
    expect(wrongArm.json()).toMatchObject({ data: { field: 'lines' }, msg: expect.stringContaining('K1-0002') });
    expect((await give(a, [{ kitNumber: 'K1-0003', quantity: 1 }])).json().msg).toContain('给药方案');
    expect((await give(b, [{ kitNumber: 'K1-0001', quantity: 1 }])).statusCode).toBe(400);
    expect((await give(a, [{ kitNumber: 'K1-EXP', quantity: 1 }])).json().msg).toContain('已过期');
    expect((await give(a, [{ kitNumber: 'K1-9999', quantity: 1 }])).json().msg).toContain('K1-9999');
    expect(await available('K1-0001')).toBe(1);
    const given = await give(b, [{ kitNumber: 'K1-0003', quantity: 1 }]);
    expect(given.statusCode, given.body).toBe(200);
    expect(await available('K1-0003')).toBe(0);
  });

  it('refuses quarantined stock with a clear message', async () => {
    const c = cat();
    await stockPacks(0, [kit('K1-Q01', c.products.IP, c.arms.A)]);
    const transfer = await t.post(
      '/api/phm/delivery/record',
      {
        projectId: project(),
        kind: 'transfer',
        warehouseId: c.department,
        sourceWarehouseId: c.central,
        shipmentNumber: 'TR-Q',
        lines: [{ kitNumber: 'K1-Q01', quantity: 1 }],
      },
      'drugmanager',
    );
    const { id } = transfer.json().data as { id: number };
    await t.post(
      '/api/phm/delivery/refuse',
      { projectId: project(), id, version: 1, reason: '冷链中断' },
      'drugmanager',
    );
    const refused = await give(await subjectOfArm(project(), 'A'), [{ kitNumber: 'K1-Q01', quantity: 1 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('隔离');
  });

  it('is reviewed by a second person only, and revoking puts the packs back', async () => {
    const subject = await subjectOfArm(project(), 'A');
    const given = await give(subject, [{ kitNumber: 'K1-0001', quantity: 1 }]);
    expect(given.statusCode, given.body).toBe(200);
    const { id } = given.json().data as { id: number };
    const own = await t.post('/api/phm/distribution/review', { projectId: project(), id, version: 1 }, 'drugmanager');
    expect(own.statusCode).toBe(400);
    expect(own.json().msg).toContain('不能复核自己发放');
    expect(
      (await t.post('/api/phm/distribution/review', { projectId: project(), id, version: 1 }, 'coordinator'))
        .statusCode,
    ).toBe(200);
    expect(await available('K1-0001')).toBe(0);
    const noReason = await t.post(
      '/api/phm/distribution/revoke',
      { projectId: project(), id, version: 2 },
      'drugmanager',
    );
    expect(noReason.statusCode).toBe(400);
    const revoked = await t.post(
      '/api/phm/distribution/revoke',
      { projectId: project(), id, version: 2, reason: '发错受试者' },
      'drugmanager',
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await available('K1-0001')).toBe(1);
    const again = await t.post(
      '/api/phm/distribution/revoke',
      { projectId: project(), id, version: 3, reason: '重复' },
      'drugmanager',
    );
    expect(again.statusCode).toBe(400);
    const list = await t.get(
      `/api/phm/distribution/list/${project()}?subjectId=${subject.id}&status=revoked`,
      'monitor',
    );
    expect(list.json().rows).toMatchObject([
      { id, status: 'revoked', revokeReason: '发错受试者', lines: [{ kitNumber: 'K1-0001', quantity: 1 }] },
    ]);
    expect(await ledgerMismatches(t.db, project())).toEqual([]);
  });

  it('needs drug:give, drug:review and drug:revoke', async () => {
    const subject = await subjectOfArm(project(), 'A');
    expect((await give(subject, [{ kitNumber: 'K1-0001', quantity: 1 }], {}, 'monitor')).statusCode).toBe(403);
    expect((await give(subject, [{ kitNumber: 'K1-0001', quantity: 1 }], {}, 'investigator')).statusCode).toBe(403);
    expect(await available('K1-0001')).toBe(1);
  });
});

describe('prescriptions', () => {
  it('a project that requires them dispenses on a published prescription, which is then dispensed', async () => {
    const projectId = projects[2] ?? 0;
    const c = catalogues[1] as DrugCatalogue;
    await stockPacks(1, [kit('K2-0001', c.products.IP, c.arms.A)]);
    const subject = await subjectOfArm(projectId, 'A');
    const body = {
      projectId,
      subjectId: subject.id,
      visitId: subject.visitId,
      warehouseId: c.central,
      lines: [{ kitNumber: 'K2-0001', quantity: 1 }],
    };
    const without = await t.post('/api/phm/distribution/give', body, 'drugmanager');
    expect(without.json()).toMatchObject({ data: { field: 'prescriptionId' } });
    const drafted = await t.post(
      '/api/phm/prescription/save',
      { projectId, subjectId: subject.id, productId: c.products.IP, packs: 1 },
      'investigator',
    );
    expect(drafted.statusCode, drafted.body).toBe(200);
    const { id } = drafted.json().data as { id: number };
    expect(
      (
        await t.post(
          '/api/phm/prescription/save',
          { projectId, subjectId: subject.id, productId: c.products.IP, packs: 1 },
          'drugmanager',
        )
      ).statusCode,
    ).toBe(403);
    const draftUsed = await t.post('/api/phm/distribution/give', { ...body, prescriptionId: id }, 'drugmanager');
    expect(draftUsed.json().msg).toContain('不是已开具状态');
    expect(
      (await t.post('/api/phm/prescription/publish', { projectId, id, version: 1 }, 'investigator')).statusCode,
    ).toBe(200);
    const given = await t.post('/api/phm/distribution/give', { ...body, prescriptionId: id }, 'drugmanager');
    expect(given.statusCode, given.body).toBe(200);
    const list = await t.get(`/api/phm/prescription/list/${projectId}`, 'investigator');
    expect(list.json().rows).toMatchObject([{ id, status: 'dispensed' }]);
    expect(
      (await t.post('/api/phm/prescription/cancel', { projectId, id, version: 3 }, 'investigator')).statusCode,
    ).toBe(400);
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
  });
});
