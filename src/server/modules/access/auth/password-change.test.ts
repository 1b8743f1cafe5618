import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  authTestApp,
  createStaffUser,
  encryptPassword,
  get,
  login,
  post,
  signIn,
  solvedCaptcha,
} from './test-kit';

type T = Awaited<ReturnType<typeof authTestApp>>;
let t: T;
const INITIAL = 'Initial-Pass-2031';
const NEW_PASSWORD = 'Quiet-Meadow-5820';

beforeAll(async () => {
  t = await authTestApp();
});
afterAll(() => t.close());

const setNewPassword = (
  username: string,
  oldPassword: string,
  newPassword: string,
  extra: Record<string, string> = {},
) =>
  post(t.app, '/gbc/user/setNewPassword', {
    username,
    oldPassword: encryptPassword(oldPassword),
    newPassword: encryptPassword(newPassword),
    ...extra,
  });

describe('first start: a forced password change', () => {
  it('signs in without a session, refuses a common or unchanged password, then takes a good one', async () => {
    const userId = await createStaffUser(t.db, { userName: 'he.ping', password: INITIAL, mustChangePassword: true });

    const first = await login(t.app, 'he.ping', INITIAL);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ isOk: true, code: '200', data: { mustChangePassword: true } });
    expect(first.cookies).toEqual([]);
    expect(await t.db.selectFrom('staffSession').selectAll().where('userId', '=', userId).execute()).toEqual([]);

    const common = await setNewPassword('he.ping', INITIAL, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: '100',
      msg: '密码过于常见，请换一个',
      data: { reason: 'password_policy' },
    });

    const short = await setNewPassword('he.ping', INITIAL, 'Ab1-');
    expect(short.json()).toMatchObject({ msg: '密码至少 8 个字符', data: { reason: 'password_policy' } });

    const same = await setNewPassword('he.ping', INITIAL, INITIAL);
    expect(same.json()).toMatchObject({ msg: '新密码不能与当前密码相同', data: { reason: 'password_policy' } });

    const good = await setNewPassword('he.ping', INITIAL, NEW_PASSWORD);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ isOk: true, code: '200', data: null });
    const user = await t.db.selectFrom('staffUser').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ mustChangePassword: 0, version: 2 });

    expect((await login(t.app, 'he.ping', INITIAL)).statusCode).toBe(400);
    const after = await login(t.app, 'he.ping', NEW_PASSWORD);
    expect(after.json().data).toEqual({ mustChangePassword: false });
    expect(after.cookies).toHaveLength(1);

    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'auth.password.set').execute();
    expect(audit.map((row) => [row.outcome, row.reason])).toEqual([
      ['failure', 'password_policy'],
      ['failure', 'password_policy'],
      ['failure', 'password_policy'],
      ['success', 'ok'],
    ]);
  });
});

describe('setNewPassword', () => {
  it('counts a wrong current password as a sign-in failure, with the same generic answer', async () => {
    await createStaffUser(t.db, { userName: 'lin.tao' });
    for (let i = 0; i < 2; i += 1) await login(t.app, 'lin.tao', 'Wrong-One-1');
    const response = await setNewPassword('lin.tao', 'Wrong-One-2', NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      isOk: false,
      code: '100',
      msg: '用户名或密码错误',
      data: { reason: 'invalid_credentials', captchaRequired: true },
    });
    // Now a captcha is due on both sign-in and the password change.
    expect((await setNewPassword('lin.tao', GOOD_PASSWORD, NEW_PASSWORD)).json().data.reason).toBe('captcha_required');
    const ok = await setNewPassword('lin.tao', GOOD_PASSWORD, NEW_PASSWORD, await solvedCaptcha(t.app));
    expect(ok.statusCode).toBe(200);
  });

  it('ends every session of the user', async () => {
    await createStaffUser(t.db, { userName: 'gao.yan' });
    const cookie = await signIn(t.app, 'gao.yan');
    expect((await setNewPassword('gao.yan', GOOD_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await get(t.app, '/auth/who', cookie)).statusCode).toBe(401);
  });

  it('refuses an unknown user with the generic answer', async () => {
    const response = await setNewPassword('nobody.at.all', GOOD_PASSWORD, NEW_PASSWORD);
    expect(response.json()).toMatchObject({ msg: '用户名或密码错误', data: { reason: 'invalid_credentials' } });
  });

  it('refuses a replayed new-password ciphertext', async () => {
    await createStaffUser(t.db, { userName: 'ma.li' });
    const newPassword = encryptPassword(NEW_PASSWORD);
    const first = await post(t.app, '/gbc/user/setNewPassword', {
      username: 'ma.li',
      oldPassword: encryptPassword(GOOD_PASSWORD),
      newPassword,
    });
    expect(first.statusCode).toBe(200);
    const replay = await post(t.app, '/gbc/user/setNewPassword', {
      username: 'ma.li',
      oldPassword: encryptPassword(NEW_PASSWORD),
      newPassword,
    });
    expect(replay.json().data.reason).toBe('ciphertext_replayed');
  });
});

describe('modifyPassword', () => {
  it('needs a session', async () => {
    const response = await post(t.app, '/gbc/user/modifyPassword', {
      oldPassword: encryptPassword(GOOD_PASSWORD),
      newPassword: encryptPassword(NEW_PASSWORD),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password and keeps the session', async () => {
    await createStaffUser(t.db, { userName: 'qian.yu' });
    const cookie = await signIn(t.app, 'qian.yu');
    const response = await post(
      t.app,
      '/gbc/user/modifyPassword',
      { oldPassword: encryptPassword('Wrong-Current-1'), newPassword: encryptPassword(NEW_PASSWORD) },
      { cookie },
    );
    expect(response.json()).toMatchObject({ msg: '用户名或密码错误', data: { reason: 'invalid_credentials' } });
    expect((await get(t.app, '/auth/who', cookie)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'auth.password.modify')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actorName: 'qian.yu', outcome: 'failure', reason: 'invalid_credentials' });
  });
});
