/**
 * npm test: type checks, the linter, the format check and the client build (with its server
 * renderer) side by side, the server suite on SQLite with the client tests, the crash test on
 * SQLite, the drain test (two instances behind nginx, one stopped with SIGTERM under load), the
 * server suite, the crash and drain tests again on PostgreSQL, the PostgreSQL failover drill
 * (when the binaries are installed), then the browser tests; then the server suite on SQLite
 * and a set of browser tests once more on the newest Node.js LTS (tests/newest-lts.ts). Stops
 * at the first failure.
 *
 * PostgreSQL: the server of TEST_DATABASE_URL when set; else, when PostgreSQL binaries are
 * installed (on PATH or under /usr/lib/postgresql/<version>/bin), a throwaway cluster this
 * script starts and, whatever happens, stops and deletes; else the PostgreSQL run is
 * skipped and the summary says so.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { type ThrowawayCluster, findPostgresBinaries, startThrowawayCluster } from '../src/server/db/postgres-cluster';
import { NEWEST_LTS, prepareNewestLts, restoreMachineAddon } from './newest-lts';

type Env = Record<string, string | undefined>;

let cluster: ThrowawayCluster | undefined;

function stopCluster(): void {
  const running = cluster;
  cluster = undefined;
  running?.stop();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopCluster();
    restoreMachineAddon();
    process.exit(130);
  });
}

/** Runs a step with the terminal attached; true when it exits 0. */
function step(command: string, args: string[], env: Env = process.env): Promise<boolean> {
  process.stdout.write(`\n> ${[command, ...args].join(' ')}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Runs steps at the same time (the checks, which only read the sources, and the build), each
 * one's output printed whole when it ends; true when all exit 0.
 */
async function together(steps: [string, string[]][]): Promise<boolean> {
  const runs = steps.map(
    ([command, args]) =>
      new Promise<boolean>((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        const report = (passed: boolean) => {
          process.stdout.write(`\n> ${[command, ...args].join(' ')}\n${output}`);
          resolve(passed);
        };
        child.on('error', () => report(false));
        child.on('exit', (code) => report(code === 0));
      }),
  );
  return (await Promise.all(runs)).every(Boolean);
}

/** The environment without TEST_DATABASE_URL: the 'unit' project then runs on SQLite. */
function sqliteEnv(): Env {
  const { TEST_DATABASE_URL: _ignored, ...env } = process.env;
  return env;
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version.split(' ')[0] ?? 'unknown';
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server for the second server run, or why there is none. */
async function postgresServer(): Promise<{ url: string; version: string } | { skipped: string }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, version: await serverVersion(given) };
  if (!findPostgresBinaries()) return { skipped: 'no PostgreSQL binaries and no TEST_DATABASE_URL' };
  process.stdout.write('\nStarting a throwaway PostgreSQL cluster for the server tests\n');
  cluster = await startThrowawayCluster();
  return { url: cluster.url, version: cluster.version };
}

const vitest = 'node_modules/.bin/vitest';

/** A new, empty database on the server (the crash and drain tests need a first start). */
async function emptyDatabase(serverUrl: string): Promise<string> {
  const name = `empty_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The server suite on PostgreSQL: whether it passed, and what the summary says of it. */
async function postgresRun(): Promise<{ passed: boolean; label: string }> {
  try {
    const server = await postgresServer();
    if ('skipped' in server) return { passed: true, label: `not PostgreSQL (${server.skipped})` };
    const drill = findPostgresBinaries() !== undefined;
    const passed =
      (await step(vitest, ['run', '--project', 'unit-pg'], { ...process.env, TEST_DATABASE_URL: server.url })) &&
      (await step('node_modules/.bin/tsx', ['tests/crash/crash-test.ts'], {
        ...process.env,
        DATABASE_URL: await emptyDatabase(server.url),
      })) &&
      (await step('node_modules/.bin/tsx', ['tests/ops/drain-test.ts'], {
        ...process.env,
        DATABASE_URL: await emptyDatabase(server.url),
      })) &&
      // A primary and its synchronous standby of its own: the primary killed, the standby
      // promoted, no acknowledged write may be lost. Needs the binaries, not a given server.
      (!drill || (await step('node_modules/.bin/tsx', ['tests/ops/failover-drill.ts', '--runs', '1'], sqliteEnv())));
    const skipped = drill ? '' : ', failover drill skipped: no PostgreSQL binaries';
    return { passed, label: `PostgreSQL ${server.version}${passed ? '' : ' (FAILED)'}${skipped}` };
  } finally {
    stopCluster();
  }
}

/**
 * The browser tests run again on the newest LTS: the public pages and their server rendering,
 * staff sign-in and navigation, signatures, binder uploads and PDFs, TLS through nginx.
 */
const NEWEST_LTS_BROWSER_TESTS = [
  'tests/e2e/home.test.ts',
  'tests/e2e/server-render.test.ts',
  'tests/e2e/staff.test.ts',
  'tests/e2e/signature.test.ts',
  'tests/e2e/documents.test.ts',
  'tests/e2e/tls-proxy.test.ts',
];

/** The server suite on SQLite and those browser tests on the newest LTS. */
async function newestLtsRun(): Promise<{ passed: boolean; label: string }> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return { passed: true, label: `not Node.js ${NEWEST_LTS} (its npm package is for Linux x64)` };
  }
  process.stdout.write(`\nNode.js ${NEWEST_LTS}: downloading it and building better-sqlite3 for it (cached)\n`);
  const lts = prepareNewestLts();
  const node = `${lts.home}/bin/node`;
  const env = { ...sqliteEnv(), PATH: lts.env.PATH };
  lts.useAddon();
  try {
    const passed =
      (await step(node, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit'], env)) &&
      (await step(
        node,
        ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', ...NEWEST_LTS_BROWSER_TESTS],
        env,
      ));
    return { passed, label: `Node.js ${lts.version.replace(/^v/, '')}${passed ? '' : ' (FAILED)'}` };
  } finally {
    restoreMachineAddon();
  }
}

async function main(): Promise<boolean> {
  // A run killed during the newest LTS pass left that build of better-sqlite3 in place.
  restoreMachineAddon();
  // The checks and the build (the client and its server renderer in dist/ssr, as `npm start`
  // builds them) share the cores: the type check on one thread and one project at a time,
  // the linter as two processes (the server's files and the rest: each builds only its own
  // TypeScript programs). The build writes only dist/, which no check reads.
  const checkedAndBuilt = await together([
    ['npm', ['run', 'typecheck', '--', '--singleThreaded']],
    // npm run lint, in two.
    ['node_modules/.bin/eslint', ['--max-warnings', '0', 'src/server']],
    ['node_modules/.bin/eslint', ['--max-warnings', '0', '--ignore-pattern', 'src/server/**', '.']],
    ['npm', ['run', 'format:check']],
    ['npm', ['run', 'build']],
  ]);
  if (!checkedAndBuilt) return false;
  if (!(await step(vitest, ['run', '--project', 'unit', '--project', 'client'], sqliteEnv()))) return false;
  // 20 SIGKILLs of the real server during staff writes; no acknowledged write may be lost.
  if (!(await step('node_modules/.bin/tsx', ['tests/crash/crash-test.ts'], sqliteEnv()))) return false;
  // One of two instances behind nginx drains on SIGTERM during a load run; no request may fail.
  if (!(await step('node_modules/.bin/tsx', ['tests/ops/drain-test.ts'], sqliteEnv()))) return false;
  const postgres = await postgresRun();
  const summary = `\nServer tests ran on: SQLite, ${postgres.label}\n`;
  const passed = postgres.passed && (await step(vitest, ['run', '--project', 'e2e']));
  if (!passed) {
    process.stdout.write(summary);
    return false;
  }
  const newest = await newestLtsRun();
  process.stdout.write(`${summary}Runtimes: Node.js ${process.versions.node}, ${newest.label}\n`);
  return newest.passed;
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  stopCluster();
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
