import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/access/auth/password';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import {
  GOOD_PASSWORD,
  authTestApp,
  createStaffUser,
  encryptPassword,
  get,
  post,
  signIn,
} from '../modules/access/auth/test-kit';

type T = Awaited<ReturnType<typeof authTestApp>>;
let t: T;
let wuId: number;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  t = await authTestApp();
  wuId = await createStaffUser(t.db, { userName: 'wu.gang' });
});
afterAll(() => t.close());

const who = (cookie: string) => get(t.app, '/auth/who', cookie);

describe('session lifetime', () => {
  it('ends after 30 minutes without a request', async () => {
    const cookie = await signIn(t.app, 'wu.gang');
    t.clock.advance(SESSION_IDLE_MS);
    const response = await who(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('401');
  });

  it('stays alive while used, but ends 12 hours after sign-in whatever the activity', async () => {
    const cookie = await signIn(t.app, 'wu.gang');
    for (let elapsed = 0; elapsed + 20 * MINUTE < SESSION_ABSOLUTE_MS; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await who(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    expect((await who(cookie)).statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it('logout ends the session and clears the cookie; the old cookie then answers 401', async () => {
    const cookie = await signIn(t.app, 'wu.gang');
    const response = await post(t.app, '/auth/logout', undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isOk: true, code: '200', data: null });
    const cleared = response.cookies.find((c) => c.name === 'portal_sid');
    expect(cleared?.value).toBe('');
    expect((await who(cookie)).statusCode).toBe(401);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'auth.logout').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: wuId, entityId: String(wuId), outcome: 'success' });
  });

  it('logout without a session is still a success', async () => {
    const response = await post(t.app, '/auth/logout');
    expect(response.statusCode).toBe(200);
  });

  it('a password change ends the other sessions and renews this one', async () => {
    const other = await signIn(t.app, 'wu.gang');
    const mine = await signIn(t.app, 'wu.gang');
    const newPassword = 'Harbour-Lights-77';
    const change = await post(
      t.app,
      '/gbc/user/modifyPassword',
      { oldPassword: encryptPassword(GOOD_PASSWORD), newPassword: encryptPassword(newPassword) },
      { cookie: mine },
    );
    expect(change.statusCode).toBe(200);
    const renewed = change.cookies.find((c) => c.name === 'portal_sid');
    expect(renewed?.value).toBeTruthy();
    expect((await who(other)).statusCode).toBe(401);
    expect((await who(mine)).statusCode).toBe(401);
    expect((await who(`portal_sid=${renewed?.value}`)).statusCode).toBe(200);
    // Back to the usual password for the other tests.
    await t.db
      .updateTable('staffUser')
      .set({ passwordHash: await hashPassword(GOOD_PASSWORD) })
      .where('id', '=', wuId)
      .execute();
  });

  it('disabling the user ends their access at the next request', async () => {
    const cookie = await signIn(t.app, 'wu.gang');
    expect((await who(cookie)).statusCode).toBe(200);
    await t.db.updateTable('staffUser').set({ status: 'disabled' }).where('id', '=', wuId).execute();
    expect((await who(cookie)).statusCode).toBe(401);
    await t.db.updateTable('staffUser').set({ status: 'enabled' }).where('id', '=', wuId).execute();
    // The session was ended, not just refused while disabled.
    expect((await who(cookie)).statusCode).toBe(401);
  });
});
