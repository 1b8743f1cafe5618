/**
 * The portal behind Debian's nginx with TLS, configured by the repository's own
 * deploy/nginx-portal.conf (only the names, ports, certificate paths and upstream changed
 * for this machine): a self-signed certificate for localhost that Chromium is told to
 * trust by its public key. The public home over HTTPS with HSTS, its hashed assets
 * compressed and cached for a year, an offline reload through the service worker, and a
 * staff sign-in whose session cookie is Secure with the __Host- prefix.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, type Response, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEndpoint } from '../../src/shared/api/access/auth';
import { whoEndpoint } from '../../src/shared/api/access/who';
import { type RunningNginx, startNginxWith } from '../ops/nginx';
import { freePort } from '../crash/server-process';
import { CHROMIUM_ARGS, newContext, removeDir, signIn, useServer } from './harness';
import { waitForPersisted, waitForServiceWorkerControl } from './offline-helpers';

const served = useServer({ trustProxy: true });
let dir: string;
let nginx: RunningNginx;
let browser: Browser;
let context: BrowserContext;
let base: string;

/** A key and a self-signed certificate for localhost; answers the base64 SHA-256 of its public key. */
function makeCertificate(): string {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      join(dir, 'portal.key'),
      '-out',
      join(dir, 'portal.crt'),
    ],
    { stdio: 'ignore' },
  );
  const publicKey = execFileSync('openssl', ['x509', '-pubkey', '-noout', '-in', join(dir, 'portal.crt')]);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
}

/** deploy/nginx-portal.conf with this machine's ports, certificate and upstream. */
function deployConfig(port: number, plainPort: number): string {
  const upstream = new URL(served.server.url).host;
  const replacements: [string, string][] = [
    ['listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`],
    ['listen 80;', `listen 127.0.0.1:${plainPort};`],
    ['/etc/nginx/tls/portal.crt', join(dir, 'portal.crt')],
    ['/etc/nginx/tls/portal.key', join(dir, 'portal.key')],
    ['server 127.0.0.1:8080', `server ${upstream}`],
    ['portal.example-hospital.cn', 'localhost'],
  ];
  let config = readFileSync(new URL('../../deploy/nginx-portal.conf', import.meta.url), 'utf8');
  for (const [from, to] of replacements) {
    expect(config, from).toContain(from);
    config = config.replaceAll(from, to);
  }
  return config;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  const spki = makeCertificate();
  const port = await freePort();
  base = `https://localhost:${port}`;
  nginx = await startNginxWith(dir, deployConfig(port, await freePort()), base);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${spki}`],
  });
  context = await newContext(browser);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await nginx?.stop();
  if (dir) removeDir(dir);
});

const cards = (page: Page) => page.getByTestId('project-card');

/** The status of a GET over HTTP/2 (ALPN h2), whose session fails if nginx does not speak it. */
function http2Status(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // The certificate is the test's own: its trust is Chromium's business, not this check's.
    const session = connect(new URL(url).origin, { rejectUnauthorized: false });
    session.once('error', reject);
    const request = session.request({ ':path': new URL(url).pathname });
    request.once('response', (headers) => {
      resolve(Number(headers[':status']));
      request.close();
      session.close();
    });
    request.once('error', reject);
    request.end();
  });
}

describe('behind nginx with TLS', () => {
  let page: Page;

  it('serves the home over HTTPS and HTTP/2 with HSTS, and hashed assets compressed and cached for a year', async () => {
    page = await context.newPage();
    const scripts = new Map<string, Response>();
    page.on('response', (response) => scripts.set(new URL(response.url()).pathname, response));
    const response = await page.goto(base);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
    await cards(page).first().waitFor();
    expect(await http2Status(`${base}/`)).toBe(200);
    // The entry script: well past the size below which nothing is worth compressing.
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec((await response?.text()) ?? '')?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    const headers = scripts.get(entry ?? '')?.headers() ?? {};
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
  });

  it('reloads offline through the service worker', async () => {
    await waitForServiceWorkerControl(page);
    await waitForPersisted(page, (key) => key[0] === 'projects' && key[1] === 'list');
    await context.setOffline(true);
    await page.reload();
    await cards(page).first().waitFor();
    await context.setOffline(false);
  });

  it('signs a staff member in with a Secure __Host- session cookie, staff answers uncached', async () => {
    const account = served.server.staff.find((staff) => staff.userName === 'coordinator');
    if (!account) throw new Error('no demo coordinator');
    await page.goto(`${base}/staff`);
    await page.waitForURL(/\/login\?redirect=/);
    const login = page.waitForResponse((response) => new URL(response.url()).pathname === loginEndpoint.path);
    await signIn(page, account.userName, account.password);
    const answer = await login;
    expect(answer.status(), await answer.text()).toBe(200);
    await page.waitForURL(`${base}/staff`);
    const session = (await context.cookies(base)).find((cookie) => cookie.name.endsWith('portal_sid'));
    expect(session?.name).toBe('__Host-portal_sid');
    expect(session?.secure).toBe(true);
    expect(session?.httpOnly).toBe(true);
    // Asked by the page itself, with its session (the test's own HTTP client would not trust the certificate).
    const staffAnswer = await page.evaluate(async (path) => {
      const response = await fetch(path);
      return { status: response.status, cacheControl: response.headers.get('cache-control') };
    }, whoEndpoint.path);
    expect(staffAnswer).toEqual({ status: 200, cacheControl: 'no-store' });
  });
});
