import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test-support';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public site data', () => {
  it('GET site-info answers every site field, regmark with edit right 20 and the app list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/portal/site-info' });
    expect(response.statusCode).toBe(200);
    const { data, code, isOk } = response.json();
    expect({ code, isOk }).toEqual({ code: '200', isOk: true });
    for (const field of [
      'webIco',
      'siteName',
      'qrCode',
      'code',
      'sourceCheck',
      'endpoint',
      'loginBackImage',
      'loginLogo',
      'indexLogo',
      'hospitalNameFull',
      'officialWebsite',
    ]) {
      expect(data.site).toHaveProperty(field);
    }
    expect(data.site.sourceCheck).toBe(false);
    expect(data.site.banners).toHaveLength(2);
    expect(data.regmark.editRight).toBe(20);
    expect(data.app.length).toBeGreaterThan(0);
  });

  it('POST form-config answers rows with the share URL', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/portal/form-config',
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(body.rows.length);
    expect(body.rows).toContainEqual({
      configkey: 'recruitShareUrl',
      configvalue: expect.stringContaining('/projectdviewetail/'),
    });
  });

  it('GET orgs answers the department map under key dep', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/portal/orgs' });
    const dep = response.json().data.find((entry: { key: string }) => entry.key === 'dep');
    expect(Object.keys(dep.data).length).toBeGreaterThanOrEqual(8);
  });

  it('lists at least 40 demo projects across all four recruitment statuses', async () => {
    const statuses = new Set<string>();
    let total = 0;
    for (const recruitStatus of ['zmz', 'zmwc', 'ztzm', 'zzzm']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/portal/projects',
        payload: `offset=0&limit=1&recruitStatus=${recruitStatus}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const body = response.json();
      if (body.total > 0) statuses.add(recruitStatus);
      total += body.total;
    }
    expect(statuses.size).toBe(4);
    expect(total).toBeGreaterThanOrEqual(40);
  });
});

describe('config by key', () => {
  it.each([
    ['', false],
    ['?key=sys.ctdms.shfy', false],
    ['?key=sys.ctdms.nde', false],
    ['?key=no.such.key', null],
  ])('GET /api/sys/config/by-key%s answers %s', async (query, expected) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/sys/config/by-key${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isOk: true, code: '200', data: expected });
  });

  it('refuses an oversize key and unknown parameters', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/sys/config/by-key?key=${'k'.repeat(200)}` });
    expect(long.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/sys/config/by-key?key=a&other=b' });
    expect(unknown.json()).toMatchObject({ code: '100', msg: expect.stringContaining('other') });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a 404 envelope, never HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isOk: false, code: '404' });
  });

  it('answers an unexpected failure with 500, a generic message and a request id, no stack', async () => {
    const app = (await createTestApp({ demo: false })).app;
    app.get('/api/test/boom', async () => {
      throw new Error('secret detail at /srv/db.ts:12');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ isOk: false, code: '500', msg: '服务器内部错误' });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toContain('secret detail');
    await app.close();
  });

  it('sets security headers with a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/portal/orgs' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
