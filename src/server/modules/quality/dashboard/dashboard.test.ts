import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTestApp } from '../../../staff-test-kit';
import { checkpoint, enrolledSubject, project, publishPlan, startQualityTestApp } from '../quality-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await startQualityTestApp();
  // The tests state the inspections and self-checks they depend on: the demo's are cleared.
  await t.db.deleteFrom('qualityInspection').execute();
  await t.db.deleteFrom('selfCheckRun').execute();
});
afterAll(async () => t.close());

describe('quality dashboard', () => {
  it('counts open findings by level and type, overdue tasks and open queries by age', async () => {
    const position = 0;
    await t.db.deleteFrom('qualityQuery').where('projectId', '=', project(position)).execute();
    await publishPlan(position, [checkpoint('early', { node: 'date', date: '2025-12-01', dueDays: 3 })]);
    // Generated after its node, the task is due three days after the publication: make it late.
    await t.db
      .updateTable('qualityCheckTask')
      .set({ dueDate: '2026-01-02' })
      .where('projectId', '=', project(position))
      .execute();
    const inspection = await t.post(
      '/api/quality/inspection/create',
      {
        projectId: project(position),
        inspectionType: 'sponsorAudit',
        inspectingBody: '申办方稽查部',
        startDate: '2026-01-02',
        endDate: '2026-01-02',
        scope: '全面稽查',
      },
      'qa',
    );
    const inspectionId = inspection.json().data.id as number;
    for (const problemType of [4, 4])
      await t.post(
        '/api/quality/inspection/finding',
        { projectId: project(position), inspectionId, problemType, severity: 1, description: '温度记录缺失' },
        'qa',
      );
    const template = (await t.get(`/api/quality/self-check/template/${project(position)}`, 'qa')).json().data;
    const answers = template.items.map((item: { key: string }, index: number) =>
      index === 0 ? { key: item.key, answer: 'no', note: '版本错误' } : { key: item.key, answer: 'yes' },
    );
    const run = await t.post(
      '/api/quality/self-check/run',
      { projectId: project(position), templateVersion: null, checkedOn: '2026-01-05', answers },
      'coordinator',
    );
    expect(run.statusCode, run.body).toBe(200);
    const subject = await enrolledSubject(position);
    const query = (createdAt: string, status: string) => ({
      projectId: project(position),
      subjectId: subject.id,
      recordKind: 'subject',
      recordId: subject.id,
      field: 'initials',
      question: '请核对',
      status,
      createdBy: 'monitor',
      createdAt,
      updatedAt: createdAt,
    });
    await t.db
      .insertInto('qualityQuery')
      .values([
        query('2026-01-04T02:00:00.000Z', 'open'),
        query('2025-12-20T02:00:00.000Z', 'answered'),
        query('2025-11-01T02:00:00.000Z', 'open'),
        query('2025-11-01T02:00:00.000Z', 'closed'),
      ])
      .execute();

    const response = await t.get(`/api/quality/dashboard/${project(position)}`, 'coordinator');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.openFindings).toEqual([
      { level: 1, problemType: 1, count: 1 },
      { level: null, problemType: 4, count: 2 },
    ]);
    expect(data.overdueTasks).toBe(1);
    expect(data.queryAges).toEqual([
      { bucket: '0-7', count: 1 },
      { bucket: '8-14', count: 0 },
      { bucket: '15-30', count: 1 },
      { bucket: '31+', count: 1 },
    ]);
    expect(data.sdv.verified).toBeLessThanOrEqual(data.sdv.total);
    expect((await t.get(`/api/quality/dashboard/${project(3)}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/quality/dashboard/${project(position)}`, 'monitor')).statusCode).toBe(403);
  });
});
