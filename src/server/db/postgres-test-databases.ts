/**
 * Databases for server tests on a PostgreSQL server: every test database is a new database
 * named portal_test_<run>_<random>, copied from the run's migrated template (or migrated
 * from empty when there is none) and dropped when the test closes it, so test files run in
 * parallel without seeing each other's rows. The run's template and anything a test left
 * behind are dropped by postgres-test-setup.ts when the run ends. Nothing else on the
 * server is touched.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const PREFIX = 'portal_test_';

/** Only names this module made are ever interpolated into SQL (no quoting needed). */
const isTestName = (name: string) => /^portal_test_[a-z0-9_]+$/.test(name);

export function newRunId(): string {
  return randomBytes(4).toString('hex');
}

export function templateName(runId: string): string {
  return `${PREFIX}${runId}_template`;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let admin: { url: string; pool: pg.Pool } | undefined;

/** One small pool per process for CREATE and DROP DATABASE (which cannot run in a transaction). */
function adminPool(serverUrl: string): pg.Pool {
  if (admin?.url !== serverUrl) {
    // allowExitOnIdle: the pool never keeps a test worker alive.
    admin = { url: serverUrl, pool: new pg.Pool({ connectionString: serverUrl, max: 2, allowExitOnIdle: true }) };
  }
  return admin.pool;
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  if (!isTestName(name) || (template !== undefined && !isTestName(template)))
    throw new Error(`Not a test database name: ${name}`);
  await adminPool(serverUrl).query(`create database ${name}${template ? ` template ${template}` : ''}`);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  if (!isTestName(name)) throw new Error(`Not a test database name: ${name}`);
  await adminPool(serverUrl).query(`drop database if exists ${name} with (force)`);
}

/** A new, empty (or template-copied) test database: its name and URL. */
export async function createTestDatabase(
  serverUrl: string,
  runId: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `${PREFIX}${runId}_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  return { name, url: databaseUrl(serverUrl, name) };
}

/** Drops every database of the run (its template included). */
export async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  const pool = adminPool(serverUrl);
  const { rows } = await pool.query<{ datname: string }>('select datname from pg_database where datname like $1', [
    `${PREFIX}${runId}\\_%`,
  ]);
  for (const { datname } of rows) await dropDatabase(serverUrl, datname);
  await pool.end();
  admin = undefined;
}
