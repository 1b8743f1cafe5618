/**
 * Offline-first in real Chromium on the real build and server (issue 6, 'must show' a, b,
 * c, e, f, g): the service worker serves the shell, the IndexedDB persister serves the data,
 * a new build is offered and taken only on request, the manifest makes the app installable,
 * and a kiosk resets itself when left alone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, type Page, type Request, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  newContext,
  pinOnlineFlag,
  removeDir,
  runOnTestClock,
  startServer,
  useBrowser,
  useServer,
} from './harness';
import { clearRuntimeCaches, savedProjectRows, waitForPersisted, waitForServiceWorkerControl } from './offline-helpers';

const suite = useBrowser();

const cards = (page: Page) => page.getByTestId('project-card');
const isList = (key: unknown[]) => key[0] === 'projects' && key[1] === 'list';

/** Loads '/' online until the worker controls the page and the first list page is saved. */
async function loadOnline(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await cards(page).first().waitFor();
  await waitForServiceWorkerControl(page);
  await waitForPersisted(page, isList);
  return page;
}

describe('offline use of the built app', () => {
  const served = useServer();
  let context: BrowserContext;
  let page: Page;
  let detailPath: string;

  beforeAll(async () => {
    context = await newContext(suite.browser);
    // Offline must show without the browser's help: its online flag here never changes.
    await pinOnlineFlag(context);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('(a) reloads offline: the shell, the cards and a calm offline banner render', async () => {
    page = await loadOnline(context, served.server.url);
    const onlineCount = await cards(page).count();
    // A minute later the saved data is stale: the reload asks the server for all of it.
    await page.clock.runFor(60_000);
    await context.setOffline(true);
    await page.reload();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(onlineCount);
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/当前处于离线状态，显示的是 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 同步的数据/);
    expect(await page.getByRole('status').filter({ has: banner }).getAttribute('aria-live')).toBe('polite');
    // The page's first calls fail together: the first reports it, the others find the app offline.
    await page.getByTestId('error-notification').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('error-notification').count()).toBe(1);
  });

  it('(b) opens a detail page seen online again by URL offline: criteria and doctors render', async () => {
    await context.setOffline(false);
    await page.goto(served.server.url);
    const href = await cards(page).first().getByRole('link').last().getAttribute('href');
    expect(href).toMatch(/^\/projectdviewetail\/\d+$/);
    detailPath = href ?? '';
    await page.goto(served.server.url + detailPath);
    await page.getByTestId('criteria').first().waitFor();
    await expect.poll(() => page.getByTestId('outpatient-row').count()).toBeGreaterThan(0);
    const doctors = await page.getByTestId('outpatient-row').count();
    const id = Number(detailPath.split('/').pop());
    await waitForPersisted(page, (key) => key[1] === 'outpatients' && key[2] === id);

    await context.setOffline(true);
    await page.goto('about:blank');
    await page.goto(served.server.url + detailPath);
    await page.getByTestId('criteria').first().waitFor();
    await expect.poll(() => page.getByTestId('outpatient-row').count()).toBe(doctors);
    await page.getByTestId('offline-banner').waitFor();
  });

  it('sends inner-mode pages (?sign=) to the network, not the cached shell that denies framing', async () => {
    await context.setOffline(false);
    const probe = await context.newPage();
    const shell = await probe.goto(served.server.url + detailPath);
    expect(shell?.fromServiceWorker()).toBe(true);
    const inner = await probe.goto(`${served.server.url}${detailPath}?sign=not-checked-here`);
    expect(inner?.fromServiceWorker()).toBe(false);
    expect(inner?.headers()['content-security-policy']).toContain('frame-ancestors');
    await probe.close();
  });

  it('(c) with the server gone and the runtime caches cleared, saved data renders from IndexedDB', async () => {
    await context.setOffline(false);
    await served.server.stop();
    expect(await clearRuntimeCaches(page)).toBeInstanceOf(Array);
    await page.goto(served.server.url);
    await cards(page).first().waitFor();
    // Once the app notices the server is gone it searches the saved projects: still cards.
    await page.getByTestId('offline-banner').waitFor();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await page.goto(served.server.url + detailPath);
    await page.getByTestId('criteria').first().waitFor();
    await expect.poll(() => page.getByTestId('outpatient-row').count()).toBeGreaterThan(0);
    // The browser says online, but nothing gets through: the banner still tells the truth.
    await page.getByTestId('offline-banner').waitFor();
  });

  it('(d) searches the saved projects offline by keyword, saying results are limited to them', async () => {
    await context.setOffline(true);
    await page.goto(served.server.url);
    await cards(page).first().waitFor();
    const saved = await savedProjectRows(page);
    const keyword = '肺癌';
    const expected = saved
      .filter((row) => row.recruitStatus === 'zmz')
      .filter((row) => [row.name, row.testedDiseases, row.trialMedicine].some((text) => text?.includes(keyword)))
      .sort((a, b) => (b.actionTime ?? '').localeCompare(a.actionTime ?? '') || b.id - a.id)
      .map((row) => row.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(saved.length);

    await page.getByRole('searchbox', { name: '项目名称、疾病、试验药物名称' }).fill(keyword);
    await page.waitForURL(/keyword=/);
    await page.getByTestId('saved-results-note').waitFor();
    const shown = () => cards(page).getByRole('heading').allTextContents();
    await expect.poll(shown).toEqual(expected.slice(0, 10));
    // And they stay: the app does not flip back to 'online' (and the unfiltered page) by itself
    // when it asks the server again. Its probes come at most 30 s apart by the page's clock.
    let failedProbes = 0;
    const countProbe = (request: Request) => {
      if (request.method() === 'HEAD') failedProbes += 1;
    };
    page.on('requestfailed', countProbe);
    await page.clock.runFor(30_000);
    await expect.poll(() => failedProbes).toBeGreaterThan(0);
    page.off('requestfailed', countProbe);
    expect(await shown()).toEqual(expected.slice(0, 10));
    expect(await page.getByTestId('saved-results-note').count()).toBe(1);
  });

  it('says a detail page that was never saved is not available offline', async () => {
    const saved = await savedProjectRows(page);
    const unseen = saved.find((row) => `/projectdviewetail/${row.id}` !== detailPath);
    expect(unseen).toBeDefined();
    await page.goto(`${served.server.url}/projectdviewetail/${unseen?.id}`);
    const notice = page.getByTestId('offline-unavailable');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('此页面暂不可离线查看');
  });
});

/** The <script type=module> entry of a built index.html. */
function entryScript(clientDir: string): string {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const match = /<script type="module" crossorigin src="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`No entry script in ${clientDir}/index.html`);
  return match[1];
}

describe('(e) a new deployment', () => {
  const firstBuild = resolve(process.env.E2E_CLIENT_DIR ?? 'dist');
  let secondBuild: string;
  let tempDir: string;

  beforeAll(() => {
    tempDir = mkdtempSync(join(tmpdir(), 'portal-update-'));
    secondBuild = process.env.E2E_UPDATE_CLIENT_DIR ?? join(tempDir, 'next');
    if (!process.env.E2E_UPDATE_CLIENT_DIR) {
      // A changed build: another build id changes the entry chunk and so the precache list.
      execFileSync('npx', ['vite', 'build', '--outDir', secondBuild, '--emptyOutDir', '--logLevel', 'error'], {
        env: { ...process.env, APP_BUILD_ID: `e2e-update-${Date.now()}` },
        stdio: 'inherit',
      });
    }
  }, 180_000);
  afterAll(() => removeDir(tempDir));

  it('is offered as an update and loads only when the user accepts', async () => {
    expect(entryScript(secondBuild)).not.toBe(entryScript(firstBuild));
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
    let server = await startServer({ clientDir: firstBuild, dataDir });
    const port = Number(new URL(server.url).port);
    const context = await newContext(suite.browser);
    try {
      const page = await loadOnline(context, server.url);
      const entry = () => page.locator('script[type="module"]').first().getAttribute('src');
      expect(await entry()).toBe(entryScript(firstBuild));

      // Service workers are per origin: the new build must come from the same port.
      await server.stop();
      server = await startServer({ clientDir: secondBuild, dataDir, port });
      await page.reload();
      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor({ timeout: 20_000 });
      expect(await prompt.innerText()).toContain('有新版本可用');
      // Not taken by itself: the new build waits for the user, the old one runs the page.
      const worker = () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: registration?.waiting?.state ?? null, active: registration?.active?.state ?? null };
        });
      expect(await worker()).toEqual({ waiting: 'installed', active: 'activated' });
      expect(await entry()).toBe(entryScript(firstBuild));

      const reload = prompt.getByRole('button', { name: '重新加载' });
      await reload.focus();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await expect.poll(entry, { timeout: 20_000 }).toBe(entryScript(secondBuild));
      await cards(page).first().waitFor();
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
    } finally {
      await context.close();
      await server.stop();
      removeDir(dataDir);
    }
  });
});

describe('(f) installability', () => {
  it('has no installability errors and the manifest carries the demo hospital name', async () => {
    const server = await startServer();
    const profile = mkdtempSync(join(tmpdir(), 'portal-profile-'));
    // A persistent profile: Chromium never offers installs in incognito-like contexts.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      locale: 'zh-CN',
    });
    await runOnTestClock(context);
    try {
      const page = await loadOnline(context, server.url);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, data } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(`${server.url}/manifest.webmanifest`);
      const manifest = JSON.parse(data ?? '{}') as { name?: string; short_name?: string; icons?: unknown[] };
      expect(manifest).toMatchObject({ name: '华康医院临床试验招募平台', short_name: '华康试验招募' });
      expect(manifest.icons).toHaveLength(3);
    } finally {
      await context.close();
      await server.stop();
      removeDir(server.dataDir);
      removeDir(profile);
    }
  });
});
