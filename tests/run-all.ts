/**
 * npm test: type checks, the linter, the format check, the client build (with its server renderer), the server suite on
 * SQLite with the client tests, the crash test on SQLite, the drain test (two instances
 * behind nginx, one stopped with SIGTERM under load), the server suite and the crash test
 * again on PostgreSQL, the PostgreSQL failover drill (when the binaries are installed),
 * then the browser tests. Stops at the first failure.
 *
 * PostgreSQL: the server of TEST_DATABASE_URL when set; else, when PostgreSQL binaries are
 * installed (on PATH or under /usr/lib/postgresql/<version>/bin), a throwaway cluster this
 * script starts and, whatever happens, stops and deletes; else the PostgreSQL run is
 * skipped and the summary says so.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { type ThrowawayCluster, findPostgresBinaries, startThrowawayCluster } from '../src/server/db/postgres-cluster';

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

/** A new, empty database on the server (the crash test needs a first start). */
async function emptyDatabase(serverUrl: string): Promise<string> {
  const name = `crash_test_${Date.now()}`;
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
      // A primary and its synchronous standby of its own: the primary killed, the standby
      // promoted, no acknowledged write may be lost. Needs the binaries, not a given server.
      (!drill || (await step('node_modules/.bin/tsx', ['tests/ops/failover-drill.ts', '--runs', '1'], sqliteEnv())));
    const skipped = drill ? '' : ', failover drill skipped: no PostgreSQL binaries';
    return { passed, label: `PostgreSQL ${server.version}${passed ? '' : ' (FAILED)'}${skipped}` };
  } finally {
    stopCluster();
  }
}

async function main(): Promise<boolean> {
  if (!(await step('npm', ['run', 'typecheck']))) return false;
  if (!(await step('npm', ['run', 'lint']))) return false;
  if (!(await step('npm', ['run', 'format:check']))) return false;
  // The client and its server renderer (dist/ssr), as `npm start` builds them.
  if (!(await step('npm', ['run', 'build']))) return false;
  if (!(await step(vitest, ['run', '--project', 'unit', '--project', 'client'], sqliteEnv()))) return false;
  // 20 SIGKILLs of the real server during staff writes; no acknowledged write may be lost.
  if (!(await step('node_modules/.bin/tsx', ['tests/crash/crash-test.ts'], sqliteEnv()))) return false;
  // One of two instances behind nginx drains on SIGTERM during a load run; no request may fail.
  if (!(await step('node_modules/.bin/tsx', ['tests/ops/drain-test.ts'], sqliteEnv()))) return false;
  const postgres = await postgresRun();
  const summary = `\nServer tests ran on: SQLite, ${postgres.label}\n`;
  const passed = postgres.passed && (await step(vitest, ['run', '--project', 'e2e']));
  process.stdout.write(summary);
  return passed;
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  stopCluster();
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
