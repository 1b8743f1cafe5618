/**
 * Builds the app on a fresh database for server tests (app.inject, no port). Every test
 * database comes from here: in memory on SQLite by default; on PostgreSQL when the unit-pg
 * project provides a server (or env TEST_DATABASE_URL names one), a new database per call,
 * dropped when the test destroys it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { type Insertable, sql } from 'kysely';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from './app';
import { type Db, connectDatabase, openDatabase } from './db/database';
import type { Dialect } from './db/dialect';
import { createTestDatabase, dropDatabase, newRunId } from './db/postgres-test-databases';
import type { ProjectTable } from './db/schema';
import { loadDemoData } from './db/seed/load-demo';
import { generateRsaKeyPair, type ServerKeys } from './keys';

let cachedKeys: ServerKeys | undefined;

/** One RSA key pair per test run: generating one takes ~100 ms. */
export function testKeys(): ServerKeys {
  if (!cachedKeys) {
    const { publicKey, privateKey } = generateRsaKeyPair();
    cachedKeys = {
      rsaPublicKey: publicKey,
      rsaPrivateKey: privateKey,
      sessionSecret: 'test-session-secret',
      recruitSignSecret: 'test-recruit-sign-secret',
      patientKeys: [randomBytes(32)],
      auditCheckpointKey: randomBytes(32),
    };
  }
  return cachedKeys;
}

export interface TestAppOptions extends Pick<
  AppOptions,
  | 'clock'
  | 'smsSender'
  | 'smsOutboxFile'
  | 'captchaMaker'
  | 'loginRateLimitMax'
  | 'trustProxy'
  | 'logger'
  | 'rateLimitMax'
  | 'clientDir'
  | 'fileStore'
  | 'uploadMaxBytes'
  | 'hisAdapter'
  | 'virusScanner'
  | 'readiness'
  | 'overloadLoopDelayMs'
  | 'metricsToken'
  | 'sso'
> {
  /** Load the demo hospital (site, 50 projects, dictionaries); default true. */
  demo?: boolean;
}

interface PostgresTarget {
  serverUrl: string;
  runId: string;
  template: string | undefined;
}

let ownRunId: string | undefined;

function postgresTarget(): PostgresTarget | undefined {
  const serverUrl = inject('testDatabaseUrl') ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  // Without the unit-pg global setup there is no template: each database is migrated.
  ownRunId ??= newRunId();
  return { serverUrl, runId: inject('testDatabaseRun') ?? ownRunId, template: inject('testDatabaseTemplate') };
}

/** The engine the server tests run on in this run. */
export function testDialect(): Dialect {
  return postgresTarget() ? 'postgres' : 'sqlite';
}

/** A new PostgreSQL database for one test, copied from `template`, and the function that drops it. */
async function newPostgresDatabase(target: PostgresTarget, template: string | undefined) {
  const { name, url } = await createTestDatabase(target.serverUrl, target.runId, template);
  return { url, drop: () => dropDatabase(target.serverUrl, name) };
}

let postgresDemoTemplate: Promise<string> | undefined;

/**
 * A PostgreSQL database with the demo hospital loaded, made once per test worker (with its
 * audit key) and copied for each test that wants the demo, as the SQLite image is: loading
 * the demo into every test database cost ~150 ms each. Dropped with the run's databases.
 */
function demoTemplate(target: PostgresTarget): Promise<string> {
  postgresDemoTemplate ??= (async () => {
    const { name, url } = await createTestDatabase(target.serverUrl, target.runId, target.template);
    const db = await openDatabase(url, { auditKey: testKeys().auditCheckpointKey });
    try {
      await loadDemoData(db);
    } finally {
      await db.destroy();
    }
    return name;
  })();
  return postgresDemoTemplate;
}

type SqliteImageKind = 'migrated' | 'demo';
const sqliteImages = new Map<SqliteImageKind, Promise<Buffer>>();

/**
 * A migrated SQLite database (with the demo hospital for 'demo'), serialized once per test
 * worker: each test then opens an in-memory copy instead of migrating (~100 ms) and loading
 * the demo (~40 ms) again. PostgreSQL tests copy a template database the same way.
 */
