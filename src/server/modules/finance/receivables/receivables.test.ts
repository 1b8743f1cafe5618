import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
// direct import: the visits area's test plans (test support, not part of its index)
import { firstPlan, publishPlan } from '../../visits/subject-visits/subject-visits-kit';
import { enrolledSubject, publishTestBudget, recordVisitDone } from '../finance-test-kit';

let t: StaffTestApp;
let projectId: number;
let otherProjectId: number;
let accrualIds: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
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
  await t.db
    .insertInto('financeSetting')
    .values({ projectId, holdbackBp: 1000, updatedBy: 'finance', updatedAt: '2026-01-01T02:00:00.000Z' })
    .execute();
  const subjectId = await enrolledSubject(t, projectId, '2026-01-05');
  await recordVisitDone(t, { projectId, subjectId, code: 'V1' }, '2026-01-05', ['lab']);
  t.clock.set(Date.UTC(2026, 0, 12, 2, 0, 0));
  await recordVisitDone(t, { projectId, subjectId, code: 'C' }, '2026-01-12', ['lab']);
  accrualIds = (
    await t.db.selectFrom('financeAccrual').select('id').where('projectId', '=', projectId).orderBy('id').execute()
  ).map((r) => r.id);
});
afterAll(async () => t.close());

const post = (path: string, body: Record<string, unknown>, as = 'finance') => t.post(path, { projectId, ...body }, as);
const ok = async (path: string, body: Record<string, unknown>) => {
  const response = await post(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
};
const invoice = async (id: number) => {
  const response = await t.get(`/api/gpayment/invoice/detail/${projectId}/${id}`, 'finance');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const figures = async () => (await t.get(`/api/finance/summary/project/${projectId}`, 'finance')).json().data;
const accrualRows = async (invoiced: 'uninvoiced' | 'invoiced') =>
  (await t.get(`/api/gpayment/invoice/accruals/${projectId}?invoiced=${invoiced}&limit=100`, 'finance')).json()
    .rows as { id: number; invoiceId: number | null; invoiceNumber: string | null }[];
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const uninvoiced = async () => ids(await accrualRows('uninvoiced'));
/** Uninvoiced accruals on no draft either: those a new invoice may take. */
const free = async () => ids((await accrualRows('uninvoiced')).filter((r) => r.invoiceId === null));

describe('invoices and income', () => {
  let first: { id: number; version: number };

  it('raises a draft from uninvoiced accruals: its amount is the sum of its lines, in SQL', async () => {
    expect(accrualIds).toHaveLength(4);
    first = await ok('/api/gpayment/invoice/save', {
      payer: '申办方甲',
      dueOn: '2026-02-15',
      accrualIds: accrualIds.slice(0, 2),
      paymentIds: [],
    });
    const draft = await invoice(first.id);
    expect(draft).toMatchObject({ status: 'draft', number: null, amountFen: 162_050, lineCount: 2 });
    expect(draft.lines.map((l: { amountFen: number }) => l.amountFen)).toEqual([150_000, 12_050]);
    expect(await free()).toEqual(accrualIds.slice(2));
    expect(await uninvoiced()).toEqual(accrualIds);
    expect(await accrualRows('invoiced')).toEqual([]);
    const taken = await post('/api/gpayment/invoice/save', {
      payer: '申办方甲',
      accrualIds: [accrualIds[1]],
      paymentIds: [],
    });
    expect(taken.json()).toMatchObject({ code: '100', data: { field: 'accrualIds' } });
    first = await ok('/api/gpayment/invoice/save', {
      ...first,
      payer: '申办方甲',
      dueOn: '2026-02-15',
      accrualIds,
      paymentIds: [],
    });
    expect(await invoice(first.id)).toMatchObject({
      amountFen: 254_133,
      lineCount: 4,
      holdbackFen: 25_413,
      payableNowFen: 228_720,
    });
    expect(await figures()).toMatchObject({
      earnedFen: 254_133,
      invoicedFen: 0,
      uninvoicedFen: 254_133,
      outstandingFen: 0,
      receivedFen: 0,
    });
  });

  it('issues it with a number unique in the project; overdue shows past its due day', async () => {
    const refused = await post('/api/gpayment/invoice/issue', { ...first, number: 'INV-1', issuedOn: '2026-02-16' });
    expect(refused.json()).toMatchObject({ data: { field: 'issuedOn' } });
    first = await ok('/api/gpayment/invoice/issue', { ...first, number: 'INV-1', issuedOn: '2026-01-12' });
    expect(await invoice(first.id)).toMatchObject({ status: 'issued', shownStatus: 'issued', number: 'INV-1' });
    expect(await figures()).toMatchObject({ invoicedFen: 254_133, uninvoicedFen: 0, outstandingFen: 254_133 });
    expect(await uninvoiced()).toEqual([]);
    expect(ids(await accrualRows('invoiced'))).toEqual(accrualIds);
    const [audit] = await auditRows(t.db, 'financeInvoice.issue');
    expect(audit).toMatchObject({ entity: 'finance_invoice', entityId: String(first.id), actorName: 'finance' });
    t.clock.set(Date.UTC(2026, 1, 16, 2, 0, 0));
    expect(await invoice(first.id)).toMatchObject({ status: 'issued', shownStatus: 'overdue' });
  });

  it('counts income only once submitted, refuses more than is due, and follows partly paid to paid', async () => {
    const over = await post('/api/gpayment/income/save', {
      invoiceId: first.id,
      receivedOn: '2026-02-16',
      amountFen: 254_134,
      payer: '申办方甲',
    });
    expect(over.json()).toMatchObject({ code: '100', data: { field: 'amountFen' } });
    const part = await ok('/api/gpayment/income/save', {
      invoiceId: first.id,
      receivedOn: '2026-02-16',
      amountFen: 200_000,
      payer: '申办方甲',
    });
    const rest = await ok('/api/gpayment/income/save', {
      invoiceId: first.id,
      receivedOn: '2026-02-16',
      amountFen: 54_133,
      payer: '申办方甲',
    });
    const extra = await ok('/api/gpayment/income/save', {
      invoiceId: first.id,
      receivedOn: '2026-02-16',
      amountFen: 1,
      payer: '申办方甲',
    });
    expect(await figures()).toMatchObject({ receivedFen: 0, outstandingFen: 254_133 });
    await ok('/api/gpayment/income/submit', part);
    expect(await invoice(first.id)).toMatchObject({
      status: 'partlyPaid',
      receivedFen: 200_000,
      shownStatus: 'overdue',
    });
    await ok('/api/gpayment/income/submit', rest);
    expect(await invoice(first.id)).toMatchObject({ status: 'paid', receivedFen: 254_133, shownStatus: 'paid' });
    const refused = await post('/api/gpayment/income/submit', extra);
    expect(refused.statusCode).toBe(400);
    expect(await invoice(first.id)).toMatchObject({ status: 'paid', receivedFen: 254_133 });
    const sum = await t.db
      .selectFrom('financeIncome')
      .select((eb) => eb.fn.sum<number | string>('amountFen').as('s'))
      .where('status', '=', 'submitted')
      .where('invoiceId', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(Number(sum.s)).toBe(254_133);
    expect(await figures()).toMatchObject({
      earnedFen: 254_133,
      invoicedFen: 254_133,
      receivedFen: 254_133,
      outstandingFen: 0,
    });
    expect((await auditRows(t.db, 'financeIncome.submit')).length).toBe(2);
  });

  it('voids an issued invoice with a reason, which frees its accruals for another', async () => {
    const paid = await post('/api/gpayment/invoice/void', { ...(await invoice(first.id)), reason: '开错' });
    expect(paid.statusCode).toBe(400);
    await t.db.deleteFrom('financeIncome').execute();
    await t.db
      .updateTable('financeInvoice')
      .set({ status: 'issued', receivedFen: 0 })
      .where('id', '=', first.id)
      .execute();
    const { version } = await invoice(first.id);
    await ok('/api/gpayment/invoice/void', { id: first.id, version, reason: '抬头错误' });
    expect(await invoice(first.id)).toMatchObject({ status: 'void', voidReason: '抬头错误', amountFen: 254_133 });
    expect(await uninvoiced()).toEqual(accrualIds);
    expect(await figures()).toMatchObject({ invoicedFen: 0, uninvoicedFen: 254_133 });
    const again = await ok('/api/gpayment/invoice/save', { payer: '申办方甲', accrualIds, paymentIds: [] });
    expect(await figures()).toMatchObject({ invoicedFen: 0, uninvoicedFen: 254_133 });
    expect(await free()).toEqual([]);
    const clash = await post('/api/gpayment/invoice/issue', { ...again, number: 'INV-1', issuedOn: '2026-02-16' });
    expect(clash.json()).toMatchObject({ data: { field: 'number' } });
    await ok('/api/gpayment/invoice/delete', again);
    expect(await uninvoiced()).toEqual(accrualIds);
    expect((await auditRows(t.db, 'financeInvoice.void'))[0]?.after).toMatchObject({ status: 'void' });
  });

  it('lets the monitor and the coordinator see nothing, and no one outside the project', async () => {
    expect((await t.get(`/api/gpayment/invoice/list/${projectId}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/finance/summary/project/${projectId}`, 'monitor')).statusCode).toBe(403);
    const coordinator = await post(
      '/api/gpayment/invoice/save',
      { payer: 'x', accrualIds: [], paymentIds: [] },
      'coordinator',
    );
    expect(coordinator.statusCode).toBe(403);
    const investigator = await post(
      '/api/gpayment/income/save',
      { receivedOn: '2026-02-16', amountFen: 1, payer: 'x' },
      'investigator',
    );
    expect(investigator.statusCode).toBe(403);
    expect((await t.get(`/api/gpayment/invoice/list/${projectId}`, 'investigator')).statusCode).toBe(200);
    expect(otherProjectId).toBeGreaterThan(0);
    expect((await t.get(`/api/gpayment/invoice/list/${otherProjectId}`, 'finance')).statusCode).toBe(403);
  });
});
