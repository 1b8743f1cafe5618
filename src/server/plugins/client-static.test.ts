import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { openTestDatabase, testKeys } from '../test-support';

let clientDir: string;
let db: Db;
let app: Awaited<ReturnType<typeof buildApp>>;
const script = `console.info(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  db = await openTestDatabase();
  app = await buildApp({ db, keys: testKeys(), clientDir });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('sends hashed assets pre-compressed with a year of caching', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the service worker with no-cache', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers / with the app shell, uncached', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>shell</title>');
  });

  it('answers page routes with the app shell, uncached', async () => {
    const response = await app.inject({ url: '/projectdviewetail/12?sign=x' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>shell</title>');
  });

  it('answers staff pages with the app shell', async () => {
    for (const url of ['/staff', '/staff/projects/3/subjects', '/login']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
    }
  });

  it('answers an address that is no page with 404: the shell for a page-like one, text otherwise', async () => {
    for (const url of ['/no-such-page', '/staff/projects/3/no-such-page', '/projectdviewetail/1/2']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>shell</title>');
    }
    const post = await app.inject({ method: 'POST', url: '/no-such-page' });
    expect(post.statusCode).toBe(404);
    expect(post.body).not.toContain('<title>');
  });

  it('never answers /api/* or a missing asset with HTML', async () => {
    const api = await app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const asset = await app.inject({ url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).not.toContain('text/html');
  });
});
