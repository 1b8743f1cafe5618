/**
 * Staff pages in headless Chromium at Lighthouse's mobile CPU throttling (4× slowdown through
 * CDP Emulation.setCPUThrottlingRate; the network is not throttled), on the built client
 * (CLIENT_DIR, default dist: run `npm run build` first) and the real server, on a fresh
 * database holding the demo data grown to a hospital (seed:large --hospital, --scale). Prints
 * the median and the maximum of each figure; nothing is asserted.
 *
 * - sign-in to the first staff page interactive: from the sign-in button's click on /login
 *   (fresh browser context, the login page loaded and idle) to the workbench interactive:
 *   its main heading and its data (the regulatory clocks section) in the page, a frame drawn,
 *   and then no long task (PerformanceObserver 'longtask', over 50 ms) for 500 ms. The
 *   figure is the later of 'data drawn' and the end of the last long task before that quiet
 *   window, as Lighthouse's time to interactive takes the last long task.
 * - list re-render on a filter change: the coordinator's visit schedule as a table for one
 *   month (the largest staff list that is not paged: the spec's page sizes stop at 40), more
 *   than 100 visits; from the click on the status filter's option to the frame after the
 *   table shows the new rows (MutationObserver on the page, then requestAnimationFrame and
 *   setTimeout 0), with performance.mark/measure. The request for the filtered list is part
 *   of it. Each run opens the page afresh, so the filtered list is never already cached.
 *
 *   npm run build && npm run bench:staff-pages [-- --runs 5 --cpu 4 --scale 0.1]
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCommandLine, wholeNumber } from '../src/server/lib/command-line';

const command = {
  name: 'bench:staff-pages',
  usage: `Usage: npm run build && npm run bench:staff-pages [-- --runs 5 --cpu 4 --scale 0.1]

Staff pages in headless Chromium with the CPU slowed down as Lighthouse's mobile run does,
on the built client (CLIENT_DIR, default dist) and the real server with the demo data grown
to a hospital: sign-in to the first staff page interactive, and a 100-row list re-rendered
on a filter change. Prints the median and maximum of each.

Options:
  --runs N      runs of each measure (default 5)
  --cpu N       CPU slowdown factor (default 4, Lighthouse mobile)
  --scale F     the hospital's size, as seed:large --hospital --scale (default 0.1)
  -h, --help    show this help`,
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    scale: { type: 'string', default: '0.1' },
  },
} as const;

const { values } = parseCommandLine(command);
const runs = wholeNumber(command, '--runs', values.runs);
const cpuRate = wholeNumber(command, '--cpu', values.cpu);
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0 || scale > 10) throw new Error('--scale must be above 0, at most 10');

// Loaded once the command line is read, so --help answers without loading the server.
const { BROWSER_WAIT_MS, launchBrowser, removeDir, signIn, startServer, waitForApp } =
  await import('../tests/e2e/harness');
const { e2eClock } = await import('../tests/e2e/test-clock');
const { openDatabase } = await import('../src/server/db/database');
const { loadDemoData } = await import('../src/server/db/seed/load-demo');
const { loadStaffDemo } = await import('../src/server/db/seed/staff-demo');
const { loadRecruitmentDemo } = await import('../src/server/db/seed/demo-recruitment');
const { growHospital } = await import('../src/server/db/seed/large-hospital/grow');
const { ensureKeys } = await import('../src/server/keys');
const { createFieldCipher } = await import('../src/server/lib/field-crypto');
const { addMonths, hospitalDay } = await import('../src/shared/domain/hospital-time');
const { scheduleMessages } = await import('../src/client/features/visits/schedule/messages');
const { VISIT_STATUS_LABELS } = await import('../src/shared/domain/visits/schedule');

const LIST_LABEL = scheduleMessages['zh-CN'].visitsTable;
const STATUS_LABEL = scheduleMessages['zh-CN'].status;
const DONE_LABEL = VISIT_STATUS_LABELS.done['zh-CN'];
const QUIET_MS = 500;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const summary = (xs: number[]) => `median ${ms(median(xs))}, max ${ms(Math.max(...xs))}   [${xs.map(ms).join(', ')}]`;
const step = (text: string) => process.stderr.write(`${text}\n`);

/** Long tasks from the page's start, kept where the measures below read them. */
const LONG_TASK_PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });`;

/** The demo data grown to a hospital, in a fresh data folder; answers the demo staff's passwords. */
async function grownDataDir(): Promise<{ dataDir: string; password: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-staff-pages-'));
  const db = await openDatabase(join(dataDir, 'portal.db'));
  try {
    const now = e2eClock();
    const cipher = createFieldCipher(ensureKeys(dataDir, {}).patientKeys);
    await loadDemoData(db, now);
    const staff = (await loadStaffDemo(db, now)) ?? [];
    await loadRecruitmentDemo(db, cipher, now);
    await growHospital(db, cipher, { scale, seed: 1, now });
    const coordinator = staff.find((account) => account.userName === 'coordinator');
    if (!coordinator) throw new Error('No demo coordinator');
    return { dataDir, password: coordinator.password };
  } finally {
    await db.destroy();
  }
}

/**
 * A context on the real clock: the test clock (runOnTestClock) replaces performance.now and the
 * performance timeline the measures read. The server runs on the test clock, and the pages
 * opened here name their dates in the URL.
 */
async function realTimeContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  await context.addInitScript(LONG_TASK_PROBE);
  return context;
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return page;
}

/** In the page: milliseconds from the 'staff:sign-in' mark to the workbench interactive (see the header). */
const WORKBENCH_INTERACTIVE = `(quietMs) => new Promise((resolve) => {
  const clickedAt = performance.getEntriesByName('staff:sign-in')[0].startTime;
  const ready = () => document.querySelector('main h1') && document.getElementById('workbench-clocks');
  const whenQuiet = (drawnAt) => {
    const ends = window.__longTasks.filter((end) => end > clickedAt);
    const busyUntil = Math.max(drawnAt, ...ends);
    if (performance.now() - busyUntil >= quietMs) resolve(busyUntil - clickedAt);
    else setTimeout(() => whenQuiet(drawnAt), 100);
  };
  const drawn = () => requestAnimationFrame(() => setTimeout(() => whenQuiet(performance.now()), 0));
  if (ready()) return drawn();
  const observer = new MutationObserver(() => {
    if (ready()) { observer.disconnect(); drawn(); }
  });
  observer.observe(document, { childList: true, subtree: true });
})`;

async function signInToWorkbench(browser: Browser, url: string, password: string): Promise<number> {
  const context = await realTimeContext(browser);
  try {
    const page = await throttledPage(context);
    await page.goto(`${url}/login`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: '登录', exact: true });
    await button.evaluate((element) =>
      element.addEventListener('click', () => performance.mark('staff:sign-in'), { capture: true, once: true }),
    );
    await signIn(page, 'coordinator', password);
    const elapsed = await page.evaluate<number>(`(${WORKBENCH_INTERACTIVE})(${QUIET_MS})`);
    if (new URL(page.url()).pathname !== '/staff') throw new Error(`Signed in to ${page.url()}, not /staff`);
    return elapsed;
  } finally {
    await context.close();
  }
}

/**
 * In the page: arms the measure of the next filter change. The start is marked on the click
 * of a listbox option; the end once the list table holds rows other than `before`, a frame later.
 */
const ARM_LIST_MEASURE = `(label) => {
  const rowsOf = () => document.querySelector('table[aria-label="' + label + '"] tbody');
  const before = rowsOf().textContent;
  window.__listChanged = new Promise((resolve) => {
    const onClick = (event) => {
      if (!event.target.closest('[role="option"]')) return;
      performance.mark('staff:filter');
      document.removeEventListener('click', onClick, { capture: true });
    };
    document.addEventListener('click', onClick, { capture: true });
    const observer = new MutationObserver(() => {
      const body = rowsOf();
      if (!body || body.rows.length === 0 || body.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => {
        performance.mark('staff:rows');
        const change = performance.measure('staff:filter-change', 'staff:filter', 'staff:rows');
        // The API calls made during the change: how long the client waited on the server.
        const calls = performance.getEntriesByType('resource').filter(
          (entry) => entry.name.includes('/api/') && entry.startTime >= change.startTime,
        );
        const waited = calls.length ? Math.max(...calls.map((e) => e.responseEnd)) - Math.min(...calls.map((e) => e.startTime)) : 0;
        resolve({ ms: change.duration, rows: body.rows.length, requestMs: waited });
      }, 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}`;

interface FilterChange {
  ms: number;
  rows: number;
  before: number;
  /** From the first API request of the change to the last response. */
  requestMs: number;
}

async function filterChange(page: Page, listUrl: string): Promise<FilterChange> {
  await page.goto(listUrl);
  const table = page.getByRole('table', { name: LIST_LABEL });
  await table.locator('tbody tr').first().waitFor();
  await page.waitForLoadState('networkidle');
  const before = await table.locator('tbody tr').count();
  await page.evaluate(`(${ARM_LIST_MEASURE})(${JSON.stringify(LIST_LABEL)})`);
  await page.getByRole('combobox', { name: STATUS_LABEL }).click();
  await page.getByRole('option', { name: DONE_LABEL, exact: true }).click();
  const changed = await page.evaluate<Omit<FilterChange, 'before'>>('window.__listChanged');
  return { ...changed, before };
}

step(`growing the demo data to a hospital at scale ${scale} ...`);
const { dataDir, password } = await grownDataDir();
const server = await startServer({ clientDir: process.env.CLIENT_DIR, dataDir });
const browser = await launchBrowser();
try {
  step('sign-in to the workbench ...');
  const signIns: number[] = [];
  for (let i = 0; i < runs; i += 1) signIns.push(await signInToWorkbench(browser, server.url, password));

  step('filter change on the visit schedule ...');
  // Last month, whose visits are mostly done: both the whole list and the filtered one pass 100 rows.
  const month = addMonths(hospitalDay(e2eClock()), -1);
  const listUrl = `${server.url}/staff/visit-schedule?view=month&layout=table&date=${month}`;
  const context = await realTimeContext(browser);
  const page = await throttledPage(context);
  await page.goto(`${server.url}/login`);
  await signIn(page, 'coordinator', password);
  await page.waitForURL(`${server.url}/staff`);
  const changes: FilterChange[] = [];
  for (let i = 0; i < runs; i += 1) changes.push(await filterChange(page, listUrl));
  await context.close();

  const lines = [
    `Staff pages at ${cpuRate}× CPU slowdown, hospital scale ${scale}, ${runs} runs:`,
    `  sign-in click to workbench interactive   ${summary(signIns)}`,
    `  visit schedule (${changes[0]?.before} → ${changes[0]?.rows} rows), status filter to rows drawn   ${summary(changes.map((c) => c.ms))}`,
    `    of which waiting on the API   ${summary(changes.map((c) => c.requestMs))}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await browser.close();
  await server.stop();
  removeDir(dataDir);
}
