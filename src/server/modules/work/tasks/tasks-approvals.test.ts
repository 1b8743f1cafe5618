import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaskInbox } from '../../../../shared/api/work/tasks';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { type StaffTestApp, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { firePostEvents, startApproval } from '../approvals/engine';

const KEY = 'testInboxPayment';
const PROJECT = 1;
let t: StaffTestApp;

const steps = [
  { sort: 1, name: '研究者审批', approverKind: 'projectRole', approverRef: 'investigator', minAmountFen: null },
  { sort: 2, name: '监查确认', approverKind: 'user', approverRef: 'monitor', minAmountFen: null },
];

async function publish() {
  const saved = await t.post('/api/bpm/definition/save', { key: KEY, name: '测试付款审批', steps }, 'admin');
  expect(saved.statusCode, saved.body).toBe(200);
  const { id, version } = saved.json().data as { id: number; version: number };
  expect((await t.post('/api/bpm/definition/publish', { id, version }, 'admin')).statusCode).toBe(200);
}

async function start(recordId: number, projectId = PROJECT) {
  const actor = { at: t.clock(), actorId: await t.idOf('coordinator'), actorName: 'coordinator' };
  const { post } = await t.db
    .transaction()
    .execute((trx) =>
      startApproval(
        trx,
        { key: KEY, projectId, recordKind: 'testBill', recordId, title: `测试账单 ${recordId}`, amountFen: 1_234_567 },
        { ...actor, clientIp: null, requestId: null },
      ),
    );
  await firePostEvents(t.db, post);
}

async function inbox(as: string, query = '') {
  const response = await t.get(`/api/trial/task/inbox${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as TaskInbox;
  return { ...data, steps: data.rows.filter((row) => row.kind === 'approvalStep') };
}

async function decide(as: string, taskId: number) {
  const signature = { ...(await signatureOf(t, as)), meaning: 'reviewer-approves' as const };
  const response = await t.post('/api/bpm/task/decide', { taskId, decision: 'approve', signature }, as);
  expect(response.statusCode, response.body).toBe(200);
}

beforeEach(async () => {
  t = await createStaffTestApp();
  await publish();
});
afterEach(() => t.close());

describe('approval steps in the task inbox', () => {
  it('shows a step to its approver with the record, amount and step, and deciding it moves it on', async () => {
    await start(1);
    const mine = await inbox('investigator');
    expect(mine.counts.approvalStep).toBe(1);
    expect(mine.steps).toHaveLength(1);
    const [step] = mine.steps;
    expect(step).toMatchObject({ projectId: PROJECT, title: { 'zh-CN': '待我审批 · 测试账单 1' } });
    expect(step!.detail['zh-CN']).toContain('研究者审批');
    expect(step!.detail['zh-CN']).toContain('12,345.67');
    expect(step!.detail['zh-CN']).not.toContain('代 ');
    // The one who started it and those the step does not name see nothing of it.
    expect((await inbox('coordinator')).counts.approvalStep).toBe(0);
    expect((await inbox('monitor')).counts.approvalStep).toBe(0);
    // The project filter applies.
    expect((await inbox('investigator', '?projectId=2')).counts.approvalStep).toBe(0);
    expect((await inbox('investigator', '?kind=approvalStep')).rows.map((row) => row.key)).toEqual([step!.key]);

    await decide('investigator', step!.recordId);
    expect((await inbox('investigator')).counts.approvalStep).toBe(0);
    const next = await inbox('monitor');
    expect(next.steps.map((row) => row.detail.en)).toEqual([expect.stringContaining('监查确认')]);
  });

  it('shows the steps of someone away to their agent while the delegation covers today, named as theirs', async () => {
    await start(1);
    const today = hospitalDay(t.clock());
    expect((await inbox('monitor')).counts.approvalStep).toBe(0);
    const given = await t.post(
      '/api/bpm/agency/save',
      { agentUserName: 'monitor', startsOn: today, endsOn: addDays(today, 2), workflowKey: KEY },
      'investigator',
    );
    expect(given.statusCode, given.body).toBe(200);
    const agent = await inbox('monitor');
    expect(agent.counts.approvalStep).toBe(1);
    expect(agent.steps[0]!.detail['zh-CN']).toContain('代 investigator 审批');
    expect(agent.steps[0]!.detail.en).toContain('on behalf of investigator');
    // The principal still sees it; once the agent decided it, neither does.
    expect((await inbox('investigator')).counts.approvalStep).toBe(1);
    await decide('monitor', agent.steps[0]!.recordId);
    expect((await inbox('investigator')).counts.approvalStep).toBe(0);

    const { id } = given.json().data as { id: number };
    expect((await t.post('/api/bpm/agency/revoke', { id }, 'investigator')).statusCode).toBe(200);
    await start(2);
    // The monitor's own step of the first record stays; the investigator's step of the second does not show.
    expect((await inbox('monitor')).steps.map((row) => row.title['zh-CN'])).toEqual(['待我审批 · 测试账单 1']);
  });

  it('a delegation for another workflow does not bring the step to the agent', async () => {
    await start(1);
    const today = hospitalDay(t.clock());
    const given = await t.post(
      '/api/bpm/agency/save',
      { agentUserName: 'monitor', startsOn: today, endsOn: today, workflowKey: 'financeContract' },
      'investigator',
    );
    expect(given.statusCode, given.body).toBe(200);
    expect((await inbox('monitor')).counts.approvalStep).toBe(0);
  });
});
