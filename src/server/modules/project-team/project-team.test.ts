import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';

let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

describe('project team', () => {
  it('shows a member the project’s users with their roles in it', async () => {
    const response = await t.get(`/api/bus/project/${projects[0]}/members`, 'coordinator');
    expect(response.statusCode, response.body).toBe(200);
    const members = response.json().data;
    expect(members.map((m: { userName: string }) => m.userName)).toEqual([
      'investigator',
      'coordinator',
      'monitor',
      'finance',
      'drugmanager',
      'ethics',
    ]);
    expect(members[0]).toMatchObject({
      realname: '陈立新',
      deptName: '肿瘤内科',
      status: 'enabled',
      roles: [{ id: expect.any(Number), code: 'investigator', name: '研究者' }],
    });
    expect(members[2]).toMatchObject({ userName: 'monitor', deptName: null, belong: expect.stringContaining('CRO') });
  });

  it('lists a user once with every role they hold in the project', async () => {
    const roles = await t.db.selectFrom('role').select(['id', 'code']).execute();
    const monitorRole = roles.find((r) => r.code === 'monitor')?.id ?? 0;
    await t.db
      .insertInto('userProjectRole')
      .values({ userId: await t.idOf('investigator'), projectId: projects[1] ?? 0, roleId: monitorRole })
      .execute();
    const members = (await t.get(`/api/bus/project/${projects[1]}/members`, 'investigator')).json().data;
    const investigator = members.filter((m: { userName: string }) => m.userName === 'investigator');
    expect(investigator).toHaveLength(1);
    expect(investigator[0].roles.map((r: { code: string }) => r.code)).toEqual(['investigator', 'monitor']);
  });

  it('answers 403 to a user of another project and to staff on no project, 401 without a session', async () => {
    // The coordinator is on the first three demo projects only.
    expect((await t.get(`/api/bus/project/${projects[4]}/members`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/bus/project/${projects[0]}/members`, 'sysadmin')).statusCode).toBe(403);
    expect((await t.get(`/api/bus/project/${projects[0]}/members`)).statusCode).toBe(401);
    expect((await t.get('/api/bus/project/999999/members', 'investigator')).statusCode).toBe(403);
  });

  it('refuses a malformed project id', async () => {
    const response = await t.get('/api/bus/project/abc/members', 'investigator');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('projectId');
  });
});

describe('project options', () => {
  it('answers every project, whatever its recruitment status, newest first, 20 by default', async () => {
    const response = await t.get('/api/bus/project/options', 'sysadmin');
    expect(response.statusCode, response.body).toBe(200);
    const newest = await t.db
      .selectFrom('project')
      .select(['id', 'name', 'recruitStatus'])
      .orderBy('id', 'desc')
      .execute();
    expect(response.json().data).toEqual(newest.slice(0, 20));
    const all = (await t.get('/api/bus/project/options?limit=50', 'sysadmin')).json().data;
    expect(all).toEqual(newest.slice(0, 50));
    expect(new Set(all.map((p: { recruitStatus: string }) => p.recruitStatus))).toEqual(
      new Set(['zmz', 'zmwc', 'ztzm', 'zzzm']),
    );
  });

  it('matches the keyword in the name or the institution acceptance number, % and _ taken literally', async () => {
    const [project] = await t.db
      .selectFrom('project')
      .select(['id', 'name', 'recruitStatus', 'institutionAcceptNumber'])
      .where('recruitStatus', '=', 'zzzm')
      .orderBy('id')
      .limit(1)
      .execute();
    if (!project?.institutionAcceptNumber) throw new Error('the demo has a stopped project with a number');
    const { institutionAcceptNumber, ...option } = project;
    const find = async (keyword: string) =>
      (await t.get(`/api/bus/project/options?keyword=${encodeURIComponent(keyword)}`, 'sysadmin')).json().data;
    expect(await find(institutionAcceptNumber.toLowerCase())).toEqual([option]);
    expect(await find(project.name.slice(1, 6))).toContainEqual(option);
    expect(await find('%')).toEqual([]);
    expect(await find('YW2026_')).toEqual([]);
  });

  it('refuses a keyword over 64 characters and a limit outside 1..50', async () => {
    for (const query of [`keyword=${'x'.repeat(65)}`, 'limit=0', 'limit=51', 'limit=x']) {
      expect((await t.get(`/api/bus/project/options?${query}`, 'sysadmin')).statusCode, query).toBe(400);
    }
  });

  it('needs UserManage: 403 to project staff, 401 without a session', async () => {
    expect((await t.get('/api/bus/project/options', 'investigator')).statusCode).toBe(403);
    expect((await t.get('/api/bus/project/options')).statusCode).toBe(401);
  });
});
