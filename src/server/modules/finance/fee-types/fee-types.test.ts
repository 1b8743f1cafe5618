import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const travel = { code: 'travel', name: '差旅费', nameEn: 'Travel', category: 'overhead', active: true, sort: 20 };
type Row = { id: number; code: string; inUse: boolean; active: boolean; version: number };
const list = async (as = 'finance') => (await t.get('/api/gpayment/fee-type/list', as)).json().data as Row[];

describe('fee types', () => {
  it('lists the six standard fee types to the finance officer', async () => {
    const rows = await list();
    expect(rows.map((row) => row.code)).toEqual([
      'research',
      'subsidy',
      'examination',
      'drug',
      'management',
      'overhead',
    ]);
  });

  it('lets the finance officer add and edit a fee type, with audit rows and version checks', async () => {
    const created = await t.post('/api/gpayment/fee-type/save', travel, 'finance');
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    const [createRow] = await auditRows(t.db, 'feeType.create');
    expect(createRow).toMatchObject({ entity: 'finance_fee_type', entityId: String(id), actorName: 'finance' });

    const edited = await t.post(
      '/api/gpayment/fee-type/save',
      { ...travel, id, version: 1, name: '差旅与会议费' },
      'finance',
    );
    expect(edited.json().data).toEqual({ id, version: 2 });
    const [updateRow] = await auditRows(t.db, 'feeType.update');
    expect(updateRow).toMatchObject({ before: { name: '差旅费' }, after: { name: '差旅与会议费' } });

    const stale = await t.post('/api/gpayment/fee-type/save', { ...travel, id, version: 1 }, 'finance');
    expect(stale.json().data).toMatchObject({ reason: 'stale_version' });
    expect((await list()).find((row) => row.id === id)).toMatchObject({ code: 'travel', version: 2, inUse: false });

    const removed = await t.post('/api/gpayment/fee-type/delete', { id, version: 2 }, 'finance');
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list()).some((row) => row.id === id)).toBe(false);
    const [deleteRow] = await auditRows(t.db, 'feeType.delete');
    expect(deleteRow).toMatchObject({ entityId: String(id), before: { code: 'travel' } });
  });

  it('refuses a second fee type with the same code, naming the field', async () => {
    const again = await t.post('/api/gpayment/fee-type/save', { ...travel, code: 'research' }, 'finance');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'code' });
    const badCategory = await t.post('/api/gpayment/fee-type/save', { ...travel, category: 'gift' }, 'finance');
    expect(badCategory.statusCode).toBe(400);
  });

  it('keeps a fee type a budget line uses: it can be deactivated, not deleted', async () => {
    const research = (await list()).find((row) => row.code === 'research');
    if (!research) throw new Error('no research fee type');
    const project = await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow();
    const at = '2026-01-05T02:00:00.000Z';
    const budget = await t.db
      .insertInto('financeBudget')
      .values({ projectId: project.id, revision: 99, createdBy: 't', createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('financeBudgetLine')
      .values({ budgetId: budget.id, feeTypeId: research.id, basis: 'fixed', unitFen: 100 })
      .execute();
    expect((await list()).find((row) => row.id === research.id)).toMatchObject({ inUse: true });

    const removed = await t.post(
      '/api/gpayment/fee-type/delete',
      { id: research.id, version: research.version },
      'finance',
    );
    expect(removed.statusCode).toBe(400);
    expect((await list()).some((row) => row.id === research.id)).toBe(true);
    const recoded = await t.post(
      '/api/gpayment/fee-type/save',
      { ...travel, code: 'research2', category: 'research', id: research.id, version: research.version },
      'finance',
    );
    expect(recoded.statusCode).toBe(400);
    const off = await t.post(
      '/api/gpayment/fee-type/save',
      {
        code: 'research',
        name: '研究者观察费',
        nameEn: 'Research fee',
        category: 'research',
        active: false,
        sort: 1,
        id: research.id,
        version: research.version,
      },
      'finance',
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await list()).find((row) => row.id === research.id)).toMatchObject({ active: false });
  });

  it('lets only feeType:manage change fee types and only the page read them', async () => {
    const other = { ...travel, code: 'other-fee' };
    expect((await t.post('/api/gpayment/fee-type/save', other, 'investigator')).statusCode).toBe(403);
    expect((await t.post('/api/gpayment/fee-type/save', other, 'monitor')).statusCode).toBe(403);
    expect((await t.get('/api/gpayment/fee-type/list', 'monitor')).statusCode).toBe(403);
    expect((await t.get('/api/gpayment/fee-type/list', 'coordinator')).statusCode).toBe(403);
    expect((await t.post('/api/gpayment/fee-type/save', other, 'admin')).statusCode).toBe(200);
  });
});
