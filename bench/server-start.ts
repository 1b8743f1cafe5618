/**
 * The production server against the loader (issue 32 item 1):
 *
 *   npm run bench:server-start [-- --runs 3]
 *
 * On one data folder (made by a first start, demo data loaded) and the built client, starts
 * the server `--runs` times each way, (a) its sources through tsx's loader, as `npm start` did
 * before, and (b) the bundle `npm start` runs now (dist-server/main.js, plain node), and
 * prints for each: the time from spawning the process to its first 200 on /healthz, its
 * resident memory (VmRSS) then, and after 1,000 requests (the server-rendered home page
 * and the public site settings, 10 at a time).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from '../src/server/cli/server-build';
import { parseCommandLine, wholeNumber } from '../src/server/lib/command-line';
import { freePort } from './server-process';

const MODES = {
  loader: ['--import', 'tsx', 'src/server/main.ts'],
  built: ['--enable-source-maps', 'dist-server/main.js'],
} as const;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function firstOk(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(10);
  }
}

async function oneRun(mode: keyof typeof MODES, dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...MODES[mode]], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await firstOk(`${base}/healthz`, child);
    const startMs = performance.now() - started;
    await sleep(500);
    const rssAfterStart = rssMb(child.pid ?? 0);
    let sent = 0;
    const worker = async () => {
      while (sent < 1000) {
        sent += 1;
        const path = sent % 2 === 0 ? '/' : '/api/portal/site-info';
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    const rssAfterLoad = rssMb(child.pid ?? 0);
    return { startMs, rssAfterStart, rssAfterLoad };
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(null)));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const command = {
    name: 'bench:server-start',
    usage: `Usage: npm run bench:server-start [-- --runs 3]

Start time and memory of the server run through the tsx loader and as the built bundle.
Needs the built client (npm run build).

Options:
  --runs N      starts of each kind (default 3)
  -h, --help    show this help`,
    options: { runs: { type: 'string', default: '3' } },
  } as const;
  const { values } = parseCommandLine(command);
  const runs = wholeNumber(command, '--runs', values.runs, 1);
  await buildServer(process.cwd());
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-bench-'));
  try {
    // The first start creates the database and loads the demo; the measured starts find it there.
    await oneRun('built', dataDir);
    for (const mode of ['loader', 'built'] as const) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await oneRun(mode, dataDir));
      const starts = results.map((result) => result.startMs);
      process.stdout.write(
        `${mode === 'loader' ? 'tsx src/server/main.ts ' : 'node dist-server/main.js'}  ` +
          `start to first 200: median ${median(starts).toFixed(0)} ms (min ${Math.min(...starts).toFixed(0)}, max ${Math.max(...starts).toFixed(0)}), ` +
          `RSS after start ${median(results.map((r) => r.rssAfterStart)).toFixed(0)} MB, ` +
          `after 1,000 requests ${median(results.map((r) => r.rssAfterLoad)).toFixed(0)} MB\n`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
