/**
 * Offline-first timings in headless Chromium on the built client and the real server, no
 * throttling. Prints medians; nothing is asserted.
 * - first card: navigation start to the first project card painted, online cold (fresh
 *   profile), online warm (service worker, HTTP cache and saved data in place) and offline;
 * - restore: time to read and hydrate the persisted cache holding 1,000 saved projects
 *   (details, outpatient lists and their list pages), and the first card offline with it;
 * - breakdown (offline): where the time to the first card goes, step by step, from the
 *   page's performance timeline (bench/offline-breakdown.ts).
 *
 *   npm run bench:offline [-- --runs 5 --projects 1000]     (CLIENT_DIR defaults to dist)
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  OFFLINE_DB_NAME,
  OFFLINE_STORE_NAME,
  PERSISTED_CLIENT_KEY,
  RESTORE_MEASURE,
} from '../src/client/lib/query-persistence';
import type { launchBrowser as LaunchBrowser } from '../tests/e2e/harness';
import { parseCommandLine, wholeNumber } from '../src/server/lib/command-line';
import { type Breakdown, formatBreakdown, readBreakdown } from './offline-breakdown';

const command = {
  name: 'bench:offline',
  usage: `Usage: npm run bench:offline [-- --runs 5 --projects 1000 --offline]

Offline-first timings in headless Chromium on the built client (CLIENT_DIR, default dist)
and the real server: first card online cold, warm and offline, and restoring a persisted
cache of N saved projects, and where the offline first card's time goes. Prints medians.

Options:
  --runs N       runs to take the median of (default 5)
  --projects N   saved projects in the restore measure (default 1000)
  --offline      the offline measures only (no online cold and warm runs)
  -h, --help     show this help`,
  options: {
    runs: { type: 'string', default: '5' },
    projects: { type: 'string', default: '1000' },
    offline: { type: 'boolean', default: false },
  },
} as const;

const { values } = parseCommandLine(command);
const runs = wholeNumber(command, '--runs', values.runs);
const projectCount = wholeNumber(command, '--projects', values.projects);
// Loaded once the command line is read, so --help answers without loading the server.
const { launchBrowser, removeDir, startServer } = await import('../tests/e2e/harness');

/**
 * A context on the real clock. The tests' contexts run on the test clock, which replaces
 * performance.now and the performance timeline these measures read.
 */
const newContext = (browser: Awaited<ReturnType<typeof LaunchBrowser>>) => browser.newContext({ locale: 'zh-CN' });

