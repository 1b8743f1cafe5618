import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { COORDINATOR, INVESTIGATOR, MONITOR, create, detail, fields } from './projects-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

describe('team permissions', () => {
  it('lets a member of project A edit A but not B', async () => {
    const { id: mine } = await create(t, COORDINATOR);
    const { id: theirs } = await create(t, INVESTIGATOR);
    const update = (projectId: number) =>
      t.post('/api/bus/project/update', { ...fields, projectId, version: 1, indication: '改动' }, COORDINATOR);
    expect((await update(mine)).statusCode).toBe(200);
    const refused = await update(theirs);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ isOk: false, code: '403' });
    expect((await detail(t, theirs, INVESTIGATOR)).indication).toBe(fields.indication);
    expect((await t.get(`/api/bus/project/${theirs}/detail`, COORDINATOR)).statusCode).toBe(403);
  });

  it('lists every project, drafts included, to the project managers only, sorted and filtered', async () => {
    const { id } = await create(t, COORDINATOR, { name: '排序测试项目', projectNo: 'AAA-0001' });
    const drafts = (await t.get('/api/bus/project/list?publication=draft&limit=100', COORDINATOR)).json();
    expect(drafts.rows.map((row: { id: number }) => row.id)).toContain(id);
    expect(drafts.rows.every((row: { published: boolean }) => !row.published)).toBe(true);
    const byNumber = (await t.get('/api/bus/project/list?sort=projectNo&order=asc&limit=1', COORDINATOR)).json();
    expect(byNumber.rows[0].projectNo).toBe('AAA-0001');
    const byKeyword = (
      await t.get(`/api/bus/project/list?keyword=${encodeURIComponent('排序测试')}`, COORDINATOR)
    ).json();
    expect(byKeyword).toMatchObject({ total: 1, rows: [{ id, status: 'preparing', published: false }] });
    const all = (await t.get('/api/bus/project/list?limit=5', 'sysadmin')).json();
    expect(all.total).toBeGreaterThan(40);
    expect(all.rows).toHaveLength(5);
    expect((await t.get('/api/bus/project/list', MONITOR)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/bus/project/list' })).statusCode).toBe(401);
  });
});

describe('outpatient doctors', () => {
  it('replaces the list in the given order, shows it publicly in that order, and records the change', async () => {
    const { id } = await create(t);
    await t.post('/api/bus/project/publish', { projectId: id, version: 1 }, COORDINATOR);
    const doctors = [
      { deptName: '肿瘤内科', doctName: '王静怡', seeTime: '周三下午' },
      { deptName: '胸外科', doctName: '陈立新', seeTime: '周一上午' },
    ];
    const saved = await t.post('/api/bus/project/doctors/save', { projectId: id, version: 2, doctors }, COORDINATOR);
    expect(saved.json().data).toEqual({ id, version: 3 });
    const reordered = [doctors[1], doctors[0]];
    await t.post('/api/bus/project/doctors/save', { projectId: id, version: 3, doctors: reordered }, COORDINATOR);
    expect((await t.get(`/api/bus/project/${id}/doctors`, COORDINATOR)).json().data).toEqual(reordered);
    const publicDoctors = (await t.app.inject({ method: 'POST', url: `/api/portal/projects/${id}/outpatients` })).json()
      .data;
    expect(publicDoctors).toEqual(reordered);
    const [row] = await auditRows(t.db, 'project.doctors');
    expect(row).toMatchObject({ before: { doctors }, after: { doctors: reordered } });

    const blank = await t.post(
      '/api/bus/project/doctors/save',
      { projectId: id, version: 4, doctors: [{ deptName: '', doctName: '王', seeTime: '周一' }] },
      COORDINATOR,
    );
    expect(blank.statusCode).toBe(400);
    expect((await t.get(`/api/bus/project/${id}/doctors`, COORDINATOR)).json().data).toEqual(reordered);
  });
});

describe('activity', () => {
  it("lists a project's changes newest first from the audit trail", async () => {
    const { id } = await create(t);
    await t.post('/api/bus/project/publish', { projectId: id, version: 1 }, COORDINATOR);
    await t.post(
      '/api/bus/project/setRecruitStatus',
      { projectId: id, version: 2, recruitStatus: 'zmwc' },
      COORDINATOR,
    );
    const activity = (await t.get(`/api/bus/project/${id}/activity`, COORDINATOR)).json();
    expect(activity.total).toBe(4);
    // The project's own research centre is made with it, in its trail.
    expect(activity.rows.map((row: { action: string }) => row.action)).toEqual([
      'project.recruitStatus',
      'project.publish',
      'centre.create',
      'project.create',
    ]);
  });
});

describe('key counts', () => {
  it("answers a project's team, doctors and milestone progress", async () => {
    const { id } = await create(t);
    const doctors = [{ deptName: '肿瘤内科', doctName: '陈立新', seeTime: '周一上午' }];
    await t.post('/api/bus/project/doctors/save', { projectId: id, version: 1, doctors }, COORDINATOR);
    const milestone = (name: string, plannedDate: string, actualDate: string | null) =>
      t.post(
        '/api/bus/project/milepost/save',
        { projectId: id, name, kind: 'other', plannedDate, actualDate, note: null },
        COORDINATOR,
      );
    // The test clock is 2026-01-05 (UTC+8).
    for (const [name, planned, actual] of [
      ['伦理批准', '2025-12-01', '2025-12-03'],
      ['启动会', '2026-01-02', null],
      ['首例入组', '2026-02-01', null],
    ] as const) {
      const saved = await milestone(name, planned, actual);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const counts = (await t.get(`/api/bus/project/${id}/summary`, COORDINATOR)).json().data;
    expect(counts).toEqual({
      members: 1,
      doctors: 1,
      milestones: { total: 3, done: 1, overdue: 1, nextDue: { name: '启动会', plannedDate: '2026-01-02' } },
    });
    expect((await t.get(`/api/bus/project/${id}/summary`, MONITOR)).statusCode).toBe(403);
  });
});
