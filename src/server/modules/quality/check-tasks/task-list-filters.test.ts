import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTestApp } from '../../../staff-test-kit';
import { checkpoint, project, publishPlan, startQualityTestApp, tasks } from '../quality-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await startQualityTestApp();
});
afterAll(async () => t.close());

describe('the check task list filters', () => {
  it('filters by node and by assignee, alone and together', async () => {
    const qa = await t.idOf('qa');
    const deptqc = await t.idOf('deptqc');
    await publishPlan(0, [
      checkpoint('first', { assigneeUserId: qa }),
      checkpoint('dated', { node: 'date', date: '2026-01-05', assigneeUserId: deptqc }),
      checkpoint('open', { node: 'date', date: '2026-01-04', level: 2 }),
    ]);
    const keys = async (query: string) => (await tasks(0, query)).rows.map((row) => row.checkpointKey).sort();
    expect(await keys('')).toEqual(['dated', 'first', 'open']);
    expect(await keys('&node=date')).toEqual(['dated', 'open']);
    expect(await keys('&node=firstSubject')).toEqual(['first']);
    expect(await keys('&node=midTerm')).toEqual([]);
    expect(await keys(`&assigneeId=${deptqc}`)).toEqual(['dated']);
    expect(await keys(`&assigneeId=${qa}&node=date`)).toEqual([]);
    expect(await keys(`&assigneeId=${deptqc}&node=date&level=3`)).toEqual(['dated']);
    // Another member's tasks, as the department QC officer sees them.
    expect((await tasks(0, `&assigneeId=${qa}`, 'deptqc')).rows.map((row) => row.checkpointKey)).toEqual(['first']);
  });

  it('refuses an unknown node or a bad assignee id with the parameter named', async () => {
    for (const query of ['node=nextWeek', 'assigneeId=0', 'assigneeId=abc', 'assigneeId=-3']) {
      const response = await t.get(`/api/quality/checkTask/list/${project(0)}?${query}`, 'qa');
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.isOk, query).toBe(false);
      expect(JSON.stringify(body), query).toContain(query.split('=')[0]);
    }
  });
});
