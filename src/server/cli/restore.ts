/**
 * Restores the embedded SQLite database from a file written by `npm run backup`:
 *
 *   npm run restore -- FILE [--force] [--db ./data/portal.db]
 *
 * Stop the server first. SQLite cannot tell reliably whether another process has the
 * database open, so the command does not try; it refuses instead to replace an existing
 * database unless --force is given. Before touching anything it checks the backup (PRAGMA
 * integrity_check, the portal's tables present) and reports what it holds and whether its
 * audit chain verifies, with its checkpoint when the data folder has the server's key
 * (DATA_DIR/keys is not in the backup: copy it from the server, or keep the folder). Then it copies the backup beside the database, removes the
 * database's -wal and -shm files (they belong to the replaced database, and SQLite would
 * replay that WAL onto the restored file) and renames the copy over the database file.
 * The next server start brings an older backup's schema up to date.
 * Uploaded files need nothing more: avatars live in the database. For PostgreSQL
 * (DATABASE_URL), --to <time> recovers the cluster to a point in time (restore-to-time.ts);
 * a pg_dump file is loaded with pg_restore (docs/operations.md 'Backup and restore').
 * Exit code 0 when restored, 1 when refused (an unsound backup, or an existing database
 * without --force), 2 on a usage or file error.
 */
import SQLite from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { CamelCasePlugin, Kysely, type KyselyPlugin, SqliteDialect } from 'kysely';
import { readConfig } from '../config';
import type { Database } from '../db/schema';
import { readAuditCheckpointKey } from '../keys';
import { AuditCheckpointKey } from '../db/audit/checkpoint';
import type { TrailCheck } from '../db/audit/trail-verify';
import { integrityOf, sizeText, syncDirectory } from '../db/backup/sqlite-files';
import { chainVerdict, examineRestored } from '../db/backup/restored-check';
import { parseCommandLine, usageError } from '../lib/command-line';
import { DEFAULT_WAL_ARCHIVE, restoreToTime } from './restore-to-time';

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

const command = {
  name: 'restore',
  usage: `Usage: npm run restore -- FILE [--force] [--db DATABASE_FILE]
       npm run restore -- --to TIME [--backups DIR] [--wal-archive DIR] [--into DIR] [--port N]

SQLite: restores the database from FILE, a copy written by npm run backup. Stop the server
first. The backup is checked (integrity, the portal's tables, the audit chain and, with the
server's keys in DATA_DIR/keys, its checkpoint) before anything is changed.

PostgreSQL (DATABASE_URL names the database): --to recovers the cluster as it was at TIME
into a new data directory, from the newest base backup (npm run backup -- --base) finished
before TIME and the archived WAL, checks the database's audit chain and prints how to switch
over. Run it where PostgreSQL is installed, as root or as its OS user.

Options:
  --force            replace an existing database (it is not backed up first)
  --db FILE          the database file to restore to (default: DATABASE_FILE, else DATA_DIR/portal.db)
  --to TIME          ISO 8601 with its offset: 2026-06-01T14:00+08:00, 2026-06-01 06:00:00Z
  --backups DIR      the base backups (default: DATA_DIR/backups/postgresql)
  --wal-archive DIR  the archived WAL (default: ${DEFAULT_WAL_ARCHIVE})
  --into DIR         the new data directory (default: <backups>/restored-<UTC time>)
  --port N           the port the recovered cluster is configured with (default: 5433)
  -h, --help         show this help

Exit code 0 when restored (and, with --to, its audit chain verifies), 1 when refused (no
base backup before TIME, WAL missing, a broken chain), 2 on a usage or file error.`,
  options: {
    force: { type: 'boolean', default: false },
    db: { type: 'string' },
    to: { type: 'string' },
    backups: { type: 'string' },
    'wal-archive': { type: 'string' },
    into: { type: 'string' },
    port: { type: 'string' },
  },
  positionals: true,
} as const;

interface Examination {
  problem: string | null;
  holds: string;
  chain: TrailCheck | null;
  /** Why the checkpoint was not checked, when it was not. */
  checkpointUnchecked: string | null;
}

class Refusal extends Error {}

function usage(message: string): never {
  return usageError(command, message);
}

