import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp, expectNoSecrets } from '../../../staff-test-kit';
import { verifyPassword } from '../auth/password';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const ADMIN = 'sysadmin';

async function userRow(id: number) {
  return t.db.selectFrom('staffUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function createUser(overrides: Record<string, unknown> = {}) {
  const response = await t.post(
    '/api/gbc/user/save',
    { userName: `u${Math.floor(Math.random() * 1e9)}`, realname: '测试用户', ...overrides },
    ADMIN,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number; password: string };
}

describe('user list and detail', () => {
  it('lists users newest first with their roles, filtered by keyword, role, department and status', async () => {
    const all = (await t.get('/api/gbc/user/list?offset=0&limit=100', ADMIN)).json();
    expect(all.total).toBe(12);
    expect(all.rows[0].id).toBeGreaterThan(all.rows[1].id);
    const investigator = all.rows.find((row: { userName: string }) => row.userName === 'investigator');
    expect(investigator).toMatchObject({
      realname: '陈立新',
      deptName: '肿瘤内科',
      status: 'enabled',
      hasAvatar: false,
    });
    expect(investigator.roles).toEqual([expect.objectContaining({ code: 'investigator', name: '研究者' })]);
    expect(investigator).not.toHaveProperty('passwordHash');

    const byName = (await t.get(`/api/gbc/user/list?keyword=${encodeURIComponent('刘')}`, ADMIN)).json();
    expect(byName.rows.map((row: { userName: string }) => row.userName)).toEqual(['coordinator']);
    const byPhone = (await t.get('/api/gbc/user/list?keyword=13910245503', ADMIN)).json();
    expect(byPhone.rows.map((row: { userName: string }) => row.userName)).toEqual(['monitor']);

    const adminRole = await t.db.selectFrom('role').select('id').where('code', '=', 'admin').executeTakeFirstOrThrow();
    const admins = (await t.get(`/api/gbc/user/list?roleId=${adminRole.id}`, ADMIN)).json();
    expect(admins.rows.map((row: { userName: string }) => row.userName).sort()).toEqual(['admin', 'sysadmin']);
    const oncology = (await t.get('/api/gbc/user/list?deptId=1001', ADMIN)).json();
    expect(oncology.total).toBe(3);
    const disabled = (await t.get('/api/gbc/user/list?status=disabled', ADMIN)).json();
    expect(disabled).toMatchObject({ rows: [], total: 0 });
  });

  it('pages with offset and limit', async () => {
    const page = (await t.get('/api/gbc/user/list?offset=2&limit=3', ADMIN)).json();
    expect(page.rows).toHaveLength(3);
    expect(page.total).toBeGreaterThanOrEqual(8);
  });

  it('refuses bad filters naming the field', async () => {
    const response = await t.get('/api/gbc/user/list?limit=500', ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '100', msg: expect.stringContaining('limit') });
    const status = await t.get('/api/gbc/user/list?status=gone', ADMIN);
    expect(status.json().msg).toContain('status');
  });

  it('answers 401 without a session and 403 without the page', async () => {
    expect((await t.get('/api/gbc/user/list')).statusCode).toBe(401);
    const response = await t.get('/api/gbc/user/list', 'investigator');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('403');
  });

  it('shows one user with system and project roles; 404 for an unknown id', async () => {
    const id = await t.idOf('coordinator');
    const detail = (await t.get(`/api/gbc/user/${id}`, ADMIN)).json().data;
    expect(detail).toMatchObject({
      userName: 'coordinator',
      roles: [expect.objectContaining({ code: 'coordinator' })],
    });
    expect(detail.projectRoles).toHaveLength(3);
    expect(detail.projectRoles[0]).toMatchObject({ roleCode: 'coordinator', projectName: expect.any(String) });
    const missing = await t.get('/api/gbc/user/999999', ADMIN);
    expect(missing.statusCode).toBe(404);
  });
});

