/**
 * What `npm run bench:staff` stands on: the hospital-sized database (grown once by
 * `seed:large -- --hospital` and kept: a SQLite file under data/bench, or a PostgreSQL
 * database of its own, made on the named server when missing), the real server as a child
 * process on it, and staff sessions made in the session store (as the server tests make them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Db } from '../src/server/db/database';
import { createSessionStore } from '../src/server/services/sessions';
import { LOOP_DELAY_MESSAGE, type LoopDelay } from '../src/server/lib/loop-delay';
import { type ServerProcess, startServerProcess } from './server-process';

export interface BenchDatabase {
  /** A SQLite file or a postgres:// URL. */
  location: string;
  /** The data folder the seed and the server share: its patient keys seal the candidates. */
  dataDir: string;
}

const SEEDED = 'seeded';

/** The PostgreSQL database named by `url`, made on its server when missing; answers whether it was made now. */
async function ensurePostgresDatabase(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  // Interpolated into CREATE DATABASE below, so only plain names.
  if (!/^[a-z][a-z0-9_]*$/.test(name) || name === 'postgres')
    throw new Error(`--database-url must name a database of the bench's own (lowercase letters, digits, _): ${name}`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`create database ${name}`);
    return true;
  } finally {
    await client.end();
  }
}

/**
 * The bench's database, grown to a hospital at `scale` unless a finished earlier run grew it
 * (a marker in the data folder says so; a half-grown database is refused, never reused).
 */
export async function prepareDatabase(databaseUrl: string | undefined, scale: number): Promise<BenchDatabase> {
  const folder = databaseUrl
    ? `hospital-pg-${decodeURIComponent(new URL(databaseUrl).pathname.slice(1))}`
    : `hospital-${scale}`;
  const dataDir = resolve('data/bench', folder);
  mkdirSync(dataDir, { recursive: true });
  const location = databaseUrl ?? join(dataDir, 'portal.db');
  const marker = join(dataDir, SEEDED);
  if (existsSync(marker)) return { location, dataDir };
  const isNew = databaseUrl ? await ensurePostgresDatabase(databaseUrl) : !existsSync(location);
  if (!isNew)
    throw new Error(`${databaseUrl ? 'The database' : location} exists but was not fully grown by this bench: drop it`);
  process.stdout.write(`Growing a hospital at scale ${scale} (once) ...\n`);
  execFileSync(
    'npx',
    ['tsx', 'src/server/db/seed/large.ts', '--hospital', '--scale', String(scale), '--db', location],
    { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
  );
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return { location, dataDir };
}

/**
 * `src/server/main.ts` on the database, as `npm start` runs it, with the per-address rate
 * limit off (all load comes from one loopback address); with `loopDelay`, answering
 * loopDelayOf; with `cpuProfileDir`, writing a CPU profile there when it stops.
 */
export function startServer(
  database: BenchDatabase,
  { loopDelay = false, cpuProfileDir }: { loopDelay?: boolean; cpuProfileDir?: string } = {},
): Promise<ServerProcess> {
  const isUrl = database.location.startsWith('postgres');
  return startServerProcess(
    {
      DATA_DIR: database.dataDir,
      RATE_LIMIT_MAX: '0',
      ...(loopDelay ? { LOOP_DELAY_REPORT: '1' } : {}),
      ...(isUrl ? { DATABASE_URL: database.location } : { DATABASE_FILE: database.location, DATABASE_URL: '' }),
    },
    {
      ipc: loopDelay,
      nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(cpuProfileDir)}`] : [],
    },
  );
}

/** The server's event-loop delay since the last call (a server started with `loopDelay`). */
export function loopDelayOf(server: ServerProcess): Promise<LoopDelay> {
  const { child } = server;
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error('the server did not report its event-loop delay')), 5000);
    const read = (message: unknown) => {
      const delay = (message as Record<string, LoopDelay> | null)?.[LOOP_DELAY_MESSAGE];
      if (!delay) return;
      clearTimeout(timer);
      child.off('message', read);
      done(delay);
    };
    child.on('message', read);
    child.send(LOOP_DELAY_MESSAGE);
  });
}

/** A session cookie per user name, made in the session store the server reads. */
export async function sessionCookies(db: Db, userNames: readonly string[]): Promise<Map<string, string>> {
  const sessions = createSessionStore(db, Date.now);
  const cookies = new Map<string, string>();
  for (const userName of userNames) {
    const user = await db.selectFrom('staffUser').select('id').where('userName', '=', userName).executeTakeFirst();
    if (!user) throw new Error(`no staff user ${userName}: is this a demo database?`);
    cookies.set(userName, `portal_sid=${(await sessions.create(user.id, null)).token}`);
  }
  return cookies;
}

/** The project with the most candidates that every named user is on, and its subject with the most visits and AEs. */
export async function biggestProject(db: Db, userNames: readonly string[]) {
  const project = await db
    .selectFrom('recruitPatient')
    .select(['projectId', (eb) => eb.fn.countAll<number>().as('candidates')])
    .where('projectId', 'in', (eb) =>
      eb
        .selectFrom('userProjectRole')
        .innerJoin('staffUser', 'staffUser.id', 'userProjectRole.userId')
        .select('userProjectRole.projectId')
        .where('staffUser.userName', 'in', [...userNames])
        .groupBy('userProjectRole.projectId')
        .having((h) => h.fn.count('staffUser.id').distinct(), '=', userNames.length),
    )
    .groupBy('projectId')
    .orderBy('candidates', 'desc')
    .executeTakeFirstOrThrow();
  const weights = new Map<number, number>();
  const visits = await db
    .selectFrom('subjectVisit')
    .select(['subjectId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('projectId', '=', project.projectId)
    .groupBy('subjectId')
    .execute();
  const aes = await db
    .selectFrom('safetyAe')
    .select(['subjectId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('projectId', '=', project.projectId)
    .groupBy('subjectId')
    .execute();
  for (const row of [...visits, ...aes]) weights.set(row.subjectId, (weights.get(row.subjectId) ?? 0) + Number(row.n));
  const [subjectId, records] = [...weights].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  return { projectId: project.projectId, candidates: Number(project.candidates), subjectId, records };
}
