import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../services/staff-write';
import type { StaffTestApp } from '../../staff-test-kit';
import {
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
});
afterAll(async () => t.close());

describe('quality control access and bad input', () => {
  it('refuses another project, a role without the page or button, a stale version and bad input', async () => {
    await publishPlan(2, [checkpoint('first')]);
    const [task] = (await tasks(2)).rows;
    // The coordinator is not on project 3; the monitor holds no quality page.
    expect((await t.get(`/api/quality/checkTask/list/${project(3)}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/quality/finding/list/${project(0)}`, 'monitor')).statusCode).toBe(403);
    expect(
      (await t.post('/api/quality/plan/publish', { projectId: project(2), id: 1, version: 1 }, 'deptqc')).statusCode,
    ).toBe(403);
    expect((await t.post('/api/quality/checkTask/generate', { projectId: project(2) }, 'coordinator')).statusCode).toBe(
      403,
    );

    await publishPlan(4, [checkpoint('first')]);
    const [open] = (await tasks(4)).rows;
    const ref = { projectId: project(4), id: open?.id ?? 0 };
    expect((await t.post('/api/quality/checkTask/start', { ...ref, version: 1 }, 'deptqc')).statusCode).toBe(200);
    const stale = await t.post('/api/quality/checkTask/start', { ...ref, version: 1 }, 'deptqc');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ msg: STALE_VERSION_MESSAGE });
    // Another project's task is not found through this project.
    const elsewhere = await t.post(
      '/api/quality/checkTask/complete',
      { projectId: project(4), id: task?.id, version: 3 },
      'qa',
    );
    expect(elsewhere.statusCode).toBe(404);

    const count = async () => (await t.db.selectFrom('qualityFinding').select('id').execute()).length;
    const before = await count();
    const raise = {
      projectId: project(4),
      taskId: ref.id,
      itemCode: 'consent',
      problemType: 1,
      severity: 1,
      description: '签名日期缺失',
    };
    const cases: [Record<string, unknown>, number][] = [
      [{ problemType: 42 }, 400],
      [{ itemCode: 'documents' }, 400],
      [{ description: '' }, 400],
      [{ subjectId: (await enrolledSubject(2)).id }, 400],
      [{ taskId: task?.id }, 400],
      [{ extra: 1 }, 400],
    ];
    for (const [change, status] of cases) {
      const response = await t.post('/api/quality/finding/raise', { ...raise, ...change }, 'deptqc');
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
    }
    expect(await count()).toBe(before);
    const ok = await t.post('/api/quality/finding/raise', raise, 'deptqc');
    expect(ok.statusCode, ok.body).toBe(200);
    const past = await t.post(
      '/api/quality/finding/send',
      {
        projectId: project(4),
        id: ok.json().data.id,
        version: 1,
        responsibleUserId: await t.idOf('investigator'),
        rectifyDue: '2026-01-01',
      },
      'deptqc',
    );
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('rectifyDue');
    expect((await findings(4)).rows.find((row) => row.id === ok.json().data.id)).toMatchObject({
      status: 2,
      version: 1,
    });
  });
});
