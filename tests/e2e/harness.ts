/**
 * Starts the real server (built client, fresh database with the demo data, loopback,
 * a free port) and a headless Debian Chromium driven by playwright-core. The server, its
 * demo data and every browser context run on the test run's clock (test-clock.ts).
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/database';
import { loadBinderDemo } from '../../src/server/db/seed/demo-binder';
import { loadBinderArchiveDemo } from '../../src/server/db/seed/demo-binder-archive';
import { loadEthicsDemo } from '../../src/server/db/seed/demo-ethics';
import { loadEthicsLetterDemo } from '../../src/server/db/seed/demo-ethics-letters';
import { loadEthicsMeetingDemo } from '../../src/server/db/seed/demo-ethics-meetings';
import { loadSampleDemo } from '../../src/server/db/seed/demo-samples';
import { loadReportSealDemo } from '../../src/server/db/seed/demo-report-seals';
import { loadDemoData } from '../../src/server/db/seed/load-demo';
import { loadRecruitmentDemo } from '../../src/server/db/seed/demo-recruitment';
import { loadReportApplicationDemo } from '../../src/server/db/seed/demo-report-applications';
import { loadStaffDemo } from '../../src/server/db/seed/staff-demo';
import { ensureKeys } from '../../src/server/keys';
import { createFieldCipher } from '../../src/server/lib/field-crypto';
import type { CaptchaMaker } from '../../src/server/modules/access/auth/captcha';
import { createLocalFileStore } from '../../src/server/modules/study/files/file-store';
import { e2eClock } from './test-clock';
import type { SsoConfig } from '../../src/server/modules/access/sso/sso-config';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How long a page action or wait may take: it catches a hang, not a slow (shared) machine. */
export const BROWSER_WAIT_MS = 90_000;

export interface StaffCredentials {
  userName: string;
  realname: string;
  role: string;
  password: string;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The demo staff accounts and their one-time printed passwords. */
  staff: StaffCredentials[];
  stop: () => Promise<void>;
}

export interface ServerOptions {
  clientDir?: string;
  dataDir?: string;
  port?: number;
  /** Adds test-only routes (e.g. a fake staff endpoint) before the server listens. */
  configure?: (app: FastifyInstance) => void;
  /** Image captchas whose answers the test knows. */
  captchaMaker?: CaptchaMaker;
  /** The hospital's identity provider, for single sign-on. */
  sso?: SsoConfig;
  /** Believe X-Forwarded-* (the server behind a reverse proxy). */
  trustProxy?: boolean;
  /**
   * Loads the ethics demo as a first start does: the committee (its members' passwords join
   * `staff`), the submissions, the decision letters and the meetings.
   */
  ethics?: boolean;
}

/** A captcha maker for browser tests: every challenge shows and expects `answer`. */
export function fixedCaptcha(answer: string): CaptchaMaker {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="10" y="28" font-size="24">${answer}</text></svg>`;
  return { make: () => ({ answer, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }) };
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const db = await openDatabase(join(dataDir, 'portal.db'));
  await loadDemoData(db, e2eClock());
  const staff = (await loadStaffDemo(db, e2eClock())) ?? [];
  const keys = ensureKeys(dataDir, {});
  await loadRecruitmentDemo(db, createFieldCipher(keys.patientKeys), e2eClock());
  // Uploads go where main.ts puts them: the data folder.
  const fileStore = createLocalFileStore(join(dataDir, 'files'));
  await loadBinderDemo(db, fileStore, e2eClock());
  await loadBinderArchiveDemo(db, e2eClock());
  await loadSampleDemo(db, e2eClock());
  await loadReportSealDemo(db, fileStore, e2eClock());
  // After the recruitment demo, which publishes the approval workflows.
  await loadReportApplicationDemo(db, e2eClock());
  if (options.ethics) {
    staff.push(...((await loadEthicsDemo(db, e2eClock())) ?? []));
    await loadEthicsLetterDemo(db, fileStore, e2eClock());
    await loadEthicsMeetingDemo(db, e2eClock());
  }
  const app = await buildApp({
    db,
    keys,
    clock: e2eClock,
    captchaMaker: options.captchaMaker,
    sso: options.sso,
    trustProxy: options.trustProxy,
    fileStore,
    clientDir: resolve(options.clientDir ?? process.env.E2E_CLIENT_DIR ?? 'dist'),
  });
  options.configure?.(app);
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    staff,
    stop: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** Waits for running (finite) animations, such as a dialog fading in, to end. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/*
 * Card texts are read with textContent, not innerText: cards below the screen are not
 * rendered until scrolled near (content-visibility: auto), so their innerText is empty.
 */

/**
 * Waits until React runs the page. A server-rendered page shows its content before its
 * scripts have run; a test that types or clicks must wait for React to take over, as a
 * quick user on a slow phone would find their first tap ignored. hydrateRoot and
 * createRoot both mark the container they take.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Fills the login page's account form and submits it. */
export async function signIn(page: Page, userName: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: /^用户名/ }).fill(userName);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Opens a staff page as a demo user: the guard sends them to sign in, then back to `next`. */
export async function signInAs(page: Page, server: RunningServer, userName: string, next: string): Promise<void> {
  const account = server.staff.find((staff) => staff.userName === userName);
  if (!account) throw new Error(`No demo account ${userName}`);
  await page.goto(`${server.url}${next}`);
  await page.waitForURL(/\/login\?redirect=/);
  await signIn(page, account.userName, account.password);
  await page.waitForURL(`${server.url}${next}`);
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** What a test file reads once its hooks have started it (see useBrowserSuite). */
export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The ${what} has not started: read it inside a test or a hook`);
  return value;
}

/** Launches Chromium before the file's (or describe block's) tests and closes it after them. */
export function useBrowser(): Pick<BrowserSuite, 'browser'> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      return started(browser, 'browser');
    },
  };
}

/**
 * Starts a server on a fresh data folder before the file's (or describe block's) tests, and
 * stops it and removes the folder after them.
 */
export function useServer(options: ServerOptions = {}): Pick<BrowserSuite, 'server'> {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });
  return {
    get server() {
      return started(server, 'server');
    },
  };
}

/** The usual start of a browser test file: a server (see useServer) and Chromium. */
export function useBrowserSuite(options: ServerOptions = {}): BrowserSuite {
  const served = useServer(options);
  const launched = useBrowser();
  return {
    get server() {
      return served.server;
    },
    get browser() {
      return launched.browser;
    },
  };
}

/**
 * Puts every page and frame of `context` on the test run's clock: time starts where the
 * server's is and keeps flowing (timers fire as usual). Call before opening pages.
 */
export async function runOnTestClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eClock() });
  context.setDefaultTimeout(BROWSER_WAIT_MS);
}

/** A browser context on the test run's clock (see runOnTestClock). */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'zh-CN', ...options });
  await runOnTestClock(context);
  return context;
}

/**
 * Makes the context's pages see a browser whose online flag never changes, as Debian's
 * Chromium 150 does after context.setOffline(true) and as a captive portal does: navigator
 * .onLine stays true and no 'online' or 'offline' event reaches the page, so the app can
 * learn that it is offline only from its requests.
 */
export async function pinOnlineFlag(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
    for (const type of ['online', 'offline']) {
      window.addEventListener(type, (event) => event.stopImmediatePropagation(), { capture: true });
    }
  });
}
