import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkflowDemo } from '../../../db/seed/demo-workflows';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';

let t: StaffTestApp;
let projectId = 0;

beforeAll(async () => {
  t = await createStaffTestApp();
  await loadWorkflowDemo(t.db, t.clock());
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  // The coordinator also keeps this project's contracts, so the finance officer can approve what they submit.
  const finance = await t.db.selectFrom('role').select('id').where('code', '=', 'finance').executeTakeFirstOrThrow();
  await t.db
    .insertInto('userProjectRole')
    .values({ userId: await t.idOf('coordinator'), projectId, roleId: finance.id })
    .execute();
});
afterAll(async () => t.close());

const agreement = (patch: Record<string, unknown> = {}) => ({
  projectId,
  kind: 'agreement',
  parentId: null,
  number: 'CTA-2026-001',
  title: '临床试验协议',
  sponsor: '恒瑞医药',
  cro: null,
  parties: [{ role: '申办方', name: '恒瑞医药' }],
  amountFen: 4_000_000,
  holdbackBp: 1000,
  signedOn: '2026-01-02',
  startsOn: '2026-01-05',
  endsOn: '2027-12-31',
  note: null,
  payments: [
    { name: '首付款', dueOn: '2026-02-01', amountFen: 1_200_000, note: null },
    { name: '中期款', dueOn: '2026-08-01', amountFen: 2_000_000, note: null },
    { name: '尾款', dueOn: null, amountFen: 800_000, note: null },
  ],
  ...patch,
});
type Row = { id: number; status: string; version: number; scheduledFen: number; amountFen: number };
const list = async (as = 'finance') =>
  (await t.get(`/api/gpayment/contract/list/${projectId}`, as)).json().data as Row[];

async function decideMine(as: string, decision: 'approve' | 'reject', comment?: string) {
  const mine = (await t.get('/api/bpm/task/mine', as)).json().data as { taskId: number }[];
  const task = mine[0];
  if (!task) throw new Error(`no task for ${as}`);
  const meaning = decision === 'approve' ? ('reviewer-approves' as const) : ('reviewer-rejects' as const);
  const signature = { ...(await signatureOf(t, as)), meaning };
  return t.post('/api/bpm/task/decide', { taskId: task.taskId, decision, comment, signature }, as);
}

describe('contracts', () => {
  it('saves a draft whose schedule sum is computed, refusing a number taken and a stale version', async () => {
    const saved = await t.post('/api/gpayment/contract/save', agreement(), 'coordinator');
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await list();
    expect(row).toMatchObject({ status: 'draft', amountFen: 4_000_000, scheduledFen: 4_000_000 });
    const again = await t.post('/api/gpayment/contract/save', agreement(), 'coordinator');
    expect(again.json()).toMatchObject({ field: 'number' });
    const { id } = saved.json().data;
    const edited = await t.post(
      '/api/gpayment/contract/save',
      agreement({ id, version: 1, title: '临床试验协议（正式）' }),
      'coordinator',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await t.post('/api/gpayment/contract/save', agreement({ id, version: 1 }), 'coordinator');
    expect(stale.json().data).toMatchObject({ reason: 'stale_version' });
    expect((await auditRows(t.db, 'contract.create'))[0]).toMatchObject({
      entity: 'finance_contract',
      entityId: String(id),
    });
  });

  it('goes into approval on submit, is rejected, edited and submitted again, then approved', async () => {
    const [row] = await list();
    if (!row) throw new Error('no contract');
    const submitted = await t.post(
      '/api/gpayment/contract/submit',
      { projectId, id: row.id, version: row.version },
      'coordinator',
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await list())[0]).toMatchObject({ status: 'approving' });
    const locked = await t.post(
      '/api/gpayment/contract/save',
      agreement({ id: row.id, version: row.version + 1 }),
      'coordinator',
    );
    expect(locked.statusCode).toBe(400);

    expect((await decideMine('finance', 'reject', '付款计划需调整')).statusCode).toBe(200);
    const rejected = (await list())[0];
    expect(rejected).toMatchObject({ status: 'rejected' });
    if (!rejected) throw new Error('no contract');
    const corrected = await t.post(
      '/api/gpayment/contract/save',
      agreement({ id: rejected.id, version: rejected.version }),
      'coordinator',
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const draft = (await list())[0];
    expect(draft).toMatchObject({ status: 'draft' });
    if (!draft) throw new Error('no contract');
    expect(
      (
        await t.post(
          '/api/gpayment/contract/submit',
          { projectId, id: draft.id, version: draft.version },
          'coordinator',
        )
      ).statusCode,
    ).toBe(200);
    expect((await decideMine('finance', 'approve')).statusCode).toBe(200);
    expect((await list())[0]).toMatchObject({ status: 'approved' });
    expect((await auditRows(t.db, 'contract.approve'))[0]).toMatchObject({
      entityId: String(draft.id),
      actorName: 'finance',
    });
    expect(await auditRows(t.db, 'contract.reject')).toHaveLength(1);
  });

  it('lets the investigator read, not write; the monitor and users of other projects get 403', async () => {
    expect((await t.get(`/api/gpayment/contract/list/${projectId}`, 'investigator')).statusCode).toBe(200);
    expect((await t.post('/api/gpayment/contract/save', agreement({ number: 'X-1' }), 'investigator')).statusCode).toBe(
      403,
    );
    expect((await t.get(`/api/gpayment/contract/list/${projectId}`, 'monitor')).statusCode).toBe(403);
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
    expect((await t.get(`/api/gpayment/contract/list/${other.id}`, 'finance')).statusCode).toBe(403);
  });
});
