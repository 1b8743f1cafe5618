import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DecidedStep, StartedApproval } from '../../../../shared/api/work/approval-history';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { type StaffTestApp, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { firePostEvents, startApproval } from './engine';

const KEY = 'testHistory';
let t: StaffTestApp;

const steps = [
  { sort: 1, name: '财务审核', approverKind: 'role', approverRef: 'finance', minAmountFen: null },
  { sort: 2, name: '研究者审批', approverKind: 'projectRole', approverRef: 'investigator', minAmountFen: null },
];

async function start(recordId: number) {
  const actor = { at: t.clock(), actorId: await t.idOf('coordinator'), actorName: 'coordinator' };
  const { instanceId, post } = await t.db
    .transaction()
    .execute((trx) =>
      startApproval(
        trx,
        { key: KEY, projectId: 1, recordKind: 'testBill', recordId, title: `账单 ${recordId}`, amountFen: 5000 },
        { ...actor, clientIp: null, requestId: null },
      ),
    );
  await firePostEvents(t.db, post);
  return instanceId;
}

async function decideFirst(as: string, decision: 'approve' | 'reject', comment?: string) {
  const mine = (await t.get('/api/bpm/task/mine', as)).json().data as { taskId: number }[];
  const meaning = decision === 'approve' ? ('reviewer-approves' as const) : ('reviewer-rejects' as const);
  const signature = { ...(await signatureOf(t, as)), meaning };
  const response = await t.post('/api/bpm/task/decide', { taskId: mine[0]!.taskId, decision, comment, signature }, as);
  expect(response.statusCode, response.body).toBe(200);
}

async function list<R>(url: string, as: string) {
  const response = await t.get(url, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: R[]; total: number }>();
}

beforeEach(async () => {
  t = await createStaffTestApp();
  const saved = await t.post('/api/bpm/definition/save', { key: KEY, name: '历史测试', steps }, 'admin');
  const { id, version } = saved.json().data as { id: number; version: number };
  expect((await t.post('/api/bpm/definition/publish', { id, version }, 'admin')).statusCode).toBe(200);
});
afterEach(() => t.close());

describe('approval history', () => {
  it('lists the steps decided by me or my agent, with the trail, and the approvals I started', async () => {
    const first = await start(1);
    const second = await start(2);
    await decideFirst('finance', 'approve');
    t.clock.advance(60_000);
    const today = hospitalDay(t.clock());
    const given = await t.post(
      '/api/bpm/agency/save',
      { agentUserName: 'monitor', startsOn: today, endsOn: addDays(today, 1) },
      'finance',
    );
    expect(given.statusCode, given.body).toBe(200);
    await decideFirst('monitor', 'reject', '金额不符');

    const decided = await list<DecidedStep>('/api/bpm/task/decided', 'finance');
    expect(decided.total).toBe(2);
    const byInstance = new Map(decided.rows.map((row) => [row.instanceId, row]));
    expect(byInstance.get(first)).toMatchObject({ decision: 'approved', decidedBy: 'finance', decidedFor: null });
    expect(byInstance.get(first)!.trail.map((s) => [s.stepName, s.status])).toEqual([
      ['财务审核', 'approved'],
      ['研究者审批', 'pending'],
    ]);
    expect(byInstance.get(second)).toMatchObject({
      decision: 'rejected',
      decidedBy: 'monitor',
      decidedFor: 'finance',
      comment: '金额不符',
      instanceStatus: 'rejected',
    });
    // The agent sees what they decided too; someone else sees none of it.
    expect((await list<DecidedStep>('/api/bpm/task/decided', 'monitor')).total).toBe(1);
    expect((await list<DecidedStep>('/api/bpm/task/decided', 'investigator')).total).toBe(0);
    const paged = await list<DecidedStep>('/api/bpm/task/decided?limit=1&offset=1', 'finance');
    expect([paged.total, paged.rows.length]).toEqual([2, 1]);

    const started = await list<StartedApproval>('/api/bpm/instance/mine', 'coordinator');
    expect(started.total).toBe(2);
    const running = started.rows.find((row) => row.instanceId === first)!;
    expect(running).toMatchObject({ instanceStatus: 'running', currentStep: '研究者审批' });
    expect(started.rows.find((row) => row.instanceId === second)).toMatchObject({
      instanceStatus: 'rejected',
      currentStep: null,
    });
    expect((await list<StartedApproval>('/api/bpm/instance/mine', 'finance')).total).toBe(0);
    expect((await t.get('/api/bpm/instance/mine?limit=500', 'coordinator')).statusCode).toBe(400);
    expect((await t.get('/api/bpm/task/decided')).statusCode).toBe(401);
  });
});
