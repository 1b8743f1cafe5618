/**
 * Failover drill for PostgreSQL (issue 32 item 5):
 *
 *   npm run drill:failover [-- --runs 1 --writers 4 --keep]
 *
 * Each run starts, from Debian's PostgreSQL binaries, a primary with durable settings and
 * synchronous replication (synchronous_standby_names = 'standby', synchronous_commit = on,
 * fsync on) and a streaming standby made with pg_basebackup -R that connects as 'standby';
 * then two instances of the production server (the bundle `npm start` runs) whose
 * DATABASE_URL lists the primary, then the standby, with target_session_attrs=read-write.
 * The crash test's writers (new departments and users, each with its audit row, from
 * several clients spread over both instances) write until, at a random moment, the
 * primary's processes are SIGKILLed and the standby is promoted (pg_ctl promote). The
 * instances are not restarted: their connections find the promoted server by themselves.
 *
 * Per run it prints each instance's seconds of unavailability (failover-writes.ts) and the
 * acknowledged writes missing from the promoted database (each looked up with its audit
 * row; the audit hash chain verified there). It exits 1 on a lost write, a broken chain, or
 * an instance not writing again within RECOVERY_LIMIT_MS of the promotion. Clusters,
 * servers and folders are removed after each run, also on failure and Ctrl-C; a failed run
 * prints the ends of the instances' and PostgreSQL's logs; --keep keeps them in its folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { parseCommandLine, wholeNumber } from '../../src/server/lib/command-line';
import { buildServer } from '../../src/server/cli/server-build';
import { readAuditCheckpointKey } from '../../src/server/keys';
import {
  type ThrowawayCluster,
  findPostgresBinaries,
  startThrowawayCluster,
} from '../../src/server/db/postgres-cluster';
import { type ServerProcess, freePort, printedPassword, startServer } from '../crash/server-process';
import { organizationRootId, signIn } from '../crash/staff-client';
import { type Inspection, inspectStore, inspectionPassed, openPostgresStore } from '../crash/store-check';
import {
  type RunFigures,
  drillSummary,
  outage,
  runReport,
  splitAnswers,
  startWriters,
  unavailableSeconds,
  waitFor,
} from './failover-writes';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN = 'sysadmin';
const STANDBY_NAME = 'standby';
const DATABASE = 'portal';
/** The primary dies this long into the write stream (a random moment in between). */
const KILL_AFTER_MS = { min: 1500, max: 4000 };
/** An instance that writes nothing within this long after the promotion has failed the drill. */
const RECOVERY_LIMIT_MS = 30_000;
/** Writes go on this long after both instances write again. */
const AFTER_RECOVERY_MS = 1000;

const command = {
  name: 'drill:failover',
  usage: `Usage: npm run drill:failover [-- --runs 1 --writers 4 --keep]

Starts a PostgreSQL primary and a synchronous streaming standby (Debian's PostgreSQL), two
server instances whose DATABASE_URL lists both with target_session_attrs=read-write, and
staff writers against both; kills the primary with SIGKILL at a random moment and promotes
the standby. Prints, per run, the seconds each instance could not write and the acknowledged
writes missing from the promoted database (with the audit chain check). Exit code 1 on any
lost write or an instance that does not recover within ${RECOVERY_LIMIT_MS / 1000} s.

Options:
  --runs N       drills, each on new servers (default 1)
  --writers N    concurrent writers, spread over the two instances, at least 2 (default 4)
  --keep         keep the data folder (keys, logs of the instances and of PostgreSQL)
  -h, --help     show this help`,
  options: {
    runs: { type: 'string', default: '1' },
    writers: { type: 'string', default: '4' },
    keep: { type: 'boolean', default: false },
  },
} as const;

/** What a run started, stopped in reverse order by cleanUp (also on Ctrl-C). */
const started: { describe: string; stop: () => void }[] = [];

