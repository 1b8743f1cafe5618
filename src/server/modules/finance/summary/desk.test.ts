import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
// direct import: the visits area's test plans (test support, not part of its index)
import { firstPlan, publishPlan } from '../../visits/subject-visits/subject-visits-kit';
import { enrolledSubject, publishTestBudget, recordVisitDone } from '../finance-test-kit';

let t: StaffTestApp;
let projectId: number;
let projectName: string;
let otherProjectId: number;

interface DeskRow {
  projectId: number;
  projectName: string;
  earnedFen: number;
  invoicedFen: number;
  receivedFen: number;
  outstandingFen: number;
  uninvoicedFen: number;
}

const ok = async (path: string, body: Record<string, unknown>) => {
  const response = await t.post(path, { projectId, ...body }, 'finance');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
};

beforeAll(async () => {
  t = await createStaffTestApp();
  const project = await t.db.selectFrom('project').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  projectId = project.id;
  projectName = project.name;
  const financeId = await t.idOf('finance');
  const other = await t.db
    .selectFrom('project')
    .select('id')
    .where('id', 'not in', t.db.selectFrom('userProjectRole').select('projectId').where('userId', '=', financeId))
    .executeTakeFirst();
  otherProjectId = other?.id ?? 0;
  await publishPlan(t, projectId, firstPlan);
  await publishTestBudget(
    t.db,
    projectId,
    [
      { fee: 'research', basis: 'visit', visitCode: 'V1', unitFen: 1_500_00 },
      { fee: 'research', basis: 'visit', visitCode: 'C', unitFen: 800_33 },
      { fee: 'examination', basis: 'procedure', activityType: 'lab', unitFen: 120_50 },
    ],
    '2026-01-01T02:00:00.000Z',
  );
  const subjectId = await enrolledSubject(t, projectId, '2026-01-05');
  await recordVisitDone(t, { projectId, subjectId, code: 'V1' }, '2026-01-05', ['lab']);
  t.clock.set(Date.UTC(2026, 0, 12, 2, 0, 0));
  await recordVisitDone(t, { projectId, subjectId, code: 'C' }, '2026-01-12', ['lab']);
  const accrualIds = (
    await t.db.selectFrom('financeAccrual').select('id').where('projectId', '=', projectId).orderBy('id').execute()
  ).map((r) => r.id);
  // One issued invoice (two accruals) partly paid, one draft (one accrual), one accrual left free.
  const issued = await ok('/api/gpayment/invoice/save', {
    payer: '申办方甲',
    accrualIds: accrualIds.slice(0, 2),
    paymentIds: [],
  });
  await ok('/api/gpayment/invoice/issue', { ...issued, number: 'INV-1', issuedOn: '2026-01-12' });
  await ok('/api/gpayment/invoice/save', { payer: '申办方甲', accrualIds: accrualIds.slice(2, 3), paymentIds: [] });
  const part = await ok('/api/gpayment/income/save', {
    invoiceId: issued.id,
    receivedOn: '2026-01-12',
    amountFen: 100_000,
    payer: '申办方甲',
  });
  await ok('/api/gpayment/income/submit', part);
  await ok('/api/gpayment/income/save', { receivedOn: '2026-01-12', amountFen: 5_000, payer: '申办方甲' });
});
afterAll(async () => t.close());

const desk = async (query = '', as = 'finance') => t.get(`/api/finance/summary/desk${query}`, as);
const sum = (rows: { s: unknown }[]) => Number(rows[0]?.s ?? 0);

describe('finance desk', () => {
  it("shows each project's figures equal to the sums of its rows: drafts and saved income count for nothing", async () => {
    const response = await desk('?limit=100');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().rows as DeskRow[];
    const row = rows.find((r) => r.projectId === projectId);
    const earned = await t.db
      .selectFrom('financeAccrual')
      .select((eb) => eb.fn.sum<string>('amountFen').as('s'))
      .where('projectId', '=', projectId)
      .execute();
    const invoiced = await t.db
      .selectFrom('financeInvoiceLine as l')
      .innerJoin('financeInvoice as i', 'i.id', 'l.invoiceId')
      .select((eb) => eb.fn.sum<string>('l.amountFen').as('s'))
      .where('i.projectId', '=', projectId)
      .where('i.status', '!=', 'draft')
      .where('i.status', '!=', 'void')
      .execute();
    expect(sum(earned)).toBe(254_133);
    expect(sum(invoiced)).toBe(162_050);
    expect(row).toEqual({
      projectId,
      projectName,
      currency: 'CNY',
      earnedFen: 254_133,
      invoicedFen: 162_050,
      receivedFen: 100_000,
      outstandingFen: 62_050,
      uninvoicedFen: 254_133 - 162_050,
    });
    const own = (await t.get(`/api/finance/summary/project/${projectId}`, 'finance')).json().data;
    expect(row).toMatchObject(own);
  });

  it('lists only projects one may open, by outstanding, paged and searched by name', async () => {
    const all = (await desk('?limit=100')).json();
    const ids = (all.rows as DeskRow[]).map((r) => r.projectId);
    expect(all.total).toBe(ids.length);
    expect(otherProjectId).toBeGreaterThan(0);
    expect(ids).not.toContain(otherProjectId);
    for (const id of ids) expect((await t.get(`/api/gpayment/invoice/list/${id}`, 'finance')).statusCode).toBe(200);
    expect(ids[0]).toBe(projectId);
    const ascending = (await desk('?limit=100&order=asc')).json().rows as DeskRow[];
    expect(ascending.at(-1)?.projectId).toBe(projectId);
    const paged = (await desk('?limit=1&offset=1')).json();
    expect(paged.rows).toHaveLength(Math.min(1, ids.length - 1));
    expect(paged.total).toBe(ids.length);
    const found = (await desk(`?keyword=${encodeURIComponent(projectName.slice(0, 4))}`)).json().rows as DeskRow[];
    expect(found.map((r) => r.projectId)).toContain(projectId);
    expect((await desk('?keyword=zzzz-no-such')).json()).toMatchObject({ rows: [], total: 0 });
  });

  it("refuses those without the desk page, even when they read a project's receivables", async () => {
    expect((await desk('', 'investigator')).statusCode).toBe(403);
    expect((await desk('', 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/finance/summary/project/${projectId}`, 'investigator')).statusCode).toBe(200);
  });
});