describe('creating and editing users', () => {
  it('creates a user whose one-time password works and must be changed at first sign-in', async () => {
    const created = await createUser({ userName: 'newcrc', phone: '13700000001', deptId: 1003, enableCa: true });
    expect(created.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const row = await userRow(created.id);
    expect(row).toMatchObject({
      userName: 'newcrc',
      mustChangePassword: 1,
      status: 'enabled',
      enableCa: 1,
      version: 1,
    });
    expect(await verifyPassword(row.passwordHash, created.password)).toBe(true);
    const [audit] = await auditRows(t.db, 'user.create');
    expect(audit).toMatchObject({ entity: 'staff_user', entityId: String(created.id), actorName: ADMIN });
    expect(audit?.after).toMatchObject({ userName: 'newcrc', phone: '13700000001', mustChangePassword: true });
    expectNoSecrets(audit?.afterValue ?? null);
    expect(audit?.afterValue).not.toContain(created.password);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: 'ab', realname: '甲' }, 'userName'],
      [{ userName: 'good_name', realname: '   ' }, 'realname'],
      [{ userName: 'good_name', realname: '甲', phone: '12345' }, 'phone'],
      [{ userName: 'good_name', realname: '甲', email: 'not-mail' }, 'email'],
      [{ realname: '甲' }, 'userName'],
      [{ userName: 'good_name', realname: '甲', deptId: 424242 }, 'deptId'],
      [{ userName: 'ADMIN', realname: '甲' }, 'userName'],
      [{ userName: 'good_name', realname: '甲', phone: '13910245501' }, 'phone'],
      [{ userName: 'good_name', realname: '甲', role: 'admin' }, 'role'],
    ];
    for (const [body, field] of cases) {
      const response = await t.post('/api/gbc/user/save', body, ADMIN);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: '100', msg: expect.stringContaining(`「${field}」`) });
    }
    expect(await t.db.selectFrom('staffUser').select('id').where('userName', '=', 'good_name').execute()).toEqual([]);
  });

  it('updates the changed fields, audits only them, and moves the version', async () => {
    const created = await createUser({ phone: '13700000002' });
    const response = await t.post(
      '/api/gbc/user/save',
      { id: created.id, version: 1, realname: '改名后', phone: '13700000002', belong: '临床试验机构办公室' },
      ADMIN,
    );
    expect(response.json()).toMatchObject({ isOk: true, data: { id: created.id, version: 2 } });
    expect(await userRow(created.id)).toMatchObject({ realname: '改名后', belong: '临床试验机构办公室', version: 2 });
    const [audit] = await auditRows(t.db, 'user.update');
    expect(audit?.before).toEqual({ realname: '测试用户', belong: null });
    expect(audit?.after).toEqual({ realname: '改名后', belong: '临床试验机构办公室' });
  });

  it('refuses a stale version and changes nothing', async () => {
    const created = await createUser();
    await t.post('/api/gbc/user/save', { id: created.id, version: 1, realname: '第一次' }, ADMIN);
    const audits = (await auditRows(t.db, 'user.update')).length;
    const stale = await t.post('/api/gbc/user/save', { id: created.id, version: 1, realname: '覆盖' }, ADMIN);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: '100', msg: STALE_VERSION_MESSAGE });
    expect((await userRow(created.id)).realname).toBe('第一次');
    expect(await auditRows(t.db, 'user.update')).toHaveLength(audits);
  });

  it('answers 404 for an unknown user and refuses a user name change', async () => {
    const missing = await t.post('/api/gbc/user/save', { id: 999999, version: 1, realname: '甲' }, ADMIN);
    expect(missing.statusCode).toBe(404);
    const created = await createUser();
    const renamed = await t.post(
      '/api/gbc/user/save',
      { id: created.id, version: 1, userName: 'other', realname: '甲' },
      ADMIN,
    );
    expect(renamed.json().msg).toContain('「userName」');
  });

  it('needs user:create to create and user:update to update', async () => {
    expect(
      (await t.post('/api/gbc/user/save', { userName: 'nobody1', realname: '甲' }, 'coordinator')).statusCode,
    ).toBe(403);
    // A role that may create users but not edit them.
    const role = await t.post('/api/gbc/role/save', { code: 'user_creator', name: '开户员' }, ADMIN);
    const roleId = role.json().data.id as number;
    await t.post(
      '/api/gbc/role/permission/save',
      {
        roleId,
        version: 1,
        system: { pages: ['UserManage'], buttons: ['user:create'] },
        project: { pages: [], buttons: [] },
      },
      ADMIN,
    );
    const creator = await createUser();
    const creatorUser = await t.db
      .selectFrom('staffUser')
      .select('userName')
      .where('id', '=', creator.id)
      .executeTakeFirstOrThrow();
    await t.post('/api/gbc/user/setRoles', { id: creator.id, roleIds: [roleId], version: 1 }, ADMIN);
    const made = await t.post(
      '/api/gbc/user/save',
      { userName: 'made_by_creator', realname: '乙' },
      creatorUser.userName,
    );
    expect(made.statusCode).toBe(200);
    const edit = await t.post(
      '/api/gbc/user/save',
      { id: made.json().data.id, version: 1, realname: '丙' },
      creatorUser.userName,
    );
    expect(edit.statusCode).toBe(403);
  });

  it('writes the change and its audit row in one transaction: no audit, no change', async () => {
    const created = await createUser();
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db);
    try {
      const response = await t.post('/api/gbc/user/save', { id: created.id, version: 1, realname: '不应保存' }, ADMIN);
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.db);
    }
    expect(await userRow(created.id)).toMatchObject({ realname: '测试用户', version: 1 });
  });
});

describe('user export', () => {
  it("names the file by the hospital's day on the server's clock", async () => {
    const before = t.clock();
    // 00:30 on 6 January in the hospital (UTC+8) is still 5 January in UTC.
    t.clock.set(Date.UTC(2026, 0, 5, 16, 30));
    try {
      const response = await t.get('/api/gbc/user/export?format=csv', ADMIN);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('filename="users-2026-01-06.csv"');
    } finally {
      t.clock.set(before);
    }
  });

  it('exports the list with its filters as CSV, the columns the list shows, to user managers only', async () => {
    const response = await t.get(`/api/gbc/user/export?format=csv&keyword=${encodeURIComponent('刘')}`, ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('用户名,姓名,手机号,邮箱,科室/单位,系统角色,状态,最近登录,创建时间');
    expect(lines).toHaveLength(2);
    expect(
      lines[1]?.startsWith('coordinator,刘洋,13910245502,liuyang@kangyan-smo.example.cn,肿瘤内科,临床研究协调员,启用'),
    ).toBe(true);
    expect(response.body).not.toMatch(/argon2|password/i);
    const [exported] = await auditRows(t.db, 'user.export');
    expect(exported).toMatchObject({ entity: 'staff_user', actorName: ADMIN });
    expect(exported?.after).toMatchObject({ filters: { keyword: '刘' }, rows: 1 });
    expect((await t.get('/api/gbc/user/export', 'finance')).statusCode).toBe(403);
  });
});
