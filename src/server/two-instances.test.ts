/**
 * Issue 10 item 2, stateless instances: two instances on one database behave as one
 * server. Nothing a client relies on (sessions, locks, captchas, replay protection,
 * sign-in budgets, the public list) may live in one instance's memory only.
 */
import type { FastifyInstance } from 'fastify';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceSignPlaintext } from '../shared/domain/portal/source-sign';
import {
  GOOD_PASSWORD,
  createStaffUser,
  encryptPassword,
  get,
  login,
  post,
  signIn,
  solvedCaptcha,
} from './modules/access/auth/test-kit';
import { insertProject, testKeys } from './test-support';
import { twoInstances } from './two-instances-kit';

type Pair = Awaited<ReturnType<typeof twoInstances>>;
const WRONG = 'Not-The-Password-9';

function listProjects(app: FastifyInstance, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/portal/projects',
    payload: 'offset=0&limit=100',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

describe('two instances on one database', () => {
  let t: Pair;
  beforeAll(async () => {
    t = await twoInstances({ loginRateLimitMax: 10_000 });
    for (const userName of ['li.na', 'he.bin']) await createStaffUser(t.a.db, { userName });
  });
  afterAll(() => t.close());

  it('a session started on one is valid on the other, and a sign-out on the other ends it on both', async () => {
    const cookie = await signIn(t.a.app, 'li.na');
    expect((await get(t.b.app, '/auth/who', cookie)).statusCode).toBe(200);
    expect((await post(t.b.app, '/auth/logout', undefined, { cookie })).statusCode).toBe(200);
    expect((await get(t.a.app, '/auth/who', cookie)).statusCode).toBe(401);
  });

  it('failures on both count towards one lock, which both enforce', async () => {
    for (let i = 0; i < 5; i += 1) {
      const [here, there] = i % 2 ? [t.a.app, t.b.app] : [t.b.app, t.a.app];
      // From the third failure on a captcha is due; one issued by the other instance does.
      const captcha = i >= 3 ? await solvedCaptcha(there) : {};
      expect((await login(here, 'he.bin', WRONG, captcha)).statusCode).toBe(400);
    }
    for (const app of [t.a.app, t.b.app]) {
      const response = await login(app, 'he.bin', GOOD_PASSWORD, await solvedCaptcha(app));
      expect(response.json().data.reason).toBe('locked');
    }
  });

  it('a project written through one instance shows in the other one list at once', async () => {
    const before = (await listProjects(t.b.app)).json();
    // Asked twice, so the second answer came from the cache.
    expect((await listProjects(t.b.app)).json()).toEqual(before);
    const id = await insertProject(t.a.db, { name: '双实例新项目', actionTime: '2099-01-01' });
    const added = (await listProjects(t.b.app)).json();
    expect(added.total).toBe(before.total + 1);
    expect(added.rows[0]).toMatchObject({ id, name: '双实例新项目' });
    await t.a.db.updateTable('project').set({ name: '双实例改名' }).where('id', '=', id).execute();
    expect((await listProjects(t.b.app)).json().rows[0]).toMatchObject({ id, name: '双实例改名' });
  });
});

describe('request signing over two instances', () => {
  it('a sourceSign header accepted by one is refused by the other', async () => {
    const t = await twoInstances();
    // Before either instance reads the flag: each caches it for a few seconds.
    await t.a.db.updateTable('site').set({ sourceCheck: 1 }).execute();
    const encrypt = new JSEncrypt();
    encrypt.setPublicKey(testKeys().rsaPublicKey);
    const header = encrypt.encryptOAEP(sourceSignPlaintext(t.clock()));
    if (!header) throw new Error('jsencrypt could not encrypt');
    expect((await listProjects(t.a.app, { sourceSign: header })).statusCode).toBe(200);
    const replay = await listProjects(t.b.app, { sourceSign: header });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().msg).toBe('请求签名（sourceSign）已被使用');
    await t.close();
  });
});

describe('rate limits over two instances', () => {
  it('the sign-in budget of an address counts requests on both', async () => {
    const t = await twoInstances({ loginRateLimitMax: 10 });
    const attempt = (app: FastifyInstance, remoteAddress: string) =>
      post(app, '/auth/login', { username: 'nobody', password: encryptPassword(WRONG) }, { remoteAddress });
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(i % 2 ? t.a.app : t.b.app, '10.0.0.7')).statusCode).toBe(400);
    }
    for (const app of [t.a.app, t.b.app]) {
      const refused = await attempt(app, '10.0.0.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ isOk: false, code: '429' });
    }
    expect((await attempt(t.b.app, '10.0.0.8')).statusCode).toBe(400);
    // The window is a minute of the server's clock.
    t.clock.advance(60_000);
    expect((await attempt(t.a.app, '10.0.0.7')).statusCode).toBe(400);
    await t.close();
  });

  it.each([
    ['memory', 'each instance counts its own', [200, 200, 200, 200]],
    ['database', 'both count against one budget', [200, 200, 200, 429]],
  ] as const)('the limit on every /api route, counted in %s: %s', async (counting, _, statuses) => {
    const t = await twoInstances({ rateLimitMax: 3, rateLimitCounting: counting });
    const seen: number[] = [];
    for (const app of [t.a.app, t.a.app, t.b.app, t.b.app]) seen.push((await listProjects(app)).statusCode);
    expect(seen).toEqual(statuses);
    await t.close();
  });
});