async function contents(
  sqlite: SQLite.Database,
  auditKey: Buffer | undefined,
): Promise<Pick<Examination, 'holds' | 'chain' | 'checkpointUnchecked'>> {
  const plugins: KyselyPlugin[] = [new CamelCasePlugin()];
  if (auditKey) plugins.push(new AuditCheckpointKey(auditKey));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
  const { holds, chain } = await examineRestored(db, auditKey !== undefined);
  return { holds, chain, checkpointUnchecked: null };
}

/** Checks the backup without changing it; its audit checkpoint with `auditKey`, when given. */
async function examine(file: string, auditKey: Buffer | undefined): Promise<Examination> {
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return {
      problem: `cannot be opened (${error instanceof Error ? error.message : String(error)})`,
      holds: '',
      chain: null,
      checkpointUnchecked: null,
    };
  }
  try {
    const integrity = integrityOf(sqlite);
    if (integrity !== 'ok') {
      return {
        problem: `fails PRAGMA integrity_check: ${integrity}`,
        holds: '',
        chain: null,
        checkpointUnchecked: null,
      };
    }
    const tables = new Set(
      (sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) {
      return {
        problem: `is not a portal database (no table ${missing.join(', ')})`,
        holds: '',
        chain: null,
        checkpointUnchecked: null,
      };
    }
    if (!tables.has('audit_checkpoint')) {
      return {
        problem: null,
        ...(await contents(sqlite, undefined)),
        checkpointUnchecked: 'the backup predates checkpoints',
      };
    }
    if (!auditKey) {
      return {
        problem: null,
        ...(await contents(sqlite, undefined)),
        checkpointUnchecked: "no key in DATA_DIR/keys: copy the server's keys folder there before starting it",
      };
    }
    return { problem: null, ...(await contents(sqlite, auditKey)) };
  } catch (error) {
    return {
      problem: `cannot be read (${error instanceof Error ? error.message : String(error)})`,
      holds: '',
      chain: null,
      checkpointUnchecked: null,
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

async function restore(backup: string, target: string, force: boolean, auditKey: Buffer | undefined): Promise<string> {
  const examination = await examine(backup, auditKey);
  if (examination.problem) throw new Refusal(`The backup ${backup} ${examination.problem}. Nothing was changed.`);
  if (existsSync(target) && !force) {
    throw new Refusal(
      `${target} exists. Stop the server, then run again with --force to replace it (back it up first if it may be needed).`,
    );
  }
  const checkpoint = examination.checkpointUnchecked
    ? `; its checkpoint was not checked (${examination.checkpointUnchecked})`
    : ' with its checkpoint';
  const chain = chainVerdict(examination.chain ?? { ok: true, rows: 0 }, checkpoint);
  const replaced = existsSync(target);
  const removed = replaceDatabase(backup, target);
  return [
    `Checked ${backup} (${sizeText(statSync(backup).size)}): integrity_check ok, ${chain}.`,
    `It holds ${examination.holds}.`,
    `${replaced ? 'Replaced' : 'Created'} ${target} with it${removed.length > 0 ? `; removed the stale ${removed.join(', ')}` : ''}.`,
    'Start the server: it brings the schema up to date if the backup is older.',
  ].join('\n');
}

const { values, positionals } = parseCommandLine(command);
const config = readConfig();
if (values.to !== undefined) {
  process.exitCode = await restoreToTime(
    {
      to: values.to,
      backups: values.backups,
      walArchive: values['wal-archive'],
      into: values.into,
      port: values.port,
      positionals,
    },
    config,
  );
} else {
  if (!values.db && config.database !== config.databaseFile) {
    usage(
      'DATABASE_URL is set: recover PostgreSQL to a time with --to, or load a pg_dump file with pg_restore (docs/operations.md "Backup and restore")',
    );
  }
  if (positionals.length !== 1 || !positionals[0]) usage('Name one backup file.');
  const backup = resolve(positionals[0]);
  const target = resolve(values.db ?? config.databaseFile);
  if (!existsSync(backup) || !statSync(backup).isFile()) usage(`No file at ${backup}`);
  if (backup === target) usage('The backup is the database itself.');
  try {
    process.stdout.write(`${await restore(backup, target, values.force, readAuditCheckpointKey(config.dataDir))}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = error instanceof Refusal ? 1 : 2;
  }
}
