import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWorkflowDemo } from '../../../db/seed/demo-workflows';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { coordinatorStartsApprovals, decideMine, setManagementFee } from '../payables-test-kit';

const PROJECT = 1;
let t: StaffTestApp;
let feeTypeId: number;

const expense = (id: number) =>
  t.db.selectFrom('financeExpense').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function save(body: Record<string, unknown> = {}, as = 'coordinator') {
  return t.post(
    '/api/gpayment/expense/save',
    {
      projectId: PROJECT,
      feeTypeId,
      expenseType: 'investigatorFee',
      payee: '陈立新',
      incurredOn: '2026-01-04',
      amountFen: 123_455,
      note: '2025年12月研究者劳务费',
      ...body,
    },
    as,
  );
}

async function saved(body: Record<string, unknown> = {}) {
  const response = await save(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

beforeEach(async () => {
  t = await createStaffTestApp();
  await loadWorkflowDemo(t.db, t.clock());
  await coordinatorStartsApprovals(t.db);
  await setManagementFee(t.db, PROJECT, 1000);
  feeTypeId = (
    await t.db.selectFrom('financeFeeType').select('id').where('category', '=', 'research').executeTakeFirstOrThrow()
  ).id;
});
afterEach(() => t.close());

describe('a research-fee expense', () => {
  it('splits the management fee off at the project rate, stored and summed', async () => {
    const { id } = await saved();
    // 10 % of ¥1,234.55 = ¥123.455, rounded half up to ¥123.46; ¥1,111.09 is paid out.
    expect(await expense(id)).toMatchObject({ amountFen: 123_455, managementFeeFen: 12_346, netFen: 111_109 });
    const list = await t.get(`/api/gpayment/expense/list/${PROJECT}`, 'finance');
    expect(list.json()).toMatchObject({ total: 1, rows: [{ id, status: 'draft', feeTypeName: expect.any(String) }] });
    const options = (await t.get(`/api/gpayment/expense/options/${PROJECT}`, 'finance')).json().data;
    expect(options).toMatchObject({ currency: 'CNY', managementFeeBp: 1000 });
    // Drafts count in no total.
    expect(options.totals).toEqual({ amountFen: 0, managementFeeFen: 0, netFen: 0, paidFen: 0 });
    expect((await auditRows(t.db, 'financeExpense.create'))[0]).toMatchObject({ entity: 'finance_expense' });
  });

  it('cannot be paid before approval, is approved in two signed steps, then paid', async () => {
    const { id, version } = await saved();
    const payEarly = await t.post(
      '/api/gpayment/expense/pay',
      { projectId: PROJECT, id, version, paidOn: '2026-01-05', reference: 'ZF-001' },
      'finance',
    );
    expect(payEarly.statusCode).toBe(400);
    const submitted = await t.post('/api/gpayment/expense/submit', { projectId: PROJECT, id, version }, 'coordinator');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await expense(id)).status).toBe('approving');
    const v = (submitted.json().data as { version: number }).version;
    expect(
      (
        await t.post(
          '/api/gpayment/expense/pay',
          { projectId: PROJECT, id, version: v, paidOn: '2026-01-05', reference: 'ZF-001' },
          'finance',
        )
      ).statusCode,
    ).toBe(400);
    // An expense in approval is not edited.
    expect((await save({ id, version: v, amountFen: 1 })).statusCode).toBe(400);

    expect((await decideMine(t, 'investigator', 'approve')).statusCode).toBe(200);
    expect((await expense(id)).status).toBe('approving');
    expect((await decideMine(t, 'finance', 'approve')).json().data).toEqual({ instanceStatus: 'approved' });
    const approved = await expense(id);
    expect(approved.status).toBe('approved');
    const paid = await t.post(
      '/api/gpayment/expense/pay',
      { projectId: PROJECT, id, version: approved.version, paidOn: '2026-01-05', reference: 'ZF-001' },
      'finance',
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await expense(id)).toMatchObject({ status: 'paid', paidOn: '2026-01-05', reference: 'ZF-001' });
    const options = (await t.get(`/api/gpayment/expense/options/${PROJECT}`, 'finance')).json().data;
    expect(options.totals).toEqual({ amountFen: 123_455, managementFeeFen: 12_346, netFen: 111_109, paidFen: 123_455 });
    expect((await auditRows(t.db, 'financeExpense.approve'))[0]).toMatchObject({ entityId: String(id) });
    expect(await auditRows(t.db, 'financeExpense.pay')).toHaveLength(1);
  });

  it('rejected, changes nothing else and may be edited and started again', async () => {
    const other = await saved({ payee: '刘洋', amountFen: 50_000 });
    const { id, version } = await saved();
    const otherBefore = await expense(other.id);
    await t.post('/api/gpayment/expense/submit', { projectId: PROJECT, id, version }, 'coordinator');
    expect((await decideMine(t, 'investigator', 'reject', '发票不全')).statusCode).toBe(200);
    const rejected = await expense(id);
    expect(rejected).toMatchObject({ status: 'rejected', amountFen: 123_455, managementFeeFen: 12_346, paidOn: null });
    expect(await expense(other.id)).toEqual(otherBefore);
    expect((await auditRows(t.db, 'financeExpense.reject'))[0]).toMatchObject({ entityId: String(id) });
    const edited = await save({ id, version: rejected.version, amountFen: 100_000 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await expense(id)).toMatchObject({ status: 'draft', amountFen: 100_000, managementFeeFen: 10_000 });
    const again = await t.post(
      '/api/gpayment/expense/submit',
      { projectId: PROJECT, id, version: rejected.version + 1 },
      'coordinator',
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses bad input, a stale version and a paid draft, writing nothing', async () => {
    expect((await save({ amountFen: 0 })).statusCode).toBe(400);
    expect((await save({ amountFen: 12.5 })).statusCode).toBe(400);
    expect((await save({ incurredOn: '2026-02-30' })).statusCode).toBe(400);
    expect((await save({ feeTypeId: 99_999 })).json()).toMatchObject({ field: 'feeTypeId' });
    expect(await t.db.selectFrom('financeExpense').select('id').execute()).toEqual([]);
    const { id, version } = await saved();
    expect((await save({ id, version: version + 1, amountFen: 5 })).statusCode).toBe(400);
    const removed = await t.post('/api/gpayment/expense/delete', { projectId: PROJECT, id, version }, 'coordinator');
    expect(removed.statusCode).toBe(200);
    expect(await t.db.selectFrom('financeExpense').select('id').execute()).toEqual([]);
  });

  it('is the finance role’s and the project team’s: the monitor and another project’s user are refused', async () => {
    expect((await t.get(`/api/gpayment/expense/list/${PROJECT}`, 'monitor')).statusCode).toBe(403);
    expect((await save({}, 'monitor')).statusCode).toBe(403);
    // The coordinator is not on the fourth demo project.
    expect((await t.get('/api/gpayment/expense/list/4', 'coordinator')).statusCode).toBe(403);
    expect((await save({ projectId: 4 }, 'coordinator')).statusCode).toBe(403);
    expect((await save({}, 'finance')).statusCode).toBe(200);
    expect((await t.get(`/api/gpayment/expense/list/${PROJECT}`, 'investigator')).statusCode).toBe(200);
  });
});