/** Resolves with performance.now() once the first card is in the page and a frame has been drawn. */
const FIRST_CARD_PROBE = `
  window.__firstCardPainted = new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="project-card"]')) {
        observer.disconnect();
        window.__firstCardInPage = performance.now();
        painted();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => `${x.toFixed(0)} ms`;

const step = (text: string) => process.stderr.write(`${text}\n`);

async function firstCardMs(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const painted = page.evaluate(
    () => (window as unknown as { __firstCardPainted: Promise<number> }).__firstCardPainted,
  );
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`No card within 30 s at ${url}`)), 30_000),
  );
  return Promise.race([painted, timeout]);
}

async function waitUntilSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await page.waitForTimeout(1500);
}

/**
 * In the page: replaces the saved cache with `count` projects copied from the ones the app
 * saved (a detail, its outpatients, list pages of 100), as 'save for offline' would leave it.
 * Plain JavaScript: the bundler's helpers do not exist inside the page.
 */
const SEED_SAVED_PROJECTS = `async ({ dbName, storeName, key, count }) => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const store = () => db.transaction(storeName, 'readwrite').objectStore(storeName);
  const saved = await new Promise((resolve, reject) => {
    const request = store().get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const queries = saved.clientState.queries;
  const detail = queries.find((q) => q.queryKey[1] === 'detail');
  const outpatients = queries.find((q) => q.queryKey[1] === 'outpatients');
  const list = queries.find((q) => q.queryKey[1] === 'list');
  if (!detail || !outpatients || !list) throw new Error('Open a project first: no detail saved');
  const row = list.state.data.rows[0];
  const base = detail.state.data;
  const projects = Array.from({ length: count }, (_, i) => ({ ...base, id: 900000 + i, name: base.name + ' #' + i }));
  const copy = (q, queryKey, data) => ({ ...structuredClone(q), queryKey, state: { ...structuredClone(q.state), data } });
  const added = [];
  for (const p of projects) {
    added.push(copy(detail, ['projects', 'detail', p.id], p));
    added.push(copy(outpatients, ['projects', 'outpatients', p.id], outpatients.state.data));
  }
  for (let offset = 0; offset < count; offset += 100) {
    const rows = projects.slice(offset, offset + 100).map((p) => ({ ...row, id: p.id, name: p.name }));
    added.push(copy(list, ['projects', 'list', { offset, limit: 100, recruitStatus: 'zmz' }], { rows, total: count }));
  }
  saved.clientState.queries = [...queries, ...added];
  await new Promise((resolve, reject) => {
    const request = store().put(saved, key);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
  db.close();
  return new Blob([JSON.stringify(saved)]).size;
}`;

async function seedSavedProjects(page: Page, count: number): Promise<number> {
  const args = { dbName: OFFLINE_DB_NAME, storeName: OFFLINE_STORE_NAME, key: PERSISTED_CLIENT_KEY, count };
  return page.evaluate<number>(`(${SEED_SAVED_PROJECTS})(${JSON.stringify(args)})`);
}

async function restoreMs(page: Page): Promise<number> {
  return page.evaluate((name) => performance.getEntriesByName(name)[0]?.duration ?? NaN, RESTORE_MEASURE);
}

async function warmContext(url: string, browser: Awaited<ReturnType<typeof LaunchBrowser>>): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript(FIRST_CARD_PROBE);
  const page = await context.newPage();
  await firstCardMs(page, url);
  // The list page must be saved before leaving it, as a visitor who lingers would have it.
  await waitUntilSaved(page);
  const href = await page.getByTestId('project-card').first().getByRole('link').last().getAttribute('href');
  await page.goto(url + href);
  await page.getByTestId('criteria').first().waitFor();
  await waitUntilSaved(page);
  await page.close();
  return context;
}

const server = await startServer({ clientDir: process.env.CLIENT_DIR });
const browser = await launchBrowser();
try {
  step('online cold ...');
  const cold: number[] = [];
  for (let i = 0; i < (values.offline ? 0 : runs); i += 1) {
    const context = await newContext(browser);
    await context.addInitScript(FIRST_CARD_PROBE);
    cold.push(await firstCardMs(await context.newPage(), server.url));
    await context.close();
  }

  step('online warm ...');
  const context = await warmContext(server.url, browser);
  const page = await context.newPage();
  const warm: number[] = [];
  for (let i = 0; i < (values.offline ? 0 : runs); i += 1) warm.push(await firstCardMs(page, server.url));
  step('offline ...');
  await context.setOffline(true);
  const offline: number[] = [];
  const offlineSteps: Breakdown[] = [];
  for (let i = 0; i < runs; i += 1) {
    offline.push(await firstCardMs(page, server.url));
    offlineSteps.push(await readBreakdown(page, offline.at(-1) ?? NaN));
  }

  await context.setOffline(false);
  step(`restore with ${projectCount} saved projects ...`);
  const bytes = await seedSavedProjects(page, projectCount);
  await context.setOffline(true);
  const restore: number[] = [];
  const offlineWithMany: number[] = [];
  const manySteps: Breakdown[] = [];
  for (let i = 0; i < runs; i += 1) {
    offlineWithMany.push(await firstCardMs(page, server.url));
    restore.push(await restoreMs(page));
    manySteps.push(await readBreakdown(page, offlineWithMany.at(-1) ?? NaN));
  }
  await context.close();

  const lines = [
    `First project card painted (median of ${runs}, from navigation start):`,
    ...(values.offline
      ? []
      : [
          `  online cold   ${ms(median(cold))}   [${cold.map(ms).join(', ')}]`,
          `  online warm   ${ms(median(warm))}   [${warm.map(ms).join(', ')}]`,
        ]),
    `  offline       ${ms(median(offline))}   [${offline.map(ms).join(', ')}]`,
    `Persisted cache with ${projectCount} saved projects (${(bytes / 1024 / 1024).toFixed(1)} MB as JSON):`,
    `  restore (IndexedDB read + hydrate)   ${median(restore).toFixed(1)} ms   [${restore.map((x) => x.toFixed(1)).join(', ')}]`,
    `  first card offline                    ${ms(median(offlineWithMany))}   [${offlineWithMany.map(ms).join(', ')}]`,
    "Where the offline first card's time goes:",
    ...formatBreakdown('offline', offlineSteps),
    ...formatBreakdown(`offline with ${projectCount} saved projects`, manySteps),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await browser.close();
  await server.stop();
  removeDir(server.dataDir);
}
