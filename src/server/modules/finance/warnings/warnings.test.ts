import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { insertIssuedInvoice } from '../finance-test-kit';
import { runFinanceWarningsOnce } from './warning-job';

const HOUR = 3_600_000;
const BASE = '/api/gpayment/warning';
let t: StaffTestApp;
let projectId: number;
let otherProjectId: number;
let holder = 0;

interface Rule {
  id: number;
  kind: string;
  threshold: number;
  active: boolean;
  version: number;
}
interface Warning {
  id: number;
  kind: string;
  recordKind: string;
  recordId: number;
  detail: Record<string, string | number>;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolution: string | null;
}

const post = (path: string, body: Record<string, unknown>, as = 'finance') =>
  t.post(`${BASE}/${path}`, { projectId, ...body }, as);
const rules = async (as = 'finance') => {
  const response = await t.get(`${BASE}/rules/${projectId}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Rule[];
};
const warnings = async (query = '', as = 'finance') => {
  const response = await t.get(`${BASE}/list/${projectId}${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: Warning[]; total: number }>();
};
/** One run of the job after the last one's lease. */
const runJob = async () => {
  t.clock.set(t.clock() + 2 * HOUR);
  holder += 1;
  return runFinanceWarningsOnce({ db: t.db, clock: t.clock, holder: `h${holder}`, intervalMinutes: 60 });
};
const inboxWarnings = async (as: string) => {
  const response = await t.get('/api/trial/task/inbox?kind=financeWarning', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    rows: { key: string; title: Record<string, string>; detail: Record<string, string> }[];
  };
};

beforeAll(async () => {
  t = await createStaffTestApp();
  const financeId = await t.idOf('finance');
  const mine = t.db.selectFrom('userProjectRole').select('projectId').where('userId', '=', financeId);
  projectId = (
    await t.db.selectFrom('project').select('id').where('id', 'in', mine).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  otherProjectId =
    (await t.db.selectFrom('project').select('id').where('id', 'not in', mine).executeTakeFirst())?.id ?? 0;
});
afterAll(() => t.close());

describe('warning rules', () => {
  it('are set once per kind within their range, changed at their version, and audited', async () => {
    expect(await rules()).toEqual([]);
    const created = await post('save-rule', { kind: 'invoiceOverdue', threshold: 30, active: true });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data as { id: number };

    // Out of its kind's range, the same kind twice, a stale version: field errors, nothing written.
    const percent = await post('save-rule', { kind: 'budgetConsumed', threshold: 0, active: true });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().field).toBe('threshold');
    const twice = await post('save-rule', { kind: 'invoiceOverdue', threshold: 10, active: true });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe('kind');
    const changed = await post('save-rule', { id, version: 1, kind: 'invoiceOverdue', threshold: 45, active: true });
    expect(changed.json().data).toEqual({ id, version: 2 });
    const stale = await post('save-rule', { id, version: 1, kind: 'invoiceOverdue', threshold: 50, active: true });
    expect(stale.statusCode).toBe(400);
    expect(await rules()).toMatchObject([{ id, kind: 'invoiceOverdue', threshold: 45, active: true, version: 2 }]);

    const audit = await auditRows(t.db, 'financeWarningRule.update');
    expect(audit[0]).toMatchObject({
      entity: 'finance_warning_rule',
      entityId: String(id),
      actorName: 'finance',
      before: { threshold: 30 },
      after: { threshold: 45 },
    });
    expect(await auditRows(t.db, 'financeWarningRule.create')).toHaveLength(1);
  });

  it('are read by the investigator and the institution head, set only with warning:manage', async () => {
    expect(await rules('investigator')).toHaveLength(1);
    expect(
      (await post('save-rule', { kind: 'subsidyUnpaid', threshold: 7, active: true }, 'investigator')).statusCode,
    ).toBe(403);
    expect((await t.get(`${BASE}/rules/${projectId}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/rules/${projectId}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/rules/${projectId}`)).statusCode).toBe(401);
    if (otherProjectId) {
      expect((await t.get(`${BASE}/rules/${otherProjectId}`, 'finance')).statusCode).toBe(403);
      const elsewhere = await t.post(
        `${BASE}/save-rule`,
        { projectId: otherProjectId, kind: 'subsidyUnpaid', threshold: 7, active: true },
        'finance',
      );
      expect(elsewhere.statusCode).toBe(403);
    }
  });
});

describe('warnings', () => {
  let lateInvoice: number;

  it('are listed open, are tasks in the inbox of warning:manage holders, and are resolved by hand with a note', async () => {
    const today = hospitalDay(t.clock());
    lateInvoice = await insertIssuedInvoice(t, projectId, 'INV-W-1', addDays(today, -50));
    await insertIssuedInvoice(t, projectId, 'INV-W-2', addDays(today, -10));
    expect(await runJob()).toMatchObject({ outcome: 'ran', raised: 1 });

    const open = await warnings();
    expect(open.total).toBe(1);
    expect(open.rows[0]).toMatchObject({
      kind: 'invoiceOverdue',
      recordKind: 'invoice',
      recordId: lateInvoice,
      detail: { number: 'INV-W-1' },
      resolvedAt: null,
    });
    const tasks = await inboxWarnings('finance');
    expect(tasks.rows.map((row) => row.key)).toEqual([`financeWarning:${open.rows[0]!.id}`]);
    expect(tasks.rows[0]!.title['zh-CN']).toBe('经费预警待处理 · 发票逾期 45 天');
    expect(tasks.rows[0]!.detail['zh-CN']).toContain('INV-W-1');
    // The investigator reads the warnings but does not deal with them: no task.
    expect((await warnings('', 'investigator')).total).toBe(1);
    expect((await inboxWarnings('investigator')).rows).toEqual([]);

    const id = open.rows[0]!.id;
    const blank = await post('resolve', { id, resolution: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('resolution');
    expect((await post('resolve', { id, resolution: '已催款' }, 'investigator')).statusCode).toBe(403);
    expect((await warnings()).total).toBe(1);

    const done = await post('resolve', { id, resolution: '已催款，申办方承诺本月付款' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await warnings()).total).toBe(0);
    expect((await warnings('?state=resolved')).rows[0]).toMatchObject({
      id,
      resolvedBy: 'finance',
      resolution: '已催款，申办方承诺本月付款',
    });
    expect((await inboxWarnings('finance')).rows).toEqual([]);
    const again = await post('resolve', { id, resolution: '再次' });
    expect(again.statusCode).toBe(400);
    expect((await auditRows(t.db, 'financeWarning.resolve'))[0]).toMatchObject({
      entityId: String(id),
      actorName: 'finance',
      after: { resolvedBy: 'finance', resolution: '已催款，申办方承诺本月付款' },
    });
  });

  it('resolved by hand are not raised again while the rule is unchanged; a changed rule raises them anew', async () => {
    expect(await runJob()).toMatchObject({ outcome: 'ran', raised: 0, resolved: 0 });
    expect((await warnings()).total).toBe(0);

    const [rule] = await rules();
    await post('save-rule', {
      id: rule!.id,
      version: rule!.version,
      kind: 'invoiceOverdue',
      threshold: 40,
      active: true,
    });
    expect(await runJob()).toMatchObject({ raised: 1 });
    expect((await warnings()).rows.map((row) => row.recordId)).toEqual([lateInvoice]);
  });

  it('of a rule turned off are resolved with it, and the job no longer tests it', async () => {
    const [rule] = await rules();
    const off = await post('save-rule', {
      id: rule!.id,
      version: rule!.version,
      kind: 'invoiceOverdue',
      threshold: 40,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await warnings()).total).toBe(0);
    expect((await warnings('?state=all&kind=invoiceOverdue')).total).toBe(2);
    expect(await runJob()).toMatchObject({ outcome: 'ran', raised: 0 });
    expect((await t.get(`${BASE}/list/${projectId}?state=later`, 'finance')).statusCode).toBe(400);
  });
});
