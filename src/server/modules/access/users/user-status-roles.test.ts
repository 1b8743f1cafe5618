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

describe('status, password reset and roles', () => {
  it('disabling a user ends their sessions; enabling lets them sign in again', async () => {
    const created = await createUser();
    const name = (await userRow(created.id)).userName;
    const cookie = await t.cookieOf(name);
    const profile = () => t.app.inject({ method: 'GET', url: '/api/gbc/user/profile', headers: { cookie } });
    expect((await profile()).statusCode).toBe(200);
    const response = await t.post('/api/gbc/user/setStatus', { id: created.id, status: 'disabled', version: 1 }, ADMIN);
    expect(response.json().data).toEqual({ id: created.id, version: 2 });
    expect((await profile()).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('staffSession').where('userId', '=', created.id).select('tokenHash').execute(),
    ).toEqual([]);
    const [audit] = await auditRows(t.db, 'user.status');
    expect(audit).toMatchObject({ before: { status: 'enabled' }, after: { status: 'disabled' } });
    await t.post('/api/gbc/user/setStatus', { id: created.id, status: 'enabled', version: 2 }, ADMIN);
    expect((await userRow(created.id)).status).toBe('enabled');
  });

  it('refuses disabling oneself, a stale version, an unknown user and a caller without the button', async () => {
    const self = await t.idOf(ADMIN);
    const own = await t.post('/api/gbc/user/setStatus', { id: self, status: 'disabled', version: 1 }, ADMIN);
    expect(own.statusCode).toBe(400);
    const created = await createUser();
    const stale = await t.post('/api/gbc/user/setStatus', { id: created.id, status: 'disabled', version: 7 }, ADMIN);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect((await userRow(created.id)).status).toBe('enabled');
    expect(
      (await t.post('/api/gbc/user/setStatus', { id: 999999, status: 'disabled', version: 1 }, ADMIN)).statusCode,
    ).toBe(404);
    expect(
      (await t.post('/api/gbc/user/setStatus', { id: created.id, status: 'paused', version: 1 }, ADMIN)).json().msg,
    ).toContain('status');
    expect(
      (await t.post('/api/gbc/user/setStatus', { id: created.id, status: 'disabled', version: 1 }, 'monitor'))
        .statusCode,
    ).toBe(403);
  });

  it('resets a password: the new one works once answered, must be changed, and sessions end', async () => {
    const created = await createUser();
    const name = (await userRow(created.id)).userName;
    const cookie = await t.cookieOf(name);
    // Locked out after five wrong passwords, under their user name and their e-mail.
    const stored = await userRow(created.id);
    const lockedUntil = t.clock() + 15 * 60_000;
    for (const name of [stored.userName, 'Someone@Example.cn']) {
      await t.db
        .insertInto('loginAttempt')
        .values({ accountKey: name.toLowerCase(), failures: 5, lockedUntil, updatedAt: t.clock() })
        .execute();
    }
    await t.db.updateTable('staffUser').set({ email: 'Someone@Example.cn' }).where('id', '=', created.id).execute();
    const response = await t.post('/api/gbc/user/resetPassword', { id: created.id, version: 1 }, ADMIN);
    const { password, version } = response.json().data;
    // The reset lifts the lock on every name they sign in with.
    expect(await t.db.selectFrom('loginAttempt').selectAll().where('lockedUntil', 'is not', null).execute()).toEqual(
      [],
    );
    expect(version).toBe(2);
    const row = await userRow(created.id);
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    expect(await verifyPassword(row.passwordHash, created.password)).toBe(false);
    expect(row.mustChangePassword).toBe(1);
    const after = await t.app.inject({ method: 'GET', url: '/api/gbc/user/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    const [audit] = await auditRows(t.db, 'user.resetPassword');
    expect(audit?.entityId).toBe(String(created.id));
    expectNoSecrets(audit?.afterValue ?? null);
    expect(`${audit?.beforeValue}${audit?.afterValue}`).not.toContain(password);
    const stale = await t.post('/api/gbc/user/resetPassword', { id: created.id, version: 1 }, ADMIN);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect((await t.post('/api/gbc/user/resetPassword', { id: created.id, version: 2 }, 'finance')).statusCode).toBe(
      403,
    );
  });

  it('replaces system roles, refusing unknown roles, one’s own roles and stale versions', async () => {
    const created = await createUser();
    const roles = await t.db.selectFrom('role').select(['id', 'code']).execute();
    const idOf = (code: string) => roles.find((role) => role.code === code)?.id;
    const response = await t.post(
      '/api/gbc/user/setRoles',
      { id: created.id, roleIds: [idOf('monitor'), idOf('finance')], version: 1 },
      ADMIN,
    );
    expect(response.json().data.version).toBe(2);
    const detail = (await t.get(`/api/gbc/user/${created.id}`, ADMIN)).json().data;
    expect(detail.roles.map((role: { code: string }) => role.code).sort()).toEqual(['finance', 'monitor']);
    const [audit] = await auditRows(t.db, 'user.roles');
    expect(audit).toMatchObject({ before: { roles: [] }, after: { roles: ['monitor', 'finance'] } });

    const unknown = await t.post('/api/gbc/user/setRoles', { id: created.id, roleIds: [424242], version: 2 }, ADMIN);
    expect(unknown.json().msg).toContain('「roleIds」');
    const own = await t.post('/api/gbc/user/setRoles', { id: await t.idOf(ADMIN), roleIds: [], version: 1 }, ADMIN);
    expect(own.statusCode).toBe(400);
    const stale = await t.post('/api/gbc/user/setRoles', { id: created.id, roleIds: [], version: 1 }, ADMIN);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect((await t.get(`/api/gbc/user/${created.id}`, ADMIN)).json().data.roles).toHaveLength(2);
  });

  it('assigns project roles (the user-project-role assignment)', async () => {
    const created = await createUser();
    const role = await t.db
      .selectFrom('role')
      .select('id')
      .where('code', '=', 'investigator')
      .executeTakeFirstOrThrow();
    const assignments = [
      { projectId: 7, roleId: role.id },
      { projectId: 8, roleId: role.id },
    ];
    const response = await t.post('/api/gbc/user/setProjectRoles', { id: created.id, assignments, version: 1 }, ADMIN);
    expect(response.json().data.version).toBe(2);
    const byUser = (await t.get(`/api/gbc/role/byUser/${created.id}`, ADMIN)).json().data;
    expect(byUser.projectRoles.map((r: { projectId: number }) => r.projectId)).toEqual([7, 8]);
    const [audit] = await auditRows(t.db, 'user.projectRoles');
    expect(audit).toMatchObject({ entityId: String(created.id), before: { projectRoles: [] } });
    expect(audit?.after?.projectRoles).toHaveLength(2);

    const badProject = await t.post(
      '/api/gbc/user/setProjectRoles',
      { id: created.id, assignments: [{ projectId: 999999, roleId: role.id }], version: 2 },
      ADMIN,
    );
    expect(badProject.json().msg).toContain('「assignments」');
    const stale = await t.post('/api/gbc/user/setProjectRoles', { id: created.id, assignments: [], version: 1 }, ADMIN);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect(
      await t.db.selectFrom('userProjectRole').select('projectId').where('userId', '=', created.id).execute(),
    ).toHaveLength(2);
    const denied = await t.post(
      '/api/gbc/user/setProjectRoles',
      { id: created.id, assignments: [], version: 2 },
      'investigator',
    );
    expect(denied.statusCode).toBe(403);
  });
});
