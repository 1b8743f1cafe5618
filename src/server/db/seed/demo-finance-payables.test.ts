import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { owe, subjectsOf } from '../../modules/finance/payables-test-kit';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { testKeys } from '../../test-support';
import { loadFinancePayableDemo } from './demo-finance-payables';
import { loadWorkflowDemo } from './demo-workflows';

let t: StaffTestApp;
let project: number;

beforeAll(async () => {
  t = await createStaffTestApp();
  project = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const cipher = () => createFieldCipher(testKeys().patientKeys);

describe('the payables demo', () => {
  it('does nothing without the published workflows', async () => {
    expect(await loadFinancePayableDemo(t.db, cipher(), t.clock())).toBe(false);
    expect(await t.db.selectFrom('financeExpense').select('id').execute()).toEqual([]);
  });

  it('shows expenses and subsidy bills in each status, batches through the approval, sums that hold', async () => {
    await loadWorkflowDemo(t.db, t.clock());
    for (const subject of await subjectsOf(t.db, project, 5)) await owe(t.db, project, subject, [20_000, 15_000]);
    expect(await loadFinancePayableDemo(t.db, cipher(), t.clock())).toBe(true);
    expect(await loadFinancePayableDemo(t.db, cipher(), t.clock())).toBe(false);

    const expenses = (await t.get(`/api/gpayment/expense/list/${project}`, 'finance')).json().rows as {
      status: string;
      amountFen: number;
      managementFeeFen: number;
      netFen: number;
    }[];
    expect(expenses.map((e) => e.status).sort()).toEqual(['approved', 'approving', 'draft', 'paid', 'rejected']);
    for (const e of expenses) expect(e.managementFeeFen + e.netFen).toBe(e.amountFen);
    expect((await t.get('/api/bpm/task/mine', 'investigator')).json().data.length).toBeGreaterThanOrEqual(2);

    const bills = (await t.get(`/api/trial/subject/subsidy/bill/list/${project}`, 'finance')).json().rows as {
      status: string;
      amountFen: number;
      bankAccount: string;
    }[];
    // The rejected batch's bill is pending again, to be batched anew.
    expect(bills.map((b) => b.status).sort()).toEqual(['applying', 'approved', 'issued', 'pending', 'pending']);
    expect(bills.every((b) => b.amountFen === 35_000 && b.bankAccount.includes('****'))).toBe(true);
    const batches = (await t.get(`/api/trial/subject/subsidy/batch/list/${project}`, 'finance')).json().rows as {
      status: string;
      amountFen: number;
    }[];
    expect(batches.map((b) => b.status).sort()).toEqual(['applying', 'approved', 'issued', 'rejected']);
    expect(batches.every((b) => b.amountFen === 35_000)).toBe(true);
  });
});
