import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../shared/api/contract/access';
import { AUTH_PREFIX } from '../../shared/api/access/auth';
import { encryptPassword } from '../modules/access/auth/test-kit';
import { type StaffTestApp, createStaffTestApp } from '../staff-test-kit';

let t: StaffTestApp;
let projectId: number;
beforeAll(async () => {
  t = await createStaffTestApp({ trustProxy: true, loginRateLimitMax: 1000 });
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

interface Operation {
  path: string;
  access: unknown;
}

/** The GETs of the staff suite and of sign-in, as the OpenAPI document lists them. */
async function staffAndAuthGets(): Promise<Operation[]> {
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { 'x-access'?: unknown }>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, methods]) => {
    const get = methods.get;
    if (!get) return [];
    return get['x-access'] !== 'public' || path.startsWith(AUTH_PREFIX) ? [{ path, access: get['x-access'] }] : [];
  });
}

const isProjectScope = (access: unknown) =>
  typeof access === 'object' && access !== null && (access as { scope?: string }).scope === 'project';

const noStore = (response: LightMyRequestResponse) => /\bno-store\b/.test(String(response.headers['cache-control']));

describe('staff and auth answers are never cached', () => {
  it('sends Cache-Control: no-store on every staff and auth GET, signed in or not', async () => {
    const operations = await staffAndAuthGets();
    const missing: string[] = [];
    let answeredOk = 0;
    for (const { path, access } of operations) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'projectId' ? String(projectId) : '1'));
      const as = isProjectScope(access) ? 'investigator' : 'sysadmin';
      for (const response of [await t.get(url, as), await t.get(url)]) {
        if (response.statusCode === 200) answeredOk += 1;
        if (!noStore(response))
          missing.push(`GET ${url} (${response.statusCode}): ${response.headers['cache-control']}`);
      }
    }
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.map((operation) => operation.path)).toContain(`${AUTH_PREFIX}/auth/who`);
    // Most were real answers, not only refusals.
    expect(answeredOk).toBeGreaterThan(operations.length / 2);
  });

  it('sends it on sign-in and staff writes too, refused ones included', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/auth/login`,
      headers: { [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE },
      payload: { username: 'sysadmin', password: encryptPassword(t.passwords.get('sysadmin') ?? '') },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refused = await t.post('/api/gbc/registration/pass', { id: 999999, version: 1 }, 'coordinator');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public portal to its own caching', async () => {
    const response = await t.app.inject({ url: '/api/portal/orgs' });
    expect(response.statusCode).toBe(200);
    expect(noStore(response)).toBe(false);
  });
});

let address = 0;
/** A registration application (a public staff-side write) from a fresh address with these headers. */
function apply(headers: Record<string, string>) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/gbc/registration/apply',
    remoteAddress: `10.20.0.${address}`,
    headers: { 'content-type': 'application/json', [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE, ...headers },
    payload: { userName: `origin${address}`, realname: '测试', phone: `1370000${String(address).padStart(4, '0')}` },
  });
}

const applications = async () =>
  (await t.db.selectFrom('registrationRequest').select('id').where('userName', 'like', 'origin%').execute()).length;

describe('staff writes come from the app itself', () => {
  it('refuses a write from a foreign origin with 403 in the envelope and changes nothing', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null', 'http://localhost:81']) {
      const before = await applications();
      const response = await apply({ origin, host: 'localhost' });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toMatchObject({
        isOk: false,
        code: '403',
        msg: expect.stringContaining('跨站请求已拒绝'),
      });
      expect(await applications()).toBe(before);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/auth/login`,
      headers: { [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE, origin: 'https://evil.example' },
      payload: { username: 'sysadmin', password: encryptPassword(t.passwords.get('sysadmin') ?? '') },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toEqual([]);
  });

  it('accepts a write from its own origin, or without an Origin header', async () => {
    const before = await applications();
    expect((await apply({ origin: 'http://localhost', host: 'localhost' })).statusCode).toBe(200);
    expect((await apply({ origin: 'HTTP://LocalHost:80', host: 'localhost' })).statusCode).toBe(200);
    expect((await apply({ origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' })).statusCode).toBe(200);
    expect((await apply({ host: 'localhost' })).statusCode).toBe(200);
    expect(await applications()).toBe(before + 4);
  });

  it('compares the scheme the trusted proxy reports', async () => {
    const proxied = { host: 'trials.example.org', 'x-forwarded-proto': 'https' };
    expect((await apply({ ...proxied, origin: 'https://trials.example.org' })).statusCode).toBe(200);
    expect((await apply({ ...proxied, origin: 'http://trials.example.org' })).statusCode).toBe(403);
  });
});
