/**
 * Graceful shutdown behind a real proxy:
 *
 *   npx tsx tests/ops/drain-test.ts [-- --clients 8 --seconds 8]
 *
 * Starts two instances of the production server (the bundle `npm start` runs, built first
 * when its sources changed) on one database, a SQLite file or, with DATABASE_URL, that
 * PostgreSQL database (empty: the first start prints the demo passwords), and
 * Debian's nginx in front of them (retrying a refused request on the other instance), then runs a
 * load through nginx: the public site settings, staff reads and staff writes (new departments)
 * from several concurrent clients. A third of the way in it sends the first instance
 * SIGTERM and lets it drain. Every request must succeed (HTTP 200, envelope ok); the
 * instance must exit 0 within its shutdown time; both instances must have served requests
 * (nginx's log of upstream addresses tells); every acknowledged write must be readable.
 * Prints the figures and exits 1 on any failed request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { orgSaveEndpoint, orgTreeEndpoint } from '../../src/shared/api/access/orgs';
import { ResponseCode } from '../../src/shared/api/contract/envelope';
import { parseCommandLine, wholeNumber } from '../../src/server/lib/command-line';
import { buildServer } from '../../src/server/cli/server-build';
import { freePort, printedPassword, startServer } from '../crash/server-process';
import { type Envelope, type StaffClient, organizationRootId, postJson, signIn } from '../crash/staff-client';
import { startNginx } from './nginx';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN = 'sysadmin';

interface Tally {
  ok: number;
  failed: { what: string; status: number | string; msg: string }[];
  writes: number[];
}

async function checked(what: string, tally: Tally, send: () => Promise<Response>): Promise<Envelope | null> {
  try {
    const response = await send();
    const envelope = (await response.json()) as Envelope;
    if (response.status === 200 && envelope.code === ResponseCode.ok) {
      tally.ok += 1;
      return envelope;
    }
    tally.failed.push({ what, status: response.status, msg: envelope.msg ?? envelope.code });
  } catch (error) {
    tally.failed.push({ what, status: 'network', msg: error instanceof Error ? error.message : String(error) });
  }
  return null;
}

/** One client: the public site settings, a staff read and a staff write, again and again until `until`. */
async function client(staff: StaffClient, rootId: number, index: number, until: number, tally: Tally) {
  for (let seq = 0; Date.now() < until; seq += 1) {
    await checked('public site', tally, () => fetch(`${staff.base}/api/portal/site-info`));
    await checked('staff read', tally, () =>
      fetch(`${staff.base}${orgTreeEndpoint.path}`, { headers: { cookie: staff.cookie } }),
    );
    const name = `drain-c${index}-${String(seq).padStart(4, '0')}`;
    const saved = await checked('staff write', tally, () =>
      postJson(staff, orgSaveEndpoint.path, { parentId: rootId, name, sort: 0 }),
    );
    const id = (saved?.data as { id?: number } | undefined)?.id;
    if (id !== undefined) tally.writes.push(id);
  }
}

const command = {
  name: 'test:drain',
  usage: `Usage: npm run test:drain [-- --clients 8 --seconds 8]

Starts two server instances on one SQLite file (or, with DATABASE_URL, on that empty
PostgreSQL database) behind nginx and runs reads and writes through it; one instance is sent
SIGTERM a third of the way in. No request may fail. Exit code 1 if one does.

Options:
  --clients N    concurrent clients (default 8)
  --seconds N    length of the load run (default 8)
  -h, --help     show this help`,
  options: {
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '8' },
  },
} as const;

