import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTestApp, createStaffUser, get, login, post, sessionCookie } from '../auth/test-kit';
import { createTestApp } from '../../../test-support';
import { startTestProvider } from './test-provider';

type T = Awaited<ReturnType<typeof authTestApp>>;
let t: T;
let idp: Awaited<ReturnType<typeof startTestProvider>>;
let zhangId: number;

beforeAll(async () => {
  idp = await startTestProvider('http://127.0.0.1:5173/login');
  t = await authTestApp({ sso: idp.config() });
  zhangId = await createStaffUser(t.db, { userName: 'zhang.wei', system: { pages: ['UserManage'], buttons: [] } });
  await createStaffUser(t.db, { userName: 'li.na', status: 'disabled' });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Starts a sign-in: the provider's address and the browser's state cookie. */
async function start() {
  const response = await post(t.app, '/auth/sso/start', {});
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'portal_sso_state');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  return {
    authorizationUrl: response.json().data.authorizationUrl as string,
    cookie: `portal_sso_state=${cookie?.value}`,
  };
}

async function signInAt(loginName: string) {
  const { authorizationUrl, cookie } = await start();
  const query = await idp.authorize(authorizationUrl, loginName);
  return post(t.app, '/auth/sso/callback', { query }, { cookie });
}

const loginRows = () =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'actorName', 'entityId', 'outcome', 'reason', 'afterValue'])
    .where('action', 'in', ['auth.login', 'auth.sso.link'])
    .orderBy('id', 'desc')
    .execute();

describe('single sign-on with the identity provider', () => {
  it('offers the button and sends the browser to the provider with PKCE', async () => {
    const config = await get(t.app, '/auth/sso/config');
    expect(config.json().data).toEqual({ enabled: true, label: '' });
    const { authorizationUrl } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('signs a staff member in as the account of the same user name, links it and logs it', async () => {
    const response = await signInAt('zhang.wei');
    expect(response.statusCode).toBe(200);
    const who = await get(t.app, '/auth/who', sessionCookie(response));
    expect(who.json().data.user).toMatchObject({ userId: zhangId, userName: 'zhang.wei' });

    const [link, signIn] = await loginRows();
    expect(signIn).toMatchObject({ action: 'auth.login', outcome: 'success', entityId: String(zhangId) });
    expect(JSON.parse(signIn!.afterValue!)).toMatchObject({ method: 'sso', claimValue: 'zhang.wei' });
    expect(link).toMatchObject({ action: 'auth.sso.link', actorName: 'zhang.wei' });
    const links = await t.db.selectFrom('staffSsoLink').selectAll().execute();
    expect(links).toEqual([expect.objectContaining({ claimValue: 'zhang.wei', userId: zhangId })]);

    // A second sign-in uses the link and adds none.
    expect((await signInAt('zhang.wei')).statusCode).toBe(200);
    expect(await t.db.selectFrom('staffSsoLink').selectAll().execute()).toHaveLength(1);
  });

  it('refuses an identity no staff account is linked to, and logs the refusal', async () => {
    const response = await signInAt('stranger');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '100', data: { reason: 'sso_unlinked' } });
    expect(response.json().msg).toContain('未关联');
    expect(response.cookies.find((c) => c.name.endsWith('portal_sid') && c.value)).toBeUndefined();
    const [row] = await loginRows();
    expect(row).toMatchObject({
      action: 'auth.login',
      outcome: 'failure',
      reason: 'sso_unlinked',
      actorName: 'stranger',
    });
  });

  it('refuses a disabled account', async () => {
    const response = await signInAt('li.na');
    expect(response.json()).toMatchObject({ data: { reason: 'sso_account_disabled' } });
  });

  it("refuses a callback whose state is not the browser's, and a callback used twice", async () => {
    const first = await start();
    const second = await start();
    const query = await idp.authorize(first.authorizationUrl, 'zhang.wei');
    const crossed = await post(t.app, '/auth/sso/callback', { query }, { cookie: second.cookie });
    expect(crossed.json()).toMatchObject({ data: { reason: 'sso_state_mismatch' } });

    const third = await start();
    const good = await idp.authorize(third.authorizationUrl, 'zhang.wei');
    expect((await post(t.app, '/auth/sso/callback', { query: good }, { cookie: third.cookie })).statusCode).toBe(200);
    const replay = await post(t.app, '/auth/sso/callback', { query: good }, { cookie: third.cookie });
    expect(replay.json()).toMatchObject({ data: { reason: 'sso_state_mismatch' } });
  });

  it("answers the provider's error as a provider error", async () => {
    const { authorizationUrl, cookie } = await start();
    const state = new URL(authorizationUrl).searchParams.get('state');
    const query = `error=access_denied&state=${state}&iss=${encodeURIComponent(idp.issuer)}`;
    const response = await post(t.app, '/auth/sso/callback', { query }, { cookie });
    expect(response.json()).toMatchObject({ data: { reason: 'sso_provider_error' } });
  });
});

describe('password sign-in switched off for an account', () => {
  it('refuses the password with a clear message while single sign-on still works', async () => {
    await t.db.updateTable('staffUser').set({ passwordSignIn: 0 }).where('id', '=', zhangId).execute();
    const response = await login(t.app, 'zhang.wei');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { reason: 'password_sign_in_off' } });
    expect(response.json().msg).toContain('已停用密码登录');
    expect((await signInAt('zhang.wei')).statusCode).toBe(200);
    await t.db.updateTable('staffUser').set({ passwordSignIn: 1 }).where('id', '=', zhangId).execute();
    expect((await login(t.app, 'zhang.wei')).statusCode).toBe(200);
  });
});

describe('without an identity provider', () => {
  it('hides the button and answers 404 to start and callback', async () => {
    const plain = await createTestApp({ demo: false });
    try {
      expect((await get(plain.app, '/auth/sso/config')).json().data).toEqual({ enabled: false, label: '' });
      expect((await post(plain.app, '/auth/sso/start', {})).statusCode).toBe(404);
      expect((await post(plain.app, '/auth/sso/callback', { query: 'code=x&state=y' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
