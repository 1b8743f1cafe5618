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
