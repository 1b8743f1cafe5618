import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkflowEvent } from '../../../../shared/domain/work/approvals';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { type StartApproval, firePostEvents, registerWorkflowHooks, startApproval } from './engine';

const KEY = 'testPayment';
const PROJECT = 1;
let t: StaffTestApp;
let events: { event: WorkflowEvent; status: string; task: number | null }[];

const steps = [
  { sort: 1, name: '财务审核', approverKind: 'role', approverRef: 'finance', minAmountFen: null },
  { sort: 2, name: '研究者审批', approverKind: 'projectRole', approverRef: 'investigator', minAmountFen: 1_000_000 },
];

async function publish(body: Record<string, unknown> = {}) {
  const saved = await t.post('/api/bpm/definition/save', { key: KEY, name: '测试付款审批', steps, ...body }, 'admin');
  expect(saved.statusCode, saved.body).toBe(200);
  const { id, version } = saved.json().data as { id: number; version: number };
  const published = await t.post('/api/bpm/definition/publish', { id, version }, 'admin');
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

async function start(input: Partial<StartApproval> = {}, as = 'coordinator') {
  const actor = { at: t.clock(), actorId: await t.idOf(as), actorName: as, clientIp: null, requestId: null };
  const { instanceId, post } = await t.db.transaction().execute((trx) =>
    startApproval(
      trx,
      {
        key: KEY,
        projectId: PROJECT,
        recordKind: 'testBill',
        recordId: 1,
        title: '测试账单',
        amountFen: 2_000_000,
        ...input,
      },
      actor,
    ),
  );
  await firePostEvents(t.db, post);
  return instanceId;
}

async function mine(as: string) {
  const response = await t.get('/api/bpm/task/mine', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { taskId: number; stepName: string; onBehalfOf: string | null }[];
}

async function decide(as: string, taskId: number, decision: 'approve' | 'reject', comment?: string) {
  const meaning = decision === 'approve' ? ('reviewer-approves' as const) : ('reviewer-rejects' as const);
  const signature = { ...(await signatureOf(t, as)), meaning };
  return t.post('/api/bpm/task/decide', { taskId, decision, comment, signature }, as);
}

const instanceOf = (id: number) =>
  t.db.selectFrom('workflowInstance').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeEach(async () => {
  t = await createStaffTestApp();
  events = [];
  const record =
    (event: WorkflowEvent) => async (_db: unknown, c: { instance: { status: string }; task?: { id: number } }) => {
      events.push({ event, status: c.instance.status, task: c.task?.id ?? null });
    };
  registerWorkflowHooks(KEY, {
    start: record('start'),
    taskCreate: record('taskCreate'),
    taskComplete: record('taskComplete'),
    end: record('end'),
    manualEnd: record('manualEnd'),
    postEnd: record('postEnd'),
  });
});
afterEach(() => t.close());

describe('approval workflow definitions', () => {
  it('publishes a draft, retires the revision before, and refuses what is not a well-formed draft', async () => {
    const first = await publish();
    const second = await publish({ name: '测试付款审批（修订）' });
    const list = (await t.get('/api/bpm/definition/list', 'admin')).json().data as {
      id: number;
      status: string;
      revision: number;
    }[];
    expect(list.map((d) => [d.id, d.revision, d.status])).toEqual([
      [second, 2, 'published'],
      [first, 1, 'retired'],
    ]);
    const duplicate = await t.post(
      '/api/bpm/definition/save',
      { key: KEY, name: '坏', steps: [steps[0], { ...steps[1], sort: 1 }] },
      'admin',
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ field: 'steps' });
    const onPublished = await t.post(
      '/api/bpm/definition/save',
      { id: second, version: 2, key: KEY, name: 'x', steps },
      'admin',
    );
    expect(onPublished.statusCode).toBe(400);
    expect((await t.post('/api/bpm/definition/save', { key: KEY, name: 'x', steps }, 'coordinator')).statusCode).toBe(
      403,
    );
    expect((await t.get('/api/bpm/definition/list', 'coordinator')).statusCode).toBe(403);
    expect(await t.db.selectFrom('workflowDefinition').select('id').execute()).toHaveLength(2);
  });
});

describe('an approval', () => {
  it('goes through the steps its amount reaches, each signed by its approver, and ends approved', async () => {
    await publish();
    const id = await start();
    expect(await mine('coordinator')).toEqual([]);
    expect(await mine('investigator')).toEqual([]);
    const [financeStep] = await mine('finance');
    expect(financeStep).toMatchObject({ stepName: '财务审核', onBehalfOf: null });

    // The one who started it is no approver; a wrong password decides nothing.
    expect((await decide('coordinator', financeStep!.taskId, 'approve')).statusCode).toBe(403);
    const wrong = await t.post(
      '/api/bpm/task/decide',
      {
        taskId: financeStep!.taskId,
        decision: 'approve',
        signature: { ...(await signatureOf(t, 'finance', 'nope')), meaning: 'reviewer-approves' },
      },
      'finance',
    );
    expect(wrong.statusCode).toBe(400);
    expect(await mine('finance')).toHaveLength(1);

    // A signature meaning other than the decision's is refused and changes nothing.
    for (const [decision, meaning] of [
      ['approve', 'reviewer-rejects'],
      ['reject', 'reviewer-approves'],
      ['approve', 'investigator-confirms'],
    ] as const) {
      const mismatch = await t.post(
        '/api/bpm/task/decide',
        {
          taskId: financeStep!.taskId,
          decision,
          comment: '不符',
          signature: { ...(await signatureOf(t, 'finance')), meaning },
        },
        'finance',
      );
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({ field: 'signature' });
    }
    expect(await mine('finance')).toHaveLength(1);
    expect(await auditRows(t.db, 'signature.sign')).toHaveLength(0);

    const approved = await decide('finance', financeStep!.taskId, 'approve');
    expect(approved.json().data).toEqual({ instanceStatus: 'running' });
    const [investigatorStep] = await mine('investigator');
    expect(investigatorStep).toMatchObject({ stepName: '研究者审批' });
    expect((await decide('investigator', investigatorStep!.taskId, 'approve')).json().data).toEqual({
      instanceStatus: 'approved',
    });
    expect((await instanceOf(id)).status).toBe('approved');
    const tasks = await t.db
      .selectFrom('workflowTask')
      .selectAll()
      .where('instanceId', '=', id)
      .orderBy('stepSort')
      .execute();
    expect(tasks.map((task) => [task.status, task.decidedBy, task.signatureId !== null])).toEqual([
      ['approved', 'finance', true],
      ['approved', 'investigator', true],
    ]);
    expect(events.map((e) => e.event)).toEqual([
      'start',
      'taskCreate',
      'taskComplete',
      'taskCreate',
      'taskComplete',
      'end',
      'postEnd',
    ]);
    expect(events.at(-2)).toMatchObject({ status: 'approved' });
    expect(await auditRows(t.db, 'approval.approve')).toHaveLength(2);
    expect(await auditRows(t.db, 'signature.sign')).toHaveLength(2);
  });

  it('skips a step whose threshold the amount does not reach, and a rejection needs a reason and ends it', async () => {
    await publish();
    const small = await start({ recordId: 2, amountFen: 999_999 });
    const [step] = await mine('finance');
    expect((await decide('finance', step!.taskId, 'approve')).json().data).toEqual({ instanceStatus: 'approved' });
    expect((await instanceOf(small)).status).toBe('approved');

    const big = await start({ recordId: 3 });
    const [next] = await mine('finance');
    const noReason = await decide('finance', next!.taskId, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'comment' });
    expect((await instanceOf(big)).status).toBe('running');
    expect((await decide('finance', next!.taskId, 'reject', '金额与合同不符')).json().data).toEqual({
      instanceStatus: 'rejected',
    });
    expect(await mine('investigator')).toEqual([]);
    // The record may go into approval again once the last one ended.
    await start({ recordId: 3 });
    await expect(start({ recordId: 3 })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('an agent decides for the principal while the delegation covers today, both names kept', async () => {
    await publish();
    await start();
    const today = hospitalDay(t.clock());
    const given = await t.post(
      '/api/bpm/agency/save',
      { agentUserName: 'monitor', startsOn: today, endsOn: addDays(today, 3), reason: '出差' },
      'finance',
    );
    expect(given.statusCode, given.body).toBe(200);
    const [step] = await mine('monitor');
    expect(step).toMatchObject({ stepName: '财务审核', onBehalfOf: 'finance' });
    expect((await decide('monitor', step!.taskId, 'approve')).statusCode).toBe(200);
    const task = await t.db
      .selectFrom('workflowTask')
      .selectAll()
      .where('id', '=', step!.taskId)
      .executeTakeFirstOrThrow();
    expect([task.decidedBy, task.decidedFor]).toEqual(['monitor', 'finance']);

    const { id } = given.json().data as { id: number };
    expect((await t.post('/api/bpm/agency/revoke', { id }, 'monitor')).statusCode).toBe(403);
    expect((await t.post('/api/bpm/agency/revoke', { id }, 'finance')).statusCode).toBe(200);
    await start({ recordId: 9 });
    expect(await mine('monitor')).toEqual([]);
    const late = await t.post(
      '/api/bpm/agency/save',
      { agentUserName: 'monitor', startsOn: today, endsOn: addDays(today, 200) },
      'finance',
    );
    expect(late.statusCode).toBe(400);
  });

  it('of 20 concurrent decisions of one step exactly one is recorded', async () => {
    await publish();
    await start({ amountFen: 10 });
    const [step] = await mine('finance');
    const signatures = await Promise.all(Array.from({ length: 20 }, () => signatureOf(t, 'finance')));
    const responses = await Promise.all(
      signatures.map((signature) =>
        t.post(
          '/api/bpm/task/decide',
          { taskId: step!.taskId, decision: 'approve', signature: { ...signature, meaning: 'reviewer-approves' } },
          'finance',
        ),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(19);
    expect(await auditRows(t.db, 'approval.approve')).toHaveLength(1);
    const signed = await t.db.selectFrom('eSignature').select('id').where('entity', '=', 'workflow_task').execute();
    expect(signed).toHaveLength(1);
  });

  it('the one who started it withdraws it while it runs; a hook that refuses the start leaves nothing', async () => {
    await publish();
    const id = await start();
    expect((await t.post('/api/bpm/instance/withdraw', { id }, 'finance')).statusCode).toBe(403);
    expect((await t.post('/api/bpm/instance/withdraw', { id }, 'coordinator')).statusCode).toBe(200);
    expect((await instanceOf(id)).status).toBe('withdrawn');
    expect(await mine('finance')).toEqual([]);
    expect(events.map((e) => e.event)).toContain('manualEnd');

    registerWorkflowHooks(KEY, {
      start: async () => {
        throw new Error('账单已作废');
      },
    });
    await expect(start({ recordId: 5 })).rejects.toThrow('账单已作废');
    expect(await t.db.selectFrom('workflowInstance').select('id').where('recordId', '=', 5).execute()).toEqual([]);
  });
});
