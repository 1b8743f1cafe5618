import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALWAYS_SYSTEM_PAGES } from '../../../../shared/domain/access/permissions';
import { hashToken } from '../../../services/sessions';
import {
  GOOD_PASSWORD,
  authTestApp,
  createStaffUser,
  encryptPassword,
  get,
  login,
  post,
  sessionCookie,
} from './test-kit';

type T = Awaited<ReturnType<typeof authTestApp>>;
let t: T;
let zhangId: number;

beforeAll(async () => {
  t = await authTestApp();
  zhangId = await createStaffUser(t.db, {
    userName: 'zhang.wei',
    realname: '张伟',
    phone: '13812345678',
    email: 'Zhang.Wei@Hospital.example',
    system: { pages: ['UserManage', 'AuditLog'], buttons: ['user:create', 'role:create'] },
    project: { projectId: 3, pages: ['ProjectTeam'], buttons: [] },
  });
  await createStaffUser(t.db, { userName: 'li.na', status: 'disabled' });
});
afterAll(() => t.close());

describe('password sign-in', () => {
  it('starts a session in an HttpOnly, SameSite=Strict cookie and who answers the profile and permissions', async () => {
    const response = await login(t.app, 'zhang.wei');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isOk: true, code: '200', data: { mustChangePassword: false } });
    const cookie = response.cookies.find((c) => c.name === 'portal_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const who = await get(t.app, '/auth/who', sessionCookie(response));
    expect(who.statusCode).toBe(200);
    const data = who.json().data;
    expect(data.user).toMatchObject({
      userId: zhangId,
      userName: 'zhang.wei',
      realname: '张伟',
      phone: '13812345678',
      avatar: null,
    });
    expect(data.user.userSessionId).toBe(hashToken(cookie?.value ?? '').slice(0, 16));
    expect(who.body).not.toContain(cookie?.value);
    expect(data.user.userRoles).toEqual([
      { id: expect.any(Number), code: 'sys-zhang.wei', name: '角色 sys-zhang.wei' },
    ]);
    expect(data.currentRole).toEqual(data.user.userRoles[0]);
    expect(data.appRoles).toEqual(data.user.userRoles);
    expect(data.siteList).toEqual([{ code: expect.any(String), name: expect.any(String) }]);
    expect(data.permissionSwitch).toBe(true);
    expect(data.aesKeyFlag).toBe(false);
    expect(data.permissions.system.pages).toEqual(['AuditLog', 'UserManage', ...ALWAYS_SYSTEM_PAGES]);
    // role:create is granted but its page is not, so it does not count.
    expect(data.permissions.system.buttons).toEqual(['user:create']);
    expect(data.permissions.system.pageHelpIds).toEqual(['help-user-manage']);
    expect(data.permissions.projects).toEqual([
      {
        projectId: 3,
        projectName: expect.any(String),
        roles: [expect.objectContaining({ code: 'prj-zhang.wei' })],
        permissions: { pages: ['ProjectTeam'], buttons: [], pageHelpIds: ['help-project-team'], buttonHelpIds: [] },
      },
    ]);
    const row = await t.db.selectFrom('staffUser').select('lastLoginAt').where('id', '=', zhangId).executeTakeFirst();
    expect(row?.lastLoginAt).toBe(new Date(t.clock()).toISOString());
  });

  it('answers who with 401 without a session', async () => {
    const response = await get(t.app, '/auth/who');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('401');
  });

  it('gives a new token at every sign-in and ends the session the browser held', async () => {
    const first = sessionCookie(await login(t.app, 'zhang.wei'));
    const second = await post(
      t.app,
      '/auth/login',
      { username: 'zhang.wei', password: encryptPassword(GOOD_PASSWORD) },
      { cookie: first },
    );
    expect(sessionCookie(second)).not.toBe(first);
    expect((await get(t.app, '/auth/who', first)).statusCode).toBe(401);
    expect((await get(t.app, '/auth/who', sessionCookie(second))).statusCode).toBe(200);
  });

  it('accepts the user name, mobile number or e-mail (case-insensitively) on loginByType and loginByAccount', async () => {
    for (const account of ['ZHANG.WEI', '13812345678', 'zhang.wei@hospital.example']) {
      for (const path of ['/auth/loginByType', '/auth/loginByAccount']) {
        const response = await post(t.app, path, { account, password: encryptPassword(GOOD_PASSWORD) });
        expect(response.statusCode, `${path} ${account}`).toBe(200);
      }
    }
    // `login` takes the user name only.
    const byPhone = await login(t.app, '13812345678');
    expect(byPhone.statusCode).toBe(400);
  });

  it('answers an unknown user, a wrong password and a disabled account identically', async () => {
    const unknown = await login(t.app, 'nobody.here', GOOD_PASSWORD);
    const wrong = await login(t.app, 'zhang.wei', 'Wrong-Password-1');
    const disabled = await login(t.app, 'li.na', GOOD_PASSWORD);
    for (const response of [unknown, wrong, disabled]) {
      expect(response.statusCode).toBe(400);
      expect(response.cookies).toEqual([]);
    }
    expect(unknown.json()).toEqual({
      isOk: false,
      code: '100',
      msg: '用户名或密码错误',
      data: { reason: 'invalid_credentials', captchaRequired: false },
    });
    expect(wrong.body).toBe(unknown.body);
    expect(disabled.body).toBe(unknown.body);
    await login(t.app, 'zhang.wei'); // a success resets the counter for the next tests
  });

  it('refuses a staff POST without the X-Requested-With header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/igcpproapi/auth/login',
      payload: { username: 'zhang.wei', password: encryptPassword(GOOD_PASSWORD) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('403');
    expect(response.cookies).toEqual([]);
  });

  it('needs the header on every sign-in POST, before anything else is looked at', async () => {
    const cookie = sessionCookie(await login(t.app, 'zhang.wei'));
    const paths = [
      '/auth/login',
      '/auth/loginByType',
      '/auth/loginByAccount',
      '/sms/code',
      '/sms/login',
      '/auth/loginByMobile',
      '/sms/checkCode',
      '/auth/logout',
      '/gbc/user/setNewPassword',
      '/gbc/user/modifyPassword',
    ];
    for (const path of paths) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/igcpproapi${path}`,
        headers: { cookie },
        payload: {},
      });
      expect(response.statusCode, path).toBe(403);
    }
    expect((await get(t.app, '/auth/who', cookie)).statusCode).toBe(200);
  });
});

describe('password encryption', () => {
  it('refuses a password that is not RSA-OAEP ciphertext', async () => {
    const response = await post(t.app, '/auth/login', { username: 'zhang.wei', password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.reason).toBe('encryption_required');
  });

  it('refuses a ciphertext used before (a replayed request)', async () => {
    const password = encryptPassword(GOOD_PASSWORD);
    const first = await post(t.app, '/auth/login', { username: 'zhang.wei', password });
    expect(first.statusCode).toBe(200);
    const replay = await post(t.app, '/auth/login', { username: 'zhang.wei', password });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().data.reason).toBe('ciphertext_replayed');
    expect(replay.cookies).toEqual([]);
    // The same bytes spelt with a line break are the same ciphertext.
    const respelt = await post(t.app, '/auth/login', {
      username: 'zhang.wei',
      password: `${password.slice(0, 64)}\n${password.slice(64)}`,
    });
    expect(respelt.statusCode).toBe(400);
  });

  it('takes plain text when the site turns encryption off', async () => {
    await t.db
      .insertInto('sysConfig')
      .values({ configKey: 'sys.login.passwordEncrypt', configValue: 'false' })
      .onConflict((oc) => oc.column('configKey').doUpdateSet({ configValue: 'false' }))
      .execute();
    try {
      const response = await post(t.app, '/auth/login', { username: 'zhang.wei', password: GOOD_PASSWORD });
      expect(response.statusCode).toBe(200);
    } finally {
      await t.db
        .updateTable('sysConfig')
        .set({ configValue: 'true' })
        .where('configKey', '=', 'sys.login.passwordEncrypt')
        .execute();
    }
  });
});

describe('over HTTPS behind a trusted proxy', () => {
  const whoAs = (app: FastifyInstance, cookie: string, proto: 'http' | 'https') =>
    app.inject({ method: 'GET', url: '/igcpproapi/auth/who', headers: { cookie, 'x-forwarded-proto': proto } });

  it('names the cookie __Host-portal_sid, Secure and host-only, and reads it only over HTTPS', async () => {
    const https = await authTestApp({ trustProxy: true });
    await createStaffUser(https.db, { userName: 'wang.fang' });
    const response = await post(
      https.app,
      '/auth/login',
      { username: 'wang.fang', password: encryptPassword(GOOD_PASSWORD) },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookie = response.cookies[0];
    expect(cookie).toMatchObject({
      name: '__Host-portal_sid',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(cookie?.domain).toBeUndefined();
    const token = cookie?.value ?? '';
    expect((await whoAs(https.app, `__Host-portal_sid=${token}`, 'https')).statusCode).toBe(200);
    // Each protocol reads only the name it sets: a plain cookie (which an HTTP page could
    // plant) is no session over HTTPS, and the __Host- one is none over plain HTTP.
    expect((await whoAs(https.app, `portal_sid=${token}`, 'https')).statusCode).toBe(401);
    expect((await whoAs(https.app, `__Host-portal_sid=${token}`, 'http')).statusCode).toBe(401);
    await https.close();
  });

  it('believes X-Forwarded-Proto only from a trusted proxy: otherwise a plain cookie and no HSTS', async () => {
    const plain = await authTestApp();
    await createStaffUser(plain.db, { userName: 'li.na' });
    const response = await post(
      plain.app,
      '/auth/login',
      { username: 'li.na', password: encryptPassword(GOOD_PASSWORD) },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.cookies[0]).toMatchObject({ name: 'portal_sid', path: '/' });
    expect(response.cookies[0]?.secure).toBeUndefined();
    expect((await whoAs(plain.app, `portal_sid=${response.cookies[0]?.value}`, 'http')).statusCode).toBe(200);
    await plain.close();
  });
});
