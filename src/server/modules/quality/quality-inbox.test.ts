import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTestApp } from '../../staff-test-kit';
import { DAY_MS, checkpoint, project, publishPlan, startQualityTestApp, tasks } from './quality-test-kit';

/** The inbox and workbench kinds of quality control: tasks to run, findings to rectify and to verify. */
let t: StaffTestApp;

/** What the inbox answers, as far as these tests read it. */
interface TaskInbox {
  rows: (Record<string, unknown> & { detail: Record<string, string>; title: Record<string, string> })[];
  total: number;
  counts: Record<string, number>;
}
beforeAll(async () => {
  t = await startQualityTestApp();
});
afterAll(async () => t.close());

async function inbox(kind: string, as: string): Promise<TaskInbox> {
  const response = await t.get(`/api/trial/task/inbox?kind=${kind}&projectId=${project(1)}&limit=100`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TaskInbox;
}

async function workbenchCounts(as: string) {
  const response = await t.get('/api/trial/task/workbench', as);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { counts: Record<string, number> }).counts;
}

describe('quality control in the inbox and on the workbench', () => {
  it('lists the task to run, then the finding to rectify, then the answer to verify, each for its own person', async () => {
    await publishPlan(1, [
      checkpoint('first', { node: 'date', date: '2026-01-05', assigneeUserId: await t.idOf('qa'), dueDays: 7 }),
    ]);
    const [task] = (await tasks(1)).rows;
    const run = await inbox('qcTaskRun', 'qa');
    expect(run.rows).toEqual([
      expect.objectContaining({
        kind: 'qcTaskRun',
        recordId: task?.id,
        dueLabel: '2026-01-12',
        overdue: false,
        title: { 'zh-CN': '质控任务待执行 · 质控 first', en: 'QC task to run · 质控 first' },
      }),
    ]);
    expect(run.rows[0]?.detail.en).toBe('Level 3 (GCP office) · due 2026-01-12');
    // Assigned to the QA officer only: the department QC officer has nothing to run.
    expect((await inbox('qcTaskRun', 'deptqc')).total).toBe(0);

    // Past its due day it shows as overdue; the workbench counts it.
    t.clock.advance(8 * DAY_MS);
    expect((await inbox('qcTaskRun', 'qa')).rows[0]).toMatchObject({ overdue: true, dueState: 'overdue' });
    expect((await workbenchCounts('qa')).qcTaskRun).toBeGreaterThanOrEqual(1);

    const ref = { projectId: project(1), id: task?.id ?? 0 };
    expect((await t.post('/api/quality/checkTask/start', { ...ref, version: 1 }, 'qa')).statusCode).toBe(200);
    const started = (await inbox('qcTaskRun', 'qa')).rows[0];
    expect(started?.detail['zh-CN']).toContain('处理中');
    const raised = await t.post(
      '/api/quality/finding/raise',
      {
        ...ref,
        id: undefined,
        taskId: ref.id,
        itemCode: 'consent',
        subjectId: null,
        problemType: 1,
        severity: 2,
        description: '知情同意书签署日期晚于首次给药',
      },
      'qa',
    );
    expect(raised.statusCode, raised.body).toBe(200);
    const { id } = raised.json().data as { id: number };
    const step = (path: string, body: Record<string, unknown>, as: string) =>
      t.post(`/api/quality/finding/${path}`, { projectId: project(1), id, ...body }, as);
    const coordinatorId = await t.idOf('coordinator');
    const sent = await step('send', { version: 1, responsibleUserId: coordinatorId, rectifyDue: '2026-01-20' }, 'qa');
    expect(sent.statusCode, sent.body).toBe(200);

    const toAnswer = await inbox('qcFindingAnswer', 'coordinator');
    expect(toAnswer.rows).toEqual([
      expect.objectContaining({ kind: 'qcFindingAnswer', recordId: id, dueLabel: '2026-01-20', subjectId: null }),
    ]);
    expect(toAnswer.rows[0]?.title.en).toBe('QC finding to rectify · Informed consent');
    expect(toAnswer.counts.qcFindingAnswer).toBe(1);
    // Not the responsible member: nothing to answer.
    expect((await inbox('qcFindingAnswer', 'investigator')).total).toBe(0);
    expect((await inbox('qcFindingVerify', 'qa')).total).toBe(0);

    const answer = { corrective: '补签知情同意书', preventive: '给药前核对签署日期' };
    expect((await step('answer', { version: 2, ...answer }, 'coordinator')).statusCode).toBe(200);
    expect((await inbox('qcFindingAnswer', 'coordinator')).total).toBe(0);
    const toVerify = await inbox('qcFindingVerify', 'qa');
    expect(toVerify.rows).toEqual([expect.objectContaining({ kind: 'qcFindingVerify', recordId: id, dueAt: null })]);
    expect(toVerify.rows[0]?.detail.en).toContain('answered by coordinator');
    // Only the task's checker verifies it.
    expect((await inbox('qcFindingVerify', 'deptqc')).total).toBe(0);

    // Returned: back with the responsible member, counted.
    expect((await step('return', { version: 3, note: '缺少扫描件' }, 'qa')).statusCode).toBe(200);
    const back = await inbox('qcFindingAnswer', 'coordinator');
    expect(back.rows[0]?.detail['zh-CN']).toContain('已退回1次');
    expect((await workbenchCounts('coordinator')).qcFindingAnswer).toBe(1);
    expect((await inbox('qcFindingVerify', 'qa')).total).toBe(0);

    expect((await step('answer', { version: 4, ...answer }, 'coordinator')).statusCode).toBe(200);
    expect((await step('accept', { version: 5, note: '整改完成' }, 'qa')).statusCode).toBe(200);
    expect((await inbox('qcFindingVerify', 'qa')).total).toBe(0);
    const done = await t.post('/api/quality/checkTask/complete', { ...ref, version: 2, conclusion: '已整改' }, 'qa');
    expect(done.statusCode, done.body).toBe(200);
    expect((await inbox('qcTaskRun', 'qa')).total).toBe(0);
    t.clock.set(Date.UTC(2026, 0, 5, 2, 0, 0));
  });
});
