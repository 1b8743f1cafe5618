import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockMove } from '../../../../shared/domain/drugs/stock';
import { processActor } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { copyBinderTemplate } from '../../documents';
import { ledgerMismatches, moveStock } from '../ledger/ledger';
import { insertPackInStock, insertProduct, insertWarehouse } from '../stock-fixtures';

// The clock of the staff test app: 2026-01-05 10:00 in the hospital.
let t: StaffTestApp;
let projectId: number;
let subjectId: number;
let warehouseId: number;
let productId: number;
const packs: Record<string, number> = {};
const BASE = '/api/phm/reconciliation';

const stamp = { createdBy: 'system', createdAt: '2025-11-01T00:00:00.000Z', updatedAt: '2025-11-01T00:00:00.000Z' };
const actor = () => processActor('system', t.clock());

/** A dispensing of the kits to the subject, written as the dispensing service would. */
async function dispense(kits: string[], dispensedOn: string, by = 'pharmacist', reviewedBy: string | null = null) {
  return t.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('drugDistribution')
      .values({
        ...stamp,
        createdBy: by,
        projectId,
        subjectId,
        warehouseId,
        dispensedOn,
        status: reviewedBy ? 'reviewed' : 'given',
        reviewedBy,
      })
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
  ({ id: projectId } = await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow());
  ({ id: subjectId } = await t.db
    .insertInto('trialSubject')
    .values({
      projectId,
      subjectNumber: 'S-ACC-001',
      seq: 9101,
      initials: 'L*',
      status: 'enrolled',
      screeningDate: '2025-11-20',
      enrolledDate: '2025-12-01',
      randomisationArm: null,
      createdAt: stamp.createdAt,
      updatedAt: stamp.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  warehouseId = await insertWarehouse(t.db, '清点测试药房', actor());
  productId = await insertProduct(t.db, projectId, 'ACC', actor());
  for (const kit of ['A-0001', 'A-0002', 'A-0003', 'A-0004'])
    packs[kit] = await insertPackInStock(t.db, { projectId, productId, warehouseId, kitNumber: kit }, actor());
  // The drug manager's grants (kept when the standard role has them).
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'drug_manager').executeTakeFirstOrThrow();
  await t.db
    .insertInto('rolePermission')
    .values(
      [
        ['page', 'DrugRecovery'],
        ['page', 'DrugReconciliation'],
        ['button', 'drug:return'],
        ['button', 'accountability:sign'],
      ].map(([kind, name]) => ({ roleId: role.id, scope: 'project', kind: kind ?? '', name: name ?? '' })),
    )
    .onConflict((c) => c.doNothing())
    .execute();
  // Two kits to the subject, reviewed by the drug manager; one brought back with 3 units left.
  const first = await dispense(['A-0001', 'A-0002'], '2025-12-08', 'pharmacist', 'drugmanager');
  const lines = [{ packId: packs['A-0001'], quantity: 1, unitsLeft: 3 }];
  const returned = await t.post(
    '/api/recovery/return/save',
    { projectId, returnedOn: '2026-01-05', distributionId: first, lines },
    'drugmanager',
  );
  expect(returned.statusCode, returned.body).toBe(200);
  await t.db.transaction().execute((trx) => copyBinderTemplate(trx, { projectId, actor: actor() }));
});
afterAll(async () => t.close());

const subjectLog = (as = 'monitor', subject = subjectId) => t.get(`${BASE}/subject-log/${projectId}/${subject}`, as);
const batchLog = (as = 'monitor', product = productId) =>
  t.get(`${BASE}/batch-log/${projectId}/${product}?batchNumber=B2601`, as);
const sign = async (body: Record<string, unknown>, as = 'monitor', password?: string) =>
  t.post(
    `${BASE}/sign`,
    { projectId, ...body, signature: { ...(await signatureOf(t, as, password)), meaning: 'reviewer-approves' } },
    as,
  );

describe('accountability logs', () => {
  it("a subject's log has every dispensing with who gave and reviewed it, and every return with its compliance", async () => {
    const response = await subjectLog();
    expect(response.statusCode, response.body).toBe(200);
    const { log, signatures } = response.json().data;
    expect(signatures).toEqual([]);
    expect(log.subject).toEqual({
      subjectId,
      subjectNumber: 'S-ACC-001',
      initials: 'L*',
      dispensed: 2,
      returned: 1,
    });
    expect(log.dispensings).toMatchObject([
      {
        dispensedOn: '2025-12-08',
        status: 'reviewed',
        warehouseName: '清点测试药房',
        dispensedBy: 'Zhou Min',
        lines: [
          { kitNumber: 'A-0001', batchNumber: 'B2601', quantity: 1 },
          { kitNumber: 'A-0002', batchNumber: 'B2601', quantity: 1 },
        ],
      },
    ]);
    expect(log.dispensings[0].reviewedBy).toBe('Wu Haiyan');
    expect(log.returns).toMatchObject([
      { returnedOn: '2026-01-05', lines: [{ kitNumber: 'A-0001', quantity: 1, unitsLeft: 3 }], taken: 25 },
    ]);
    const list = (await t.get(`${BASE}/subjects/${projectId}`, 'monitor')).json();
    expect(list.rows).toContainEqual({
      subjectId,
      subjectNumber: 'S-ACC-001',
      initials: 'L*',
      dispensed: 2,
      returned: 1,
    });
  });

  it("a batch's log has every movement with the running balance and ends on the batch's reconciliation", async () => {
    const response = await batchLog();
    expect(response.statusCode, response.body).toBe(200);
    const { log } = response.json().data;
    expect(
      log.movements.map((row: Record<string, unknown>) => [row.movement, row.kitNumber, row.quantity, row.balance]),
    ).toEqual([
      ['stockIn', 'A-0001', 1, 1],
      ['stockIn', 'A-0002', 1, 2],
      ['stockIn', 'A-0003', 1, 3],
      ['stockIn', 'A-0004', 1, 4],
      ['dispense', 'A-0001', -1, 3],
      ['dispense', 'A-0002', -1, 2],
      ['return', 'A-0001', 1, 3],
    ]);
    expect(log.movements[4]).toMatchObject({
      warehouseName: '清点测试药房',
      reference: 'S-ACC-001',
      state: 'available',
    });
    expect(log.movements[6]).toMatchObject({ reference: 'S-ACC-001', state: 'returned' });
    expect(log.batch).toMatchObject({
      productId,
      batchNumber: 'B2601',
      received: 4,
      inStock: 3,
      dispensed: 2,
      returned: 1,
      recovered: 0,
      difference: 0,
      closed: false,
    });
    expect(log.movements.at(-1).balance).toBe(log.batch.inStock);
    expect(await ledgerMismatches(t.db, projectId)).toEqual([]);
  });

  it('is refused without the accountability page, and answers not found for another project’s subject or drug', async () => {
    for (const url of [`${BASE}/subjects/${projectId}`, `${BASE}/subject-log/${projectId}/${subjectId}`])
      expect((await t.get(url, 'coordinator')).statusCode).toBe(403);
    expect((await batchLog('coordinator')).statusCode).toBe(403);
    const otherProject = await t.db
      .selectFrom('project')
      .select('id')
      .where('id', '!=', projectId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .insertInto('trialSubject')
      .values({
        projectId: otherProject.id,
        subjectNumber: 'S-ACC-900',
        seq: 9102,
        initials: 'Z*',
        screeningDate: '2025-11-20',
        status: 'enrolled',
        createdAt: stamp.createdAt,
        updatedAt: stamp.updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await subjectLog('monitor', other.id)).statusCode).toBe(404);
    expect((await sign({ kind: 'subject', subjectId: other.id })).statusCode).toBe(404);
    const foreign = await insertProduct(t.db, otherProject.id, 'ACC-X', actor());
    await insertPackInStock(
      t.db,
      { projectId: otherProject.id, productId: foreign, warehouseId, kitNumber: 'X-1' },
      actor(),
    );
    expect((await batchLog('monitor', foreign)).statusCode).toBe(404);
    expect((await sign({ kind: 'batch', productId: foreign, batchNumber: 'B2601' })).statusCode).toBe(404);
  });
});

describe('signing an accountability log', () => {
  it('stores the signature with the log as signed, in one transaction with its audit rows', async () => {
    const response = await sign({ kind: 'subject', subjectId });
    expect(response.statusCode, response.body).toBe(200);
    const { signatures } = (await subjectLog()).json().data;
    expect(signatures).toMatchObject([
      { signerUserName: 'monitor', signerName: 'Zhao Peng', meaning: 'reviewer-approves', state: 'valid' },
    ]);
    expect(signatures[0].contentHash).toMatch(/^[0-9a-f]{64}$/);
    const [audit] = await auditRows(t.db, 'accountabilityLog.sign');
    expect(audit).toMatchObject({ entity: 'drug_accountability_log', after: { kind: 'subject', subjectId } });
    const [signed] = await auditRows(t.db, 'signature.sign');
    expect(signed).toMatchObject({ entity: 'drug_accountability_log', entityId: audit?.entityId });
  });

  it("files the signed log into the binder's drug accountability folder, a new version at each signature", async () => {
    const folders = (await t.get(`/api/doc/folder/tree/${projectId}`, 'investigator')).json().data as {
      id: number;
      code: string;
    }[];
    const folderId = folders.find((folder) => folder.code === '10')?.id;
    const filed = async () =>
      (await t.get(`/api/doc/document/list/${projectId}?folderId=${folderId}`, 'investigator')).json().rows as {
        kind: string;
        versionCount: number;
        current: { status: string; fileName: string };
      }[];
    const before = (await filed()).length;
    expect((await sign({ kind: 'subject', subjectId }, 'drugmanager')).statusCode).toBe(200);
    const [log, ...others] = await filed();
    expect(others).toHaveLength(0);
    expect(before).toBeLessThanOrEqual(1);
    expect(log).toMatchObject({ kind: 'drugAccountability', current: { status: 'effective' } });
    const count = log?.versionCount ?? 0;
    expect((await sign({ kind: 'subject', subjectId }, 'drugmanager')).statusCode).toBe(200);
    expect((await filed())[0]).toMatchObject({ versionCount: count + 1, current: { status: 'effective' } });
  });

  it('refuses a wrong password and stores nothing', async () => {
    const before = await t.db.selectFrom('eSignature').select('id').execute();
    const response = await sign({ kind: 'batch', productId, batchNumber: 'B2601' }, 'monitor', 'not-the-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ reason: 'signature_password' });
    expect(await t.db.selectFrom('eSignature').select('id').execute()).toHaveLength(before.length);
    expect((await batchLog()).json().data.signatures).toEqual([]);
    const logs = await t.db.selectFrom('drugAccountabilityLog').select('logKey').execute();
    expect(logs.map((row) => row.logKey)).not.toContain(`batch:${productId}:B2601`);
  });

  it('is refused without accountability:sign, even with the page', async () => {
    const response = await sign({ kind: 'batch', productId, batchNumber: 'B2601' }, 'investigator');
    expect(response.statusCode).toBe(403);
    expect((await batchLog()).json().data.signatures).toEqual([]);
  });

  it('names the log it signs: a batch needs its drug and batch number', async () => {
    const response = await sign({ kind: 'batch', productId });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ field: 'batchNumber' });
  });

  it("shows a signature as for an earlier version once the batch's log changed", async () => {
    const signed = await sign({ kind: 'batch', productId, batchNumber: 'B2601' }, 'drugmanager');
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await batchLog()).json().data.signatures).toMatchObject([
      { signerUserName: 'drugmanager', state: 'valid' },
    ]);
    await dispense(['A-0003'], '2026-01-05');
    const after = (await batchLog()).json().data;
    expect(after.log.movements.at(-1)).toMatchObject({ movement: 'dispense', kitNumber: 'A-0003', balance: 2 });
    expect(after.signatures).toMatchObject([{ signerUserName: 'drugmanager', state: 'content_changed' }]);
    // Signed again, the new signature is for the log as it stands; the first stays for the earlier one.
    expect((await sign({ kind: 'batch', productId, batchNumber: 'B2601' }, 'drugmanager')).statusCode).toBe(200);
    expect((await batchLog()).json().data.signatures.map((s: { state: string }) => s.state)).toEqual([
      'content_changed',
      'valid',
    ]);
  });
});
