import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { writeReportRows } from './reports-test-kit';

let t: StaffTestApp;
let projectId: number;
let otherProjectId: number;
let subjectNumber: string;
beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const financeId = await t.idOf('finance');
  const other = await t.db
    .selectFrom('project')
    .select('id')
    .where('id', 'not in', t.db.selectFrom('userProjectRole').select('projectId').where('userId', '=', financeId))
    .executeTakeFirstOrThrow();
  otherProjectId = other.id;
  ({ subjectNumber } = await writeReportRows(t, projectId));
});
afterAll(async () => t.close());

const report = async (query: string, as = 'finance') => {
  const response = await t.get(`/api/gpayment/report/project/${projectId}${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const rowOf = (rows: { code: string }[], code: string) => rows.find((row) => row.code === code);

describe('finance reports', () => {
  it('sums budget against actual by fee type over the period, its last day in and the next day out', async () => {
    const data = await report('?from=2026-01&to=2026-01');
    expect(data).toMatchObject({ from: '2026-01', to: '2026-01', fromDay: '2026-01-01', toDay: '2026-01-31' });
    expect(rowOf(data.budget.rows, 'research')).toMatchObject({
      plannedFen: 1_000_000,
      earnedFen: 100_000,
      invoicedFen: 60_000,
      expensesFen: 100_000,
      managementFeeFen: 10_000,
      subsidiesFen: 0,
      consumedPercent: 10,
    });
    expect(rowOf(data.budget.rows, 'examination')).toMatchObject({
      plannedFen: 301_000,
      earnedFen: 15_050,
      invoicedFen: 12_050,
      consumedPercent: 5,
    });
    expect(rowOf(data.budget.rows, 'subsidy')).toMatchObject({ plannedFen: 200_000, subsidiesFen: 35_000 });
    expect(data.budget.total).toEqual({
      plannedFen: 1_501_000,
      earnedFen: 115_050,
      invoicedFen: 72_050,
      receivedFen: 30_000,
      expensesFen: 100_000,
      managementFeeFen: 10_000,
      subsidiesFen: 35_000,
      consumedPercent: 7,
    });
  });

  it('counts the next day in the next period', async () => {
    const data = await report('?from=2026-02&to=2026-02');
    expect(rowOf(data.budget.rows, 'examination')).toMatchObject({ earnedFen: 15_050, invoicedFen: 0 });
    expect(data.budget.total).toMatchObject({
      earnedFen: 15_050,
      invoicedFen: 7_000,
      receivedFen: 10_000,
      expensesFen: 20_000,
      managementFeeFen: 2_000,
      subsidiesFen: 8_000,
    });
  });

  it('gives the income and expense flow per month, with received, paid out and net', async () => {
    const data = await report('?from=2025-12&to=2026-02');
    expect(data.flow.rows).toEqual([
      { month: '2025-12', receivedFen: 0, expensesFen: 0, subsidiesFen: 0, paidOutFen: 0, netFen: 0 },
      {
        month: '2026-01',
        receivedFen: 30_000,
        expensesFen: 100_000,
        subsidiesFen: 35_000,
        paidOutFen: 135_000,
        netFen: -105_000,
      },
      {
        month: '2026-02',
        receivedFen: 10_000,
        expensesFen: 20_000,
        subsidiesFen: 8_000,
        paidOutFen: 28_000,
        netFen: -18_000,
      },
    ]);
    expect(data.flow.total).toMatchObject({ receivedFen: 40_000, paidOutFen: 163_000, netFen: -123_000 });
  });

  it("ages what was still owed on the period's end day by days past due", async () => {
    const data = await report('?from=2026-01&to=2026-01');
    expect(data.ageing.buckets).toEqual([
      { bucket: 'notDue', invoices: 1, outstandingFen: 10_000 },
      { bucket: 'days0to30', invoices: 2, outstandingFen: 36_450 },
      { bucket: 'days31to60', invoices: 1, outstandingFen: 3_300 },
      { bucket: 'days61to90', invoices: 1, outstandingFen: 2_200 },
      { bucket: 'over90', invoices: 1, outstandingFen: 1_100 },
    ]);
    expect(data.ageing.outstandingFen).toBe(53_050);
    const byNumber = Object.fromEntries(
      data.ageing.invoices.map((row: { number: string; daysPastDue: number }) => [row.number, row.daysPastDue]),
    );
    expect(byNumber).toEqual({ 'INV-6': 91, 'INV-7': 61, 'INV-8': 60, 'INV-9': 30, 'INV-1': 11, 'INV-2': -29 });
    // A month later INV-2 is paid; INV-3, due on the period's last day, is 0 days past due.
    const later = await report('?from=2026-02&to=2026-02');
    const numbers = later.ageing.invoices.map((row: { number: string }) => row.number);
    expect(numbers).not.toContain('INV-2');
    expect(later.ageing.invoices.find((row: { number: string }) => row.number === 'INV-3')).toMatchObject({
      daysPastDue: 0,
      bucket: 'days0to30',
      outstandingFen: 7_000,
    });
  });

  it('lists the subsidies paid per subject number, never a name', async () => {
    const data = await report('?from=2026-01&to=2026-01');
    expect(data.subsidies).toEqual({
      rows: [{ subjectNumber, bills: 2, amountFen: 35_000 }],
      bills: 2,
      amountFen: 35_000,
    });
  });

  it("covers the project's whole finance life by default, up to this month in the hospital's zone", async () => {
    const whole = await report('');
    expect(whole).toMatchObject({ from: '2025-10', to: '2026-02' });
    expect(whole.budget.total.earnedFen).toBe(230_100);
    const at = t.clock();
    try {
      t.clock.set(Date.parse('2026-02-28T15:30:00Z'));
      expect((await report('?from=2026-02')).to).toBe('2026-02');
      t.clock.set(Date.parse('2026-02-28T16:30:00Z'));
      expect((await report('?from=2026-02')).to).toBe('2026-03');
    } finally {
      t.clock.set(at);
    }
  });

  it('refuses a period that ends before it starts or a month that does not exist, naming the field', async () => {
    const reversed = await t.get(`/api/gpayment/report/project/${projectId}?from=2026-02&to=2026-01`, 'finance');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('to');
    const bad = await t.get(`/api/gpayment/report/project/${projectId}?from=2026-13`, 'finance');
    expect(bad.statusCode).toBe(400);
  });

  it('is closed to the monitor and to users of other projects', async () => {
    expect((await t.get(`/api/gpayment/report/project/${projectId}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/gpayment/report/project/${otherProjectId}`, 'finance')).statusCode).toBe(403);
    expect((await t.get(`/api/gpayment/report/project/${projectId}`)).statusCode).toBe(401);
  });
});
