import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { openTestDatabase, testKeys } from '../test-support';

type App = Awaited<ReturnType<typeof buildApp>>;
let clientDir: string;
let db: Db;
let framed: App;
let unframed: App;
const hosts = ['https://his.example.org', 'https://emr.example.org:8443'];

const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'portal-frame-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
  db = await openTestDatabase();
  framed = await buildApp({ db, keys: testKeys(), clientDir, frameAncestors: hosts });
  unframed = await buildApp({ db, keys: testKeys(), clientDir, frameAncestors: [] });
});
afterAll(async () => {
  await framed.close();
  await unframed.close();
  await db.destroy();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('who may frame the pages', () => {
  it('lets only the configured origins frame the inner-mode detail page', async () => {
    const response = await framed.inject({ url: '/projectdviewetail/12?sign=abc.def&patientId=P1' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(frameAncestors(response.headers['content-security-policy'])).toBe(hosts.join(' '));
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('denies framing of the public pages, the detail page without a sign included', async () => {
    for (const url of [
      '/',
      '/advanced',
      '/projectdviewetail/12',
      '/projectdviewetail/12?sign=',
      '/other?sign=abc.def',
    ]) {
      const response = await framed.inject({ url });
      expect(response.headers['content-type']).toContain('text/html');
      expect(frameAncestors(response.headers['content-security-policy'])).toBe("'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('denies framing of the inner-mode page when no origin is configured', async () => {
    const response = await unframed.inject({ url: '/projectdviewetail/12?sign=abc.def' });
    expect(frameAncestors(response.headers['content-security-policy'])).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses a configured entry that could inject another directive', async () => {
    await expect(
      buildApp({
        db,
        keys: testKeys(),
        frameAncestors: ["https://ok.example.org; script-src 'unsafe-inline'"],
      }),
    ).rejects.toThrow(/FRAME_ANCESTORS/);
  });
});

describe('browser features and HTTPS pinning', () => {
  it('denies microphone, location, payment and USB on every answer, and the camera to other origins', async () => {
    for (const url of ['/', '/api/portal/orgs', '/api/no-such-thing', '/igcpproapi/auth/who', '/assets/missing.js']) {
      const policy = String((await unframed.inject({ url })).headers['permissions-policy']);
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, url).toContain(`${feature}=()`);
      }
      expect(policy, url).toContain('camera=(self)');
      expect(policy.match(/camera=/g), url).toHaveLength(1);
    }
  });

  it('sends HSTS only when a trusted proxy reports HTTPS', async () => {
    const hsts = (response: { headers: Record<string, unknown> }) => response.headers['strict-transport-security'];
    const https = { 'x-forwarded-proto': 'https' };
    expect(hsts(await unframed.inject({ url: '/api/portal/orgs' }))).toBeUndefined();
    // Without trustProxy anyone could send the header: it is not believed.
    expect(hsts(await unframed.inject({ url: '/api/portal/orgs', headers: https }))).toBeUndefined();
    const proxied = await buildApp({ db, keys: testKeys(), clientDir, trustProxy: true });
    try {
      expect(hsts(await proxied.inject({ url: '/api/portal/orgs' }))).toBeUndefined();
      for (const url of ['/', '/api/portal/orgs', '/igcpproapi/auth/who']) {
        expect(hsts(await proxied.inject({ url, headers: https })), url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await proxied.close();
    }
  });
});
