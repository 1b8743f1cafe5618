import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

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
      'pharmacist',
      'ethics',
      'head',
      'qa',
      'deptqc',
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

describe('managing the team from the project', () => {
  const roleId = async (code: string) =>
    (await t.db.selectFrom('role').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const save = (projectId: number, userId: number, roleIds: number[], as: string) =>
    t.post('/api/bus/project/member/save', { projectId, userId, roleIds }, as);

  it('lets the investigator add a user with a role, which then opens the project to them, with an audit row', async () => {
    const project = projects[3] ?? 0;
    const coordinator = await t.idOf('coordinator');
    expect((await t.get(`/api/bus/project/${project}/members`, 'coordinator')).statusCode).toBe(403);
    const candidates = (
      await t.get(`/api/bus/project/${project}/member/candidates?keyword=liu`, 'investigator')
    ).json();
    expect(candidates.data).toEqual([]);
    const byName = (
      await t.get(`/api/bus/project/${project}/member/candidates?keyword=${encodeURIComponent('刘')}`, 'investigator')
    ).json();
    expect(byName.data.map((c: { userName: string }) => c.userName)).toEqual(['coordinator']);

    const saved = await save(project, coordinator, [await roleId('coordinator')], 'investigator');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.get(`/api/bus/project/${project}/members`, 'coordinator')).statusCode).toBe(200);
    const [row] = await auditRows(t.db, 'project.member');
    expect(row).toMatchObject({
      entity: 'project',
      entityId: String(project),
      before: { userId: coordinator, roles: [] },
      after: { userId: coordinator, roles: ['coordinator'] },
    });

    // An empty list takes them off the team again.
    expect((await save(project, coordinator, [], 'investigator')).statusCode).toBe(200);
    expect((await t.get(`/api/bus/project/${project}/members`, 'coordinator')).statusCode).toBe(403);
  });

  it('refuses changing one’s own roles, unknown users and roles, and callers without the button', async () => {
    const project = projects[0] ?? 0;
    const own = await save(project, await t.idOf('investigator'), [], 'investigator');
    expect(own.statusCode).toBe(400);
    expect(own.json().msg).toContain('字段「userId」');
    expect((await save(project, 999_999, [await roleId('monitor')], 'investigator')).statusCode).toBe(400);
    expect((await save(project, await t.idOf('sysadmin'), [999_999], 'investigator')).statusCode).toBe(400);
    expect((await save(project, await t.idOf('sysadmin'), [await roleId('monitor')], 'coordinator')).statusCode).toBe(
      403,
    );
    expect((await t.get(`/api/bus/project/${project}/member/roles`, 'coordinator')).statusCode).toBe(403);
  });

  it('lets a manager give or take only roles whose project permissions they hold themselves', async () => {
    const project = projects[0] ?? 0;
    const now = '2026-03-18T02:00:00.000Z';
    const { id: teamAdmin } = await t.db
      .insertInto('role')
      .values({ code: 'team_admin', name: '成员管理', createdAt: now, updatedAt: now, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('rolePermission')
      .values([
        { roleId: teamAdmin, scope: 'project', kind: 'page', name: 'ProjectTeam' },
        { roleId: teamAdmin, scope: 'project', kind: 'button', name: 'team:manage' },
      ])
      .execute();
    await t.db
      .insertInto('userProjectRole')
      .values({ userId: await t.idOf('monitor'), projectId: project, roleId: teamAdmin })
      .execute();

    const options = (await t.get(`/api/bus/project/${project}/member/roles`, 'monitor')).json().data;
    const codes = options.map((role: { code: string }) => role.code);
    expect(codes).toEqual(expect.arrayContaining(['monitor', 'ethics', 'team_admin']));
    // The finance role holds the finance pages, which the monitor does not.
    expect(codes).not.toContain('finance');
    expect(codes).not.toContain('coordinator');
    // The finance officer holds finance pages and buttons the monitor does not.
    expect(codes).not.toContain('finance');
    expect(codes).not.toContain('investigator');

    const sysadmin = await t.idOf('sysadmin');
    expect((await save(project, sysadmin, [await roleId('ethics')], 'monitor')).statusCode).toBe(200);
    const beyond = await save(project, sysadmin, [await roleId('coordinator')], 'monitor');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().msg).toContain('字段「roleIds」');
    // Nor may they take away a role they could not give.
    expect((await save(project, await t.idOf('coordinator'), [], 'monitor')).statusCode).toBe(400);
    const roles = await t.db
      .selectFrom('userProjectRole')
      .select('roleId')
      .where('userId', '=', await t.idOf('coordinator'))
      .where('projectId', '=', project)
      .execute();
    expect(roles.map((r) => r.roleId)).toEqual([await roleId('coordinator')]);
  });
});
