import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const ADMIN = 'sysadmin';
const SET = '/api/gbc/user/setSignIn';

async function newUser() {
  const response = await t.post(
    '/api/gbc/user/save',
    { userName: `u${Math.floor(Math.random() * 1e9)}`, realname: '测试用户' },
    ADMIN,
  );
  return response.json().data as { id: number; version: number };
}

const linksOf = (userId: number) =>
  t.db.selectFrom('staffSsoLink').select('claimValue').where('userId', '=', userId).execute();

describe("the administrator's sign-in settings of an account", () => {
  it('switches password sign-in off, links a claim value, and audits both in one write', async () => {
    const user = await newUser();
    const response = await t.post(
      SET,
      { id: user.id, passwordSignIn: false, ssoClaimValue: 'E12345', version: user.version },
      ADMIN,
    );
    expect(response.json().data).toEqual({ id: user.id, version: user.version + 1 });
    const row = await t.db
      .selectFrom('staffUser')
      .select('passwordSignIn')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.passwordSignIn).toBe(0);
    expect(await linksOf(user.id)).toEqual([{ claimValue: 'E12345' }]);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['afterValue', 'beforeValue'])
      .where('action', '=', 'user.signIn')
      .where('entityId', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.beforeValue!)).toEqual({ passwordSignIn: true, ssoClaimValue: null });
    expect(JSON.parse(audit.afterValue!)).toEqual({ passwordSignIn: false, ssoClaimValue: 'E12345' });
  });

  it('refuses a claim value linked to another user, and a stale version, changing nothing', async () => {
    const first = await newUser();
    const second = await newUser();
    await t.post(SET, { id: first.id, passwordSignIn: true, ssoClaimValue: 'E777', version: first.version }, ADMIN);
    const taken = await t.post(
      SET,
      { id: second.id, passwordSignIn: false, ssoClaimValue: 'E777', version: second.version },
      ADMIN,
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toContain('已关联其他用户');
    expect(await linksOf(second.id)).toEqual([]);
    const stale = await t.post(SET, { id: first.id, passwordSignIn: false, ssoClaimValue: null, version: 0 }, ADMIN);
    expect(stale.statusCode).toBe(400);
    expect(await linksOf(first.id)).toEqual([{ claimValue: 'E777' }]);
  });

  it('is refused to a user without the user-management button', async () => {
    const user = await newUser();
    const response = await t.post(
      SET,
      { id: user.id, passwordSignIn: false, ssoClaimValue: null, version: user.version },
      'investigator',
    );
    expect(response.statusCode).toBe(403);
  });
});
