import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockMove } from '../../../../shared/domain/drugs/stock';
import { processActor } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { ledgerMismatches, moveStock, stockOfPack } from '../ledger/ledger';
import { insertPackInStock, insertProduct, insertWarehouse } from '../stock-fixtures';

// The clock of the staff test app: 2026-01-05 10:00 in the hospital.
let t: StaffTestApp;
let projectId: number;
let subjectId: number;
let warehouseId: number;
const packs: Record<string, number> = {};
const AS = 'drugmanager';

const stamp = { createdBy: 'system', createdAt: '2025-11-01T00:00:00.000Z', updatedAt: '2025-11-01T00:00:00.000Z' };
const actor = () => processActor('system', t.clock());

async function insertCatalogue() {
  warehouseId = await insertWarehouse(t.db, '中心药房（测试）', actor());
  const productId = await insertProduct(t.db, projectId, 'IP', actor());
  const { id: armId } = await t.db
    .insertInto('drugArm')
    .values({ ...stamp, projectId, code: 'A', name: 'A 组' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('drugDosage')
    .values({ ...stamp, projectId, armId, productId, packsPerVisit: 1, dailyUnits: 1 })
    .execute();
  for (const [kitNumber, expiryDate, quantity] of [
    ['K-0001', '2027-06-30', 1],
    ['K-0002', '2027-06-30', 1],
    ['LOT-OLD', '2025-12-31', 5],
    ['LOT-NEW', '2027-06-30', 5],
  ] as const) {
    const spec = { projectId, productId, warehouseId, kitNumber, expiryDate, quantity };
    packs[kitNumber] = await insertPackInStock(t.db, spec, actor());
  }
}

/** A dispensing of the kits to the subject on a day, written as the dispensing service would. */
async function dispense(kits: string[], dispensedOn: string, status = 'reviewed') {
  return t.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('drugDistribution')
      .values({ ...stamp, projectId, subjectId, warehouseId, dispensedOn, status })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const kit of kits) {
      const packId = packs[kit] ?? 0;
      await trx.insertInto('drugDistributionLine').values({ distributionId: id, packId, quantity: 1 }).execute();
      const move: StockMove = { packId, warehouseId, state: 'available', quantity: -1 };
      await moveStock(trx, [move], { projectId, movement: 'dispense', refId: id, actor: actor() });
    }
    return id;
  });
}

