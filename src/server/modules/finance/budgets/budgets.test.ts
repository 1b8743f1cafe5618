import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
let projectId = 0;
const fee: Record<string, number> = {};
const at = '2026-01-05T02:00:00.000Z';

/** A published visit plan: screening (lab), two treatment visits (CT, lab, ECG). */
async function publishPlan(project: number) {
  const plan = await t.db
    .insertInto('visitPlan')
    .values({
      projectId: project,
      planVersion: 1,
      status: 'published',
      name: '方案 V1',
      anchor: 'consent',
      note: null,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const visit = (code: string, name: string, sort: number, types: string[]) => ({
    planId: plan.id,
    groupId: null,
    code,
    name,
    sort,
    dayOffset: sort * 21,
    repeatEvery: null,
    repeatUnit: null,
    repeatTimes: null,
    activities: JSON.stringify(types.map((type) => ({ type, name: type }))),
  });
  await t.db
    .insertInto('visitPlanVisit')
    .values([
      visit('V0', '筛选期', 0, ['lab']),
      visit('C1D1', '第1周期', 1, ['ct', 'lab', 'ecg']),
      visit('C2D1', '第2周期', 2, ['lab']),
    ])
    .execute();
}

beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await publishPlan(projectId);
  for (const row of await t.db.selectFrom('financeFeeType').select(['id', 'code']).execute()) fee[row.code] = row.id;
});
afterAll(async () => t.close());

const line = (
  basis: string,
  feeCode: string,
  unitFen: number,
  plannedUnits: number | null,
  key: string | null = null,
) => ({
  feeTypeId: fee[feeCode],
  basis,
  visitCode: basis === 'visit' ? key : null,
  activityType: basis === 'procedure' ? key : null,
  unitFen,
  plannedUnits,
  note: null,
});
const lines = () => [
  line('visit', 'research', 500_000, 30, 'C1D1'),
  line('visit', 'research', 450_000, 30, 'C2D1'),
  line('visit', 'subsidy', 25_000, 60, 'C1D1'),
  line('procedure', 'examination', 80_000, 30, 'ct'),
  line('procedure', 'examination', 30_000, 90, 'lab'),
  line('milestone', 'research', 2_000_000, 1),
  line('fixed', 'overhead', 333, null),
];

async function createDraft(as = 'finance') {
  const created = await t.post('/api/gpayment/budget/create', { projectId }, as);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as { id: number; version: number };
}
const detail = async (id: number, as = 'finance') =>
  (await t.get(`/api/gpayment/budget/${projectId}/${id}`, as)).json().data;