async function main(): Promise<boolean> {
  const { values } = parseCommandLine(command);
  const clients = wholeNumber(command, '--clients', values.clients, 1);
  const seconds = wholeNumber(command, '--seconds', values.seconds, 3);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-drain-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_FILE: join(dataDir, 'portal.db'),
    HOST: '127.0.0.1',
    // No built client: the load is the API's, and no build is needed first.
    CLIENT_DIR: join(dataDir, 'no-client'),
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_MS: '10000',
  };
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  if (database === 'SQLite') delete env.DATABASE_URL;
  // The production server: the bundle npm start runs with plain node.
  await buildServer(REPO_ROOT);
  const first = await startServer(REPO_ROOT, { ...env, PORT: String(await freePort()) }, 'built');
  const second = await startServer(REPO_ROOT, { ...env, PORT: String(await freePort()) }, 'built');
  const upstreams = [first.base, second.base].map((base) => new URL(base).host);
  const nginx = await startNginx(dataDir, upstreams);
  let passed = false;
  try {
    const password = await printedPassword(first, ADMIN);
    const staff = await signIn(nginx.base, ADMIN, password);
    const rootId = await organizationRootId(staff);
    const tally: Tally = { ok: 0, failed: [], writes: [] };
    const started = Date.now();
    const until = started + seconds * 1000;
    const load = Promise.all(Array.from({ length: clients }, (_, i) => client(staff, rootId, i, until, tally)));
    await sleep((seconds * 1000) / 3);
    const termAt = Date.now();
    const exitCode = await first.terminate();
    const drainMs = Date.now() - termAt;
    await load;
    const elapsed = (Date.now() - started) / 1000;

    // Every acknowledged department is in the tree the surviving instance reads.
    const tree = (await (
      await fetch(`${nginx.base}${orgTreeEndpoint.path}`, { headers: { cookie: staff.cookie } })
    ).json()) as Envelope;
    const found = new Set<number>();
    const walk = (nodes: { id: number; children?: unknown[] }[]) => {
      for (const node of nodes) {
        found.add(node.id);
        walk((node.children ?? []) as { id: number; children?: unknown[] }[]);
      }
    };
    walk((tree.data ?? []) as { id: number; children?: unknown[] }[]);
    const lost = tally.writes.filter((id) => !found.has(id));

    const served = nginx.servedBy();
    process.stdout.write(
      `\nDrain test: ${clients} clients for ${elapsed.toFixed(1)} s through nginx over 2 instances (${database})\n` +
        `  requests: ${tally.ok + tally.failed.length}, succeeded ${tally.ok}, failed ${tally.failed.length}\n` +
        `  first instance: SIGTERM after ${(termAt - started) / 1000} s, exited ${exitCode} after ${drainMs} ms\n` +
        `  served by ${upstreams[0]}: ${served[upstreams[0] ?? ''] ?? 0}, by ${upstreams[1]}: ${served[upstreams[1] ?? ''] ?? 0}\n` +
        `  acknowledged writes: ${tally.writes.length}, missing afterwards: ${lost.length}\n`,
    );
    for (const failure of tally.failed.slice(0, 10)) {
      process.stdout.write(`  failed: ${failure.what}: ${failure.status} ${failure.msg}\n`);
    }
    passed =
      tally.failed.length === 0 &&
      exitCode === 0 &&
      lost.length === 0 &&
      upstreams.every((upstream) => (served[upstream] ?? 0) > 0);
    if (!passed) {
      for (const [name, server] of [
        ['first', first],
        ['second', second],
      ] as const) {
        process.stdout.write(
          `--- ${name} instance's log ---\n${(server.stdout() + server.stderr())
            .split('\n')
            .filter((line) => line.includes('"level":50'))
            .slice(-3)
            .join('\n')
            .slice(0, 3000)}\n`,
        );
      }
    }
    process.stdout.write(passed ? 'PASSED\n' : 'FAILED\n');
  } finally {
    await nginx.stop();
    await second.kill();
    await first.kill();
    if (passed) rmSync(dataDir, { recursive: true, force: true });
    else process.stdout.write(`Kept ${dataDir} (nginx log: ${join(dataDir, 'nginx', 'access.log')})\n`);
  }
  return passed;
}

process.exitCode = (await main()) ? 0 : 1;
