/**
 * Restores the embedded SQLite database from a file written by `npm run backup`:
 *
 *   npm run restore -- FILE [--force] [--db ./data/portal.db]
 *
 * Stop the server first. SQLite cannot tell reliably whether another process has the
 * database open, so the command does not try; it refuses instead to replace an existing
 * database unless --force is given. Before touching anything it checks the backup (PRAGMA
 * integrity_check, the portal's tables present) and reports what it holds and whether its
 * audit chain verifies. Then it copies the backup beside the database, removes the
 * database's -wal and -shm files (they belong to the replaced database, and SQLite would
 * replay that WAL onto the restored file) and renames the copy over the database file.
 * The next server start brings an older backup's schema up to date.
 * Uploaded files need nothing more: avatars live in the database. For PostgreSQL
 * (DATABASE_URL) use pg_restore instead (README 'Backup and restore').
 * Exit code 0 when restored, 1 when refused (an unsound backup, or an existing database
 * without --force), 2 on a usage or file error.
 */
import SQLite from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { readConfig } from '../config';
import type { Database } from '../db/schema';
import { type ChainCheck, verifyAuditChain } from '../modules/audit/audit-trail';
import { integrityOf, sizeText, syncDirectory } from './sqlite-files';

/** Tables every portal database has had since its first migrations: a backup without them is not one. */
const REQUIRED_TABLES = [
  'kysely_migration',
  'site',
  'project',
  'sys_config',
  'staff_user',
  'organization',
  'audit_log',
];

interface Examination {
  problem: string | null;
  holds: string;
  chain: ChainCheck | null;
}

class Refusal extends Error {}

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run restore -- FILE [--force] [--db DATABASE_FILE]\n`);
  process.exit(2);
}

async function contents(sqlite: SQLite.Database): Promise<{ holds: string; chain: ChainCheck }> {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  const count = (table: 'project' | 'staffUser' | 'auditLog') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
  const lastAudit = await db.selectFrom('auditLog').select('at').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const [projects, users, audit] = await Promise.all([count('project'), count('staffUser'), count('auditLog')]);
  return {
    holds: `${projects.n} projects, ${users.n} staff users, ${audit.n} audit rows (last at ${lastAudit?.at ?? 'none'})`,
    chain: await verifyAuditChain(db),
  };
}

/** Checks the backup without changing it. */
async function examine(file: string): Promise<Examination> {
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return {
      problem: `cannot be opened (${error instanceof Error ? error.message : String(error)})`,
      holds: '',
      chain: null,
    };
  }
  try {
    const integrity = integrityOf(sqlite);
    if (integrity !== 'ok') return { problem: `fails PRAGMA integrity_check: ${integrity}`, holds: '', chain: null };
    const tables = new Set(
      (sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) {
      return { problem: `is not a portal database (no table ${missing.join(', ')})`, holds: '', chain: null };
    }
    return { problem: null, ...(await contents(sqlite)) };
  } catch (error) {
    return {
      problem: `cannot be read (${error instanceof Error ? error.message : String(error)})`,
      holds: '',
      chain: null,
    };
  } finally {
    sqlite.close();
  }
}

/** Puts `backup` in place of `target`; answers the stale files it removed. */
function replaceDatabase(backup: string, target: string): string[] {
  mkdirSync(dirname(target), { recursive: true });
  const incoming = `${target}.restoring`;
  copyFileSync(backup, incoming);
  // The old WAL must go before the new file takes the name: replayed onto it, it would corrupt it.
  const stale = [`${target}-wal`, `${target}-shm`, `${target}-journal`].filter((file) => existsSync(file));
  for (const file of stale) rmSync(file);
  renameSync(incoming, target);
  syncDirectory(dirname(target));
  return stale.map((file) => basename(file));
}

async function restore(backup: string, target: string, force: boolean): Promise<string> {
  const examination = await examine(backup);
  if (examination.problem) throw new Refusal(`The backup ${backup} ${examination.problem}. Nothing was changed.`);
  if (existsSync(target) && !force) {
    throw new Refusal(
      `${target} exists. Stop the server, then run again with --force to replace it (back it up first if it may be needed).`,
    );
  }
  const chain = examination.chain?.ok
    ? `audit chain verifies (${examination.chain.rows} rows)`
    : `WARNING: audit chain broken at row id ${examination.chain?.ok === false ? examination.chain.brokenAtId : '?'}`;
  const replaced = existsSync(target);
  const removed = replaceDatabase(backup, target);
  return [
    `Checked ${backup} (${sizeText(statSync(backup).size)}): integrity_check ok, ${chain}.`,
    `It holds ${examination.holds}.`,
    `${replaced ? 'Replaced' : 'Created'} ${target} with it${removed.length > 0 ? `; removed the stale ${removed.join(', ')}` : ''}.`,
    'Start the server: it brings the schema up to date if the backup is older.',
  ].join('\n');
}

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false }, db: { type: 'string' } },
  allowPositionals: true,
  strict: true,
});
const config = readConfig();
if (!values.db && config.database !== config.databaseFile) {
  usage('DATABASE_URL is set: restore PostgreSQL with pg_restore (README "Backup and restore").');
}
if (positionals.length !== 1 || !positionals[0]) usage('Name one backup file.');
const backup = resolve(positionals[0]);
const target = resolve(values.db ?? config.databaseFile);
if (!existsSync(backup) || !statSync(backup).isFile()) usage(`No file at ${backup}`);
if (backup === target) usage('The backup is the database itself.');
try {
  process.stdout.write(`${await restore(backup, target, values.force)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = error instanceof Refusal ? 1 : 2;
}