describe('budgets', () => {
  it('offers the published plan and the fee types, and prices a draft whose totals equal the sum of its lines', async () => {
    const list = (await t.get(`/api/gpayment/budget/list/${projectId}`, 'finance')).json().data;
    expect(list.plan.visits.map((visit: { code: string }) => visit.code)).toEqual(['V0', 'C1D1', 'C2D1']);
    expect(list.plan.activityTypes).toEqual(['ct', 'ecg', 'lab']);
    expect(list.feeTypes).toHaveLength(6);

    const { id } = await createDraft();
    const saved = await t.post(
      '/api/gpayment/budget/save',
      { projectId, id, version: 1, note: '首版预算', lines: lines() },
      'finance',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const data = await detail(id);
    expect(data.lines.map((row: { plannedFen: number }) => row.plannedFen)).toEqual([
      15_000_000, 13_500_000, 1_500_000, 2_400_000, 2_700_000, 2_000_000, 0,
    ]);
    // 150,000 + 135,000 + 15,000 + 24,000 + 27,000 + 20,000 yuan.
    expect(data.budget.plannedFen).toBe(37_100_000);
    const byFee = Object.fromEntries(
      data.totals.map((row: { feeTypeId: number; plannedFen: number }) => [row.feeTypeId, row.plannedFen]),
    );
    expect(byFee).toEqual({
      [fee.research ?? 0]: 30_500_000,
      [fee.subsidy ?? 0]: 1_500_000,
      [fee.examination ?? 0]: 5_100_000,
      [fee.overhead ?? 0]: 0,
    });
    const sumOfLines = data.lines.reduce((sum: number, row: { plannedFen: number }) => sum + row.plannedFen, 0);
    expect(data.budget.plannedFen).toBe(sumOfLines);
    const [audit] = await auditRows(t.db, 'budget.update');
    expect(audit).toMatchObject({ entity: 'finance_budget', entityId: String(id), actorName: 'finance' });
  });

  it('refuses a visit or procedure outside the published plan and a stale version, changing nothing', async () => {
    const draft = (await t.get(`/api/gpayment/budget/list/${projectId}`, 'finance')).json().data.budgets[0];
    const before = await detail(draft.id);
    const outside = await t.post(
      '/api/gpayment/budget/save',
      {
        projectId,
        id: draft.id,
        version: draft.version,
        note: null,
        lines: [line('visit', 'research', 100, 1, 'C9D1')],
      },
      'finance',
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ field: 'lines.0.visitCode' });
    const badProcedure = await t.post(
      '/api/gpayment/budget/save',
      {
        projectId,
        id: draft.id,
        version: draft.version,
        note: null,
        lines: [line('procedure', 'examination', 100, 1, 'mri')],
      },
      'finance',
    );
    expect(badProcedure.json()).toMatchObject({ field: 'lines.0.activityType' });
    const stale = await t.post(
      '/api/gpayment/budget/save',
      { projectId, id: draft.id, version: 1, note: null, lines: [] },
      'finance',
    );
    expect(stale.json().data).toMatchObject({ reason: 'stale_version' });
    expect(await detail(draft.id)).toEqual(before);
  });

  it('publishes a draft; the next draft copies it and publishing that retires the first', async () => {
    const first = (await t.get(`/api/gpayment/budget/list/${projectId}`, 'finance')).json().data.budgets[0];
    const published = await t.post(
      '/api/gpayment/budget/publish',
      { projectId, id: first.id, version: first.version },
      'finance',
    );
    expect(published.statusCode, published.body).toBe(200);
    const again = await t.post(
      '/api/gpayment/budget/save',
      { projectId, id: first.id, version: first.version + 1, note: null, lines: [] },
      'finance',
    );
    expect(again.statusCode).toBe(400);

    const second = await createDraft();
    expect((await detail(second.id)).budget.plannedFen).toBe(37_100_000);
    expect((await t.post('/api/gpayment/budget/create', { projectId }, 'finance')).statusCode).toBe(400);
    expect((await t.post('/api/gpayment/budget/publish', { projectId, ...second }, 'finance')).statusCode).toBe(200);
    const statuses = (await t.get(`/api/gpayment/budget/list/${projectId}`, 'finance'))
      .json()
      .data.budgets.map((row: { revision: number; status: string }) => [row.revision, row.status]);
    expect(statuses).toEqual([
      [2, 'published'],
      [1, 'retired'],
    ]);
    const [audit] = await auditRows(t.db, 'budget.publish');
    expect(audit?.after).toMatchObject({ revision: 2, retired: first.id });
  });

  it('deletes a draft, not a published version', async () => {
    const draft = await createDraft();
    expect((await t.post('/api/gpayment/budget/delete', { projectId, ...draft }, 'finance')).statusCode).toBe(200);
    const published = (await t.get(`/api/gpayment/budget/list/${projectId}`, 'finance')).json().data.budgets[0];
    const refused = await t.post(
      '/api/gpayment/budget/delete',
      { projectId, id: published.id, version: published.version },
      'finance',
    );
    expect(refused.statusCode).toBe(400);
  });

  it('keeps the currency and rates per project, in basis points at their version', async () => {
    const fresh = (await t.get(`/api/gpayment/setting/${projectId}`, 'finance')).json().data;
    expect(fresh).toMatchObject({ currency: 'CNY', managementFeeBp: 0, holdbackBp: 0, version: 0 });
    const body = { projectId, version: 0, currency: 'CNY', managementFeeBp: 1500, holdbackBp: 1000 };
    expect((await t.post('/api/gpayment/setting/save', body, 'finance')).json().data).toEqual({ version: 1 });
    expect((await t.post('/api/gpayment/setting/save', body, 'finance')).json().data).toMatchObject({
      reason: 'stale_version',
    });
    expect(
      (await t.post('/api/gpayment/setting/save', { ...body, version: 1, holdbackBp: 10_001 }, 'finance')).statusCode,
    ).toBe(400);
    expect(
      (await t.post('/api/gpayment/setting/save', { ...body, version: 1, currency: 'JPY' }, 'finance')).statusCode,
    ).toBe(400);
    expect((await t.get(`/api/gpayment/setting/${projectId}`, 'investigator')).json().data).toMatchObject({
      managementFeeBp: 1500,
      holdbackBp: 1000,
      version: 1,
    });
    const [audit] = await auditRows(t.db, 'financeSetting.save');
    expect(audit).toMatchObject({ entity: 'finance_setting', after: { managementFeeBp: 1500, holdbackBp: 1000 } });
  });

  it('lets the investigator read, not write; the monitor and users of other projects get 403', async () => {
    expect((await t.get(`/api/gpayment/budget/list/${projectId}`, 'investigator')).statusCode).toBe(200);
    expect((await t.post('/api/gpayment/budget/create', { projectId }, 'investigator')).statusCode).toBe(403);
    expect((await t.get(`/api/gpayment/budget/list/${projectId}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/gpayment/setting/${projectId}`, 'monitor')).statusCode).toBe(403);
    const other = await t.db
      .selectFrom('project')
      .select('id')
      .where(
        'id',
        'not in',
        t.db
          .selectFrom('userProjectRole')
          .select('projectId')
          .where('userId', '=', await t.idOf('finance')),
      )
      .executeTakeFirstOrThrow();
    expect((await t.get(`/api/gpayment/budget/list/${other.id}`, 'finance')).statusCode).toBe(403);
    expect((await t.post('/api/gpayment/budget/create', { projectId: other.id }, 'finance')).statusCode).toBe(403);
  });
});
