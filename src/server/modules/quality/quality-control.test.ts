import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, signatureOf } from '../../staff-test-kit';
import { copyBinderTemplate } from '../documents';
import {
  DAY_MS,
  checkpoint,
  enrolledSubject,
  findings,
  project,
  publishPlan,
  startQualityTestApp,
  tasks,
} from './quality-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await startQualityTestApp();
  const actor = { at: t.clock(), actorId: null, actorName: 'system', clientIp: null, requestId: null };
  await t.db.transaction().execute(async (trx) => {
    for (const { id: projectId } of await trx.selectFrom('project').select('id').execute())
      await copyBinderTemplate(trx, { projectId, actor });
  });
});
afterAll(async () => t.close());

describe('QC plans and task generation', () => {
  it('publishes a plan, generates each reached checkpoint once and leaves the others for later', async () => {
    const first = await enrolledSubject(0);
    const published = await publishPlan(0, [
      checkpoint('first', { assigneeUserId: await t.idOf('qa') }),
      checkpoint('later', { node: 'date', date: '2026-01-10', level: 2 }),
    ]);
    expect(published.generated).toBe(1);
    const { rows } = await tasks(0);
    expect(rows).toEqual([
      expect.objectContaining({ checkpointKey: 'first', level: 3, status: 10, dueDate: '2026-01-12', findingCount: 0 }),
    ]);
    expect((first.enrolledDate ?? '') <= '2026-01-05').toBe(true);
    const again = await t.post('/api/quality/checkTask/generate', { projectId: project(0) }, 'qa');
    expect(again.json().data).toEqual({ created: 0 });

    t.clock.advance(5 * DAY_MS);
    const dated = await t.post('/api/quality/checkTask/generate', { projectId: project(0) }, 'qa');
    expect(dated.json().data).toEqual({ created: 1 });
    expect((await tasks(0, '&level=2')).rows).toEqual([
      expect.objectContaining({ checkpointKey: 'later', dueDate: '2026-01-17' }),
    ]);
    const generated = (await auditRows(t.db, 'qcTask.generate')).filter((row) => row.after?.planId === published.id);
    expect(generated).toHaveLength(2);
    expect((await auditRows(t.db, 'qcPlan.publish'))[0]).toMatchObject({ entity: 'quality_plan', actorName: 'qa' });
    t.clock.set(Date.UTC(2026, 0, 5, 2, 0, 0));
  });

  it('shows a pending task as overdue after its due day and completes it as completed overdue', async () => {
    await publishPlan(1, [checkpoint('today', { node: 'date', date: '2026-01-05', dueDays: 2 })]);
    const [task] = (await tasks(1)).rows;
    expect(task).toMatchObject({ status: 10, dueDate: '2026-01-07' });
    t.clock.advance(3 * DAY_MS);
    expect((await tasks(1, '&status=30')).rows.map((row) => row.id)).toEqual([task?.id]);
    expect((await tasks(1, '&status=10')).total).toBe(0);
    const ref = { projectId: project(1), id: task?.id, version: task?.version };
    const started = await t.post('/api/quality/checkTask/start', ref, 'qa');
    expect(started.statusCode, started.body).toBe(200);
    const mine = (await tasks(1, '&mine=true')).rows;
    expect(mine).toEqual([expect.objectContaining({ status: 40, assigneeId: await t.idOf('qa') })]);
    const done = await t.post('/api/quality/checkTask/complete', { ...ref, version: 2, conclusion: '未见问题' }, 'qa');
    expect(done.statusCode, done.body).toBe(200);
    expect((await tasks(1)).rows[0]).toMatchObject({ status: 60 });
    t.clock.set(Date.UTC(2026, 0, 5, 2, 0, 0));
  });

  it('refuses a bad plan with the field named and saves nothing', async () => {
    const before = await t.db.selectFrom('qualityPlan').select('id').execute();
    const cases: [unknown[], string][] = [
      [[checkpoint('a'), checkpoint('a')], 'content.checkpoints.1.key'],
      [[checkpoint('a', { node: 'subjectsEnrolled' })], 'content.checkpoints.0.threshold'],
      [[checkpoint('a', { level: 4 })], 'level'],
      [[checkpoint('a', { assigneeUserId: await t.idOf('sysadmin') })], 'content.checkpoints.0.assigneeUserId'],
    ];
    for (const [checkpoints, field] of cases) {
      const response = await t.post(
        '/api/quality/plan/save',
        { projectId: project(2), name: '计划', content: { checkpoints } },
        'qa',
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
    }
    expect(await t.db.selectFrom('qualityPlan').select('id').execute()).toEqual(before);
  });
});

describe('findings to closure', () => {
  it('raises, sends, answers, returns, answers again and accepts, each audited; signs the QC report', async () => {
    await publishPlan(2, [checkpoint('first', { assigneeUserId: await t.idOf('qa') })]);
    const [task] = (await tasks(2)).rows;
    const ref = { projectId: project(2), id: task?.id ?? 0 };
    expect((await t.post('/api/quality/checkTask/start', { ...ref, version: 1 }, 'qa')).statusCode).toBe(200);
    const subject = await enrolledSubject(2);
    const raised = await t.post(
      '/api/quality/finding/raise',
      {
        projectId: project(2),
        taskId: ref.id,
        itemCode: 'consent',
        subjectId: subject.id,
        problemType: 1,
        severity: 2,
        description: '知情同意书版本号与伦理批件不一致',
      },
      'qa',
    );
    expect(raised.statusCode, raised.body).toBe(200);
    const { id } = raised.json().data;
    const coordinatorId = await t.idOf('coordinator');
    const step = (path: string, body: Record<string, unknown>, as: string) =>
      t.post(`/api/quality/finding/${path}`, { projectId: project(2), id, ...body }, as);

    const sent = await step('send', { version: 1, responsibleUserId: coordinatorId, rectifyDue: '2026-01-12' }, 'qa');
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await findings(2, '&mine=true', 'coordinator')).rows.map((row) => row.id)).toEqual([id]);
    // Only the responsible member answers; the checker's verdict needs qcFinding:verify.
    const answer = { corrective: '重新签署现行版本知情同意书', preventive: '版本更新后逐例核对' };
    expect((await step('answer', { version: 2, ...answer }, 'investigator')).statusCode).toBe(403);
    expect((await step('answer', { version: 2, ...answer }, 'coordinator')).statusCode).toBe(200);
    expect((await step('accept', { version: 3 }, 'coordinator')).statusCode).toBe(403);
    expect((await step('return', { version: 3 }, 'qa')).statusCode).toBe(400);
    expect((await step('return', { version: 3, note: '缺少重新签署的知情同意书扫描件' }, 'qa')).statusCode).toBe(200);
    expect((await findings(2, '&status=4')).rows).toEqual([expect.objectContaining({ id, returnCount: 1 })]);
    expect(
      (await step('answer', { version: 4, ...answer, corrective: '已补充扫描件' }, 'coordinator')).statusCode,
    ).toBe(200);
    const accepted = await step('accept', { version: 5, note: '整改完成' }, 'qa');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await findings(2, '&status=3')).rows).toEqual([expect.objectContaining({ id, version: 6 })]);
    for (const action of ['raise', 'send', 'answer', 'return', 'accept']) {
      const [audit] = await auditRows(t.db, `qcFinding.${action}`);
      expect(audit, action).toMatchObject({ entity: 'quality_finding', entityId: String(id) });
    }
    expect((await auditRows(t.db, 'qcFinding.accept'))[0]).toMatchObject({
      actorName: 'qa',
      before: { status: 5 },
      after: { status: 3, verifyNote: '整改完成' },
    });

    const completed = await t.post(
      '/api/quality/checkTask/complete',
      { ...ref, version: 2, conclusion: '发现1项问题，已整改' },
      'qa',
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const signed = await t.post(
      '/api/quality/checkTask/sign',
      { ...ref, version: 3, signature: { ...(await signatureOf(t, 'qa')), meaning: 'reviewer-approves' } },
      'qa',
    );
    expect(signed.statusCode, signed.body).toBe(200);
    const detail = (await t.get(`/api/quality/checkTask/detail/${project(2)}/${ref.id}`, 'qa')).json().data;
    expect(detail.task).toMatchObject({ status: 50, signed: true, findingCount: 1, openFindingCount: 0 });
    expect(detail.signatures).toEqual([expect.objectContaining({ signerUserName: 'qa', state: 'valid' })]);
    expect(detail.sample.length).toBeGreaterThan(0);
    // The signed QC report is filed into the binder with the monitoring reports ('08').
    const tree = (await t.get(`/api/doc/folder/tree/${project(2)}`, 'investigator')).json().data as {
      id: number;
      code: string;
    }[];
    const folderId = tree.find((folder) => folder.code === '08')?.id;
    const filed = (await t.get(`/api/doc/document/list/${project(2)}?folderId=${folderId}`, 'investigator')).json();
    expect(filed.rows).toEqual([
      expect.objectContaining({ kind: 'qcReport', current: expect.objectContaining({ status: 'effective' }) }),
    ]);
  });

  it('exports the findings with the list filters to holders of the export button only', async () => {
    const response = await t.get(`/api/quality/finding/export/${project(2)}?status=3`, 'qa');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect((await t.get(`/api/quality/finding/export/${project(2)}`, 'coordinator')).statusCode).toBe(403);
    expect((await auditRows(t.db, 'qcFinding.export'))[0]).toMatchObject({ after: { rows: 1 } });
  });
});