function sqliteImage(kind: SqliteImageKind): Promise<Buffer> {
  let image = sqliteImages.get(kind);
  if (!image) {
    image = (async () => {
      const db = await openDatabase(':memory:', { auditKey: testKeys().auditCheckpointKey });
      const file = join(tmpdir(), `portal-test-image-${process.pid}-${threadId}-${kind}.sqlite`);
      try {
        if (kind === 'demo') await loadDemoData(db);
        rmSync(file, { force: true });
        await sql`vacuum into ${sql.lit(file)}`.execute(db);
        return readFileSync(file);
      } finally {
        rmSync(file, { force: true });
        await db.destroy();
      }
    })();
    sqliteImages.set(kind, image);
  }
  return image;
}

/**
 * A fresh database of its own, migrated unless `migrated: false` (then empty, for
 * migration tests), with the demo hospital when `demo: true`. `db.destroy()` also drops it
 * on PostgreSQL.
 */
export async function openTestDatabase(options: { migrated?: boolean; demo?: boolean } = {}): Promise<Db> {
  const migrated = options.migrated ?? true;
  const target = postgresTarget();
  const keyed = { auditKey: testKeys().auditCheckpointKey };
  if (!target) {
    if (!migrated) return connectDatabase(':memory:');
    return openDatabase(':memory:', { ...keyed, sqliteImage: await sqliteImage(options.demo ? 'demo' : 'migrated') });
  }
  const template = !migrated ? undefined : options.demo ? await demoTemplate(target) : target.template;
  const { url, drop } = await newPostgresDatabase(target, template);
  const db = migrated ? await openDatabase(url, keyed) : connectDatabase(url);
  const destroy = db.destroy.bind(db);
  return Object.assign(db, { destroy: async () => (await destroy(), await drop()) });
}

/**
 * For tests that open a database more than once or hand it to a CLI: on SQLite the file
 * given; on PostgreSQL the URL of a new migrated database, which `drop()` removes.
 */
export async function testDatabaseLocation(
  sqliteFile: string,
): Promise<{ location: string; drop: () => Promise<void> }> {
  const target = postgresTarget();
  if (!target) return { location: sqliteFile, drop: async () => undefined };
  const { url, drop } = await newPostgresDatabase(target, target.template);
  return { location: url, drop };
}

/** Like testDatabaseLocation, but an empty database: no table yet (upgrade and first-start tests). */
export async function emptyTestDatabaseLocation(
  sqliteFile: string,
): Promise<{ location: string; drop: () => Promise<void> }> {
  const target = postgresTarget();
  if (!target) return { location: sqliteFile, drop: async () => undefined };
  const { url, drop } = await newPostgresDatabase(target, undefined);
  return { location: url, drop };
}

export async function createTestApp(options: TestAppOptions = {}) {
  const { demo, ...appOptions } = options;
  const db = await openTestDatabase({ demo: demo ?? true });
  const app = await buildApp({ db, keys: testKeys(), ...appOptions });
  return { app, db, close: async () => (await app.close(), await db.destroy()) };
}

const blankProject = {
  recruitStatus: 'zmz',
  trialStages: null,
  trialType: null,
  indication: null,
  actionTime: null,
  trialMedicine: null,
  testedDiseases: null,
  targetSpot: null,
  treatMethod: null,
  target: null,
  researchName: null,
  sponsorName: null,
  studyChargerName: null,
  studyChargerMobile: null,
  inclusionCriteria: null,
  exclusionCriteria: null,
  institutionAcceptNumber: null,
  pathologicType: null,
  runStage: null,
  previousTreatmentDrug: null,
} satisfies Omit<Insertable<ProjectTable>, 'name'>;

export async function insertProject(
  db: Db,
  project: Partial<Insertable<ProjectTable>> & { name: string },
): Promise<number> {
  const { id } = await db
    .insertInto('project')
    .values({ ...blankProject, ...project })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
