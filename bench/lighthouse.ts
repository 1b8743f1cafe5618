/**
 * Lighthouse 12 (mobile: emulated phone, simulated slow 4G and CPU) on the home page of
 * the built app served by the real server (src/server/main.ts, as `npm start` runs it,
 * with a fresh demo database). Runs 3 times and prints the median score per category and
 * the median key metrics; nothing is asserted. Targets: performance >= 95, the others 100.
 *
 *   npm run build && npm run bench:lighthouse [-- --dir dist --runs 3 --path /]
 *
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parseCommandLine, wholeNumber } from '../src/server/lib/command-line';
import { freePort } from './server-process';

const command = {
  name: 'bench:lighthouse',
  usage: `Usage: npm run build && npm run bench:lighthouse [-- --dir dist --runs 3 --path / --keep]

Lighthouse (mobile) on a page of the built app served by the real server with a fresh demo
database; prints the median score per category and the median key metrics. Needs Chromium
at CHROME_PATH (default /usr/bin/chromium).

Options:
  --dir DIR     the built client (default dist)
  --runs N      runs to take the median of (default 3)
  --path PATH   the page (default /)
  --keep        keep the JSON reports
  -h, --help    show this help`,
  options: {
    dir: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
    /** Keeps the JSON reports (in the printed directory) for a closer look. */
    keep: { type: 'boolean', default: false },
  },
} as const;

const { values } = parseCommandLine(command);
const clientDir = resolve(values.dir);
const runs = wholeNumber(command, '--runs', values.runs);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`No built client in ${clientDir}: build it first`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;
// Loaded once the command line is read, so --help answers without loading the server.
const { CHROMIUM_ARGS } = await import('../tests/e2e/harness');
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  /** Lighthouse's measure of the host CPU: the 4x simulated slowdown assumes about 1,000 or more. */
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string }>;
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`The server did not answer at ${url}`);
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(join('node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(`http://127.0.0.1:${port}/api/portal/site-info`, server);
  return server;
}

async function runLighthouse(url: string, outputPath: string): Promise<LighthouseResult> {
  await promisify(execFile)(
    join('node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult;
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const workDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const port = await freePort();
const server = await startServer(port, join(workDir, 'data'));
const url = `http://127.0.0.1:${port}${values.path ?? '/'}`;
const results: LighthouseResult[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const output = join(workDir, `run-${run}.json`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is repeated.
    const result = await runLighthouse(url, output).catch((error: Error) => {
      process.stdout.write(
        `run ${run}: Lighthouse failed (${error.message.split('\n')[1] ?? 'error'}); repeating it\n`,
      );
      return runLighthouse(url, output);
    });
    results.push(result);
    const scores = CATEGORIES.map((c) => `${c} ${Math.round((result.categories[c]?.score ?? 0) * 100)}`).join(', ');
    // Simulated throttling multiplies the tasks measured here: a loaded or slow host shows in TBT.
    const host = Math.round(result.environment?.benchmarkIndex ?? 0);
    process.stdout.write(`run ${run}: ${scores} (host benchmarkIndex ${host})\n`);
  }
} finally {
  server.kill('SIGTERM');
}

process.stdout.write(`\nLighthouse 12 mobile, ${url}, median of ${runs} runs\n`);
for (const category of CATEGORIES) {
  const score = median(results.map((r) => (r.categories[category]?.score ?? 0) * 100));
  process.stdout.write(`  ${category.padEnd(15)} ${Math.round(score)}\n`);
}
for (const [audit, label] of Object.entries(METRICS)) {
  const value = median(results.map((r) => r.audits[audit]?.numericValue ?? 0));
  const shown = audit === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
  process.stdout.write(`  ${label.padEnd(15)} ${shown}\n`);
}
const last = results.at(-1);
const failing = Object.entries(last?.audits ?? {}).filter(
  ([, audit]) => audit.score !== null && audit.score < 0.9 && audit.score !== undefined,
);
if (failing.length > 0) {
  process.stdout.write('\nAudits below 0.9 in the last run:\n');
  for (const [id, audit] of failing) {
    process.stdout.write(`  ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}\n`);
  }
}
if (values.keep) process.stdout.write(`\nReports kept in ${workDir}\n`);
else rmSync(workDir, { recursive: true, force: true });