beforeAll(async () => {
  t = await createStaffTestApp();
  // The first demo project (the drug manager is on it), and a subject on it randomised to arm A.
  ({ id: projectId } = await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow());
  ({ id: subjectId } = await t.db
    .insertInto('trialSubject')
    .values({
      projectId,
      subjectNumber: 'S-DRUG-001',
      seq: 9001,
      initials: 'W*',
      status: 'enrolled',
      screeningDate: '2025-11-20',
      enrolledDate: '2025-12-01',
      randomisationArm: 'A',
      createdAt: stamp.createdAt,
      updatedAt: stamp.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  await insertCatalogue();
  // The drug manager's grants on returns and recovery (kept when the standard role has them).
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'drug_manager').executeTakeFirstOrThrow();
  await t.db
    .insertInto('rolePermission')
    .values(
      [
        ['page', 'DrugRecovery'],
        ['button', 'drug:return'],
        ['button', 'drug:recover'],
        ['page', 'DrugReconciliation'],
      ].map(([kind, name]) => ({ roleId: role.id, scope: 'project', kind: kind ?? '', name: name ?? '' })),
    )
    .onConflict((c) => c.doNothing())
    .execute();
});
afterAll(async () => t.close());

const saveReturn = (body: Record<string, unknown>, as = AS) =>
  t.post('/api/recovery/return/save', { projectId, returnedOn: '2026-01-05', ...body }, as);
const saveRecovery = (body: Record<string, unknown>, as = AS) =>
  t.post(
    '/api/recovery/save',
    { projectId, warehouseId, kind: 'destroy', doneOn: '2026-01-05', doneBy: '吴海燕', method: '高温焚烧', ...body },
    as,
  );

describe('returns by subjects', () => {
  it('records a return once, sends the packs to returned stock and shows the compliance', async () => {
    const distributionId = await dispense(['K-0001'], '2025-12-08');
    const lines = [{ packId: packs['K-0001'], quantity: 1, unitsLeft: 3 }];
    const saved = await saveReturn({ distributionId, lines, note: '受试者自述漏服两次' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stockOfPack(t.db, packs['K-0001'] ?? 0)).toEqual([
      { warehouseId, state: 'available', quantity: 0 },
      { warehouseId, state: 'returned', quantity: 1 },
    ]);

    const list = (await t.get(`/api/recovery/return/list/${projectId}?subjectId=${subjectId}`, AS)).json();
    // 28 days at 1 a day expected 28; 28 given − 3 left = 25 taken: 89 %.
    expect(list).toMatchObject({
      total: 1,
      rows: [
        {
          distributionId,
          dispensedOn: '2025-12-08',
          returnedOn: '2026-01-05',
          lines: [{ kitNumber: 'K-0001', packsGiven: 1, unitsGiven: 28, quantity: 1, unitsLeft: 3 }],
          taken: 25,
          expected: 28,
          compliancePercent: 89,
          complianceFlag: 'ok',
        },
      ],
    });
    const [audit] = await auditRows(t.db, 'drugReturn.create');
    expect(audit).toMatchObject({ entity: 'drug_return', entityId: String(saved.json().data.id), actorName: AS });

    const again = await saveReturn({ distributionId, lines });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'distributionId' });
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
  });

  it('refuses more than was given, a pack not given, a day in the future or before dispensing, changing nothing', async () => {
    const distributionId = await dispense(['K-0002'], '2025-12-20');
    const packId = packs['K-0002'];
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [{ packId, quantity: 2, unitsLeft: 0 }] }, 'lines.0.quantity'],
      [{ lines: [{ packId, quantity: 1, unitsLeft: 29 }] }, 'lines.0.unitsLeft'],
      [{ lines: [{ packId: packs['LOT-NEW'], quantity: 1, unitsLeft: 0 }] }, 'lines.0.packId'],
      [{ lines: [{ packId, quantity: 1, unitsLeft: 0 }], returnedOn: '2026-01-06' }, 'returnedOn'],
      [{ lines: [{ packId, quantity: 1, unitsLeft: 0 }], returnedOn: '2025-12-19' }, 'returnedOn'],
    ];
    for (const [body, field] of cases) {
      const response = await saveReturn({ distributionId, ...body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect(
      await t.db.selectFrom('drugReturn').select('id').where('distributionId', '=', distributionId).execute(),
    ).toEqual([]);
    const other = await saveReturn({ distributionId: 999_999, lines: [{ packId, quantity: 1, unitsLeft: 0 }] });
    expect(other.statusCode).toBe(404);
  });

  it('needs drug:return; a monitor reads nothing of it', async () => {
    const response = await saveReturn(
      { distributionId: 1, lines: [{ packId: 1, quantity: 1, unitsLeft: 0 }] },
      'monitor',
    );
    expect(response.statusCode).toBe(403);
    expect((await t.get(`/api/recovery/list/${projectId}`)).statusCode).toBe(401);
  });
});

describe('recovery', () => {
  it('lists what may be recovered: returned stock and expired packs, not good stock', async () => {
    const body = (await t.get(`/api/recovery/stock/${projectId}?warehouseId=${warehouseId}`, AS)).json();
    const rows = body.rows as { kitNumber: string; state: string; quantity: number; expired: boolean }[];
    expect(rows.map((row) => [row.kitNumber, row.state, row.quantity, row.expired])).toEqual([
      ['K-0001', 'returned', 1, false],
      ['LOT-OLD', 'available', 5, true],
    ]);
  });

  it('destroys returned and expired packs out of the ledger, audited; more than is left changes nothing', async () => {
    const tooMany = await saveRecovery({
      lines: [
        { packId: packs['K-0001'], fromState: 'returned', cause: 'returned', quantity: 1 },
        { packId: packs['LOT-OLD'], fromState: 'available', cause: 'expired', quantity: 6 },
      ],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      field: 'lines.1.quantity',
      data: { reason: 'insufficient_stock', left: 5 },
    });
    expect(await t.db.selectFrom('drugRecovery').select('id').execute()).toEqual([]);
    expect(await stockOfPack(t.db, packs['K-0001'] ?? 0)).toContainEqual({
      warehouseId,
      state: 'returned',
      quantity: 1,
    });

    const done = await saveRecovery({
      witness: '林静',
      lines: [
        { packId: packs['K-0001'], fromState: 'returned', cause: 'returned', quantity: 1 },
        { packId: packs['LOT-OLD'], fromState: 'available', cause: 'expired', quantity: 5 },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    const list = (await t.get(`/api/recovery/list/${projectId}?kind=destroy`, AS)).json();
    expect(list).toMatchObject({
      total: 1,
      rows: [
        {
          doneBy: '吴海燕',
          method: '高温焚烧',
          witness: '林静',
          lines: [{ kitNumber: 'K-0001' }, { kitNumber: 'LOT-OLD' }],
        },
      ],
    });
    expect((await t.get(`/api/recovery/stock/${projectId}`, AS)).json().total).toBe(0);
    const ledger = await t.db
      .selectFrom('drugLedger')
      .select(['movement', 'quantity'])
      .where('refKind', '=', 'recovery')
      .execute();
    expect(ledger).toEqual([
      { movement: 'destroy', quantity: -1 },
      { movement: 'destroy', quantity: -5 },
    ]);
    expect(await auditRows(t.db, 'drugRecovery.create')).toHaveLength(1);
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
  });

  it('refuses a cause that does not fit the stock, and an unexpired pack called expired', async () => {
    const wrongState = await saveRecovery({
      lines: [{ packId: packs['LOT-NEW'], fromState: 'available', cause: 'returned', quantity: 1 }],
    });
    expect(wrongState.json()).toMatchObject({ field: 'lines.0.fromState' });
    const notExpired = await saveRecovery({
      lines: [{ packId: packs['LOT-NEW'], fromState: 'available', cause: 'expired', quantity: 1 }],
    });
    expect(notExpired.json()).toMatchObject({ field: 'lines.0.cause' });
    expect(await stockOfPack(t.db, packs['LOT-NEW'] ?? 0)).toEqual([{ warehouseId, state: 'available', quantity: 5 }]);
  });
});

describe('accountability after returns and recovery', () => {
  it('accounts for every pack of the batch: received = in stock + dispensed − returned + recovered', async () => {
    const body = (await t.get(`/api/phm/reconciliation/${projectId}`, AS)).json();
    // 12 received (1 + 1 + 5 + 5); 2 kits given, 1 brought back; 1 + 5 destroyed; LOT-NEW's 5 on the shelf.
    expect(body).toMatchObject({
      total: 1,
      rows: [
        {
          batchNumber: 'B2601',
          expiryDate: '2025-12-31',
          received: 12,
          inStock: 5,
          dispensed: 2,
          returned: 1,
          recovered: 6,
          difference: 0,
          closed: false,
        },
      ],
    });
    expect((await t.get(`/api/phm/reconciliation/${projectId}`, 'coordinator')).statusCode).toBe(403);
  });
});