function cleanUp(): void {
  for (const item of started.splice(0).reverse()) {
    try {
      item.stop();
    } catch (error) {
      process.stderr.write(
        `Could not stop ${item.describe}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

function databaseUrl(cluster: ThrowawayCluster, name: string): string {
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

interface Servers {
  primary: ThrowawayCluster;
  standby: ThrowawayCluster;
  instances: ServerProcess[];
}

/** The primary, its synchronous standby and two instances on both; each stopped by cleanUp. */
async function startServers(dataDir: string, servers: Partial<Servers>): Promise<Servers> {
  // The primary answers a commit only once the standby has flushed it.
  const primary = await startThrowawayCluster({
    durable: true,
    settings: { synchronous_standby_names: STANDBY_NAME, synchronous_commit: 'on' },
  });
  servers.primary = primary;
  started.push({ describe: 'the primary', stop: () => primary.stop() });
  const standby = await startThrowawayCluster({
    durable: true,
    standbyOf: { url: primary.url, applicationName: STANDBY_NAME },
  });
  servers.standby = standby;
  started.push({ describe: 'the standby', stop: () => standby.stop() });
  await waitFor('the standby to stream synchronously', 30_000, async () => {
    const rows = await query<{ sync_state: string }>(
      primary.url,
      `select sync_state from pg_stat_replication where application_name = '${STANDBY_NAME}'`,
    );
    return rows[0]?.sync_state === 'sync';
  });
  await query(primary.url, `create database ${DATABASE}`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    // The primary first, then the standby; only a writable server is kept.
    DATABASE_URL:
      `postgres://postgres@127.0.0.1:${primary.port},127.0.0.1:${standby.port}/${DATABASE}` +
      '?target_session_attrs=read-write',
    HOST: '127.0.0.1',
    // No built client: the writes are the API's.
    CLIENT_DIR: join(dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
  };
  // The first instance migrates the empty database and prints the demo passwords; the
  // second starts on the migrated database with the same data folder (the same keys).
  servers.instances = [];
  for (let i = 0; i < 2; i += 1) {
    const server = await startServer(REPO_ROOT, { ...env, PORT: String(await freePort()) }, 'built');
    servers.instances.push(server);
    started.push({ describe: `instance ${i + 1}`, stop: () => void server.kill() });
  }
  return { primary, standby, instances: servers.instances };
}

/** What tells why a run failed: both instances' output and both PostgreSQL servers' logs, by file name. */
function runLogs(servers: Partial<Servers>): [string, string][] {
  const logs: [string, string][] = (servers.instances ?? []).map((server, i) => [
    `instance-${i + 1}.log`,
    `${server.stdout()}\n${server.stderr()}`,
  ]);
  for (const [name, cluster] of [
    ['primary', servers.primary],
    ['standby', servers.standby],
  ] as const) {
    if (cluster && existsSync(cluster.logFile))
      logs.push([`postgres-${name}.log`, readFileSync(cluster.logFile, 'utf8')]);
  }
  return logs;
}

/** One drill: new servers, writers, the primary killed and the standby promoted, the check. */
async function drill(
  run: number,
  writers: number,
  keep: boolean,
): Promise<{ passed: boolean; figures: RunFigures | null }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-failover-'));
  // Removed last, after the servers that write into it; also on Ctrl-C.
  started.push({
    describe: 'the data folder',
    stop: () => {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  });
  const servers: Partial<Servers> = {};
  let passed = false;
  try {
    const { primary, standby, instances } = await startServers(dataDir, servers);
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const signedIn = await signIn(first.base, ADMIN, await printedPassword(first, ADMIN));
    // Sessions live in the database: the one cookie serves both instances.
    const clients = [signedIn, { base: second.base, cookie: signedIn.cookie }];
    const rootId = await organizationRootId(signedIn);

    const t0 = performance.now();
    const stream = startWriters(clients, writers, rootId, run, t0);
    await sleep(KILL_AFTER_MS.min + Math.floor(Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min + 1)));
    const killedAt = performance.now() - t0;
    primary.kill();
    await standby.promote();
    const promotedAt = performance.now() - t0;
    const allWriteAgain = async () =>
      [0, 1].every((instance) => unavailableSeconds(outage(stream.answers, instance, killedAt)) !== null);
    // An instance that does not recover fails the run below; the writes so far are still checked.
    await waitFor('both instances to write again', RECOVERY_LIMIT_MS, allWriteAgain).catch(() => undefined);
    await sleep(AFTER_RECOVERY_MS);
    await stream.stop();
    for (const instance of instances) await instance.kill();

    const { acknowledged, failed } = splitAnswers(stream.answers);
    const auditKey = readAuditCheckpointKey(dataDir);
    if (!auditKey) throw new Error(`The server left no audit checkpoint key in ${dataDir}`);
    const store = await openPostgresStore(databaseUrl(standby, DATABASE), auditKey);
    let inspection: Inspection;
    try {
      // A failed write is in doubt: its commit may have reached the standby before the primary died.
      inspection = await inspectStore(store, acknowledged, failed);
    } finally {
      await store.close();
    }
    const outages = [0, 1].map((instance) => outage(stream.answers, instance, killedAt));
    const figures: RunFigures = { run, killedAt, promotedAt, outages, answers: stream.answers, inspection };
    process.stdout.write(runReport(figures));
    passed =
      inspectionPassed(inspection) &&
      inspection.acknowledged > 0 &&
      outages.every((instance) => unavailableSeconds(instance) !== null);
    return { passed, figures };
  } finally {
    const logs = runLogs(servers);
    if (!passed) {
      // The ends of the logs, for CI's output: the folder goes with the run.
      for (const [name, text] of logs) {
        process.stdout.write(`--- ${name} (end) ---\n${text.trimEnd().split('\n').slice(-15).join('\n')}\n`);
      }
    }
    if (keep) {
      for (const [name, text] of logs) writeFileSync(join(dataDir, name), text);
      process.stdout.write(`  data kept in ${dataDir}\n`);
    }
    cleanUp();
  }
}

async function main(): Promise<boolean> {
  const { values } = parseCommandLine(command);
  const runs = wholeNumber(command, '--runs', values.runs);
  const writers = wholeNumber(command, '--writers', values.writers, 2);
  if (!findPostgresBinaries()) {
    throw new Error('No PostgreSQL binaries (initdb, pg_ctl) on PATH or under /usr/lib/postgresql');
  }
  const began = performance.now();
  // The production server: the bundle npm start runs with plain node.
  await buildServer(REPO_ROOT);
  process.stdout.write(
    `Failover drill: ${runs} run(s), ${writers} writers over 2 instances, synchronous replication\n`,
  );
  const results: { passed: boolean; figures: RunFigures | null }[] = [];
  for (let run = 1; run <= runs; run += 1) results.push(await drill(run, writers, values.keep));
  const passed = results.every((result) => result.passed);
  process.stdout.write(`${drillSummary(results, performance.now() - began)}${passed ? 'PASS' : 'FAIL'}\n`);
  return passed;
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  cleanUp();
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
}
