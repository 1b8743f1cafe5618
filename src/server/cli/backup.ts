/**
 * Writes a consistent copy of the embedded SQLite database, also while the server runs:
 *
 *   npm run backup [-- --out FILE] [--db ./data/portal.db]
 *
 * The copy goes to FILE, by default DATA_DIR/backups/portal-<UTC time>.db, and is never
 * overwritten. It is made with SQLite's online backup API (better-sqlite3 `db.backup`),
 * all pages in one step, so it is one committed state of the database: the server's
 * writes go on meanwhile (WAL readers do not block writers) and are simply not in it.
 * The copy is then made a single self-contained file (rollback journal), checked with
 * PRAGMA integrity_check and moved to its name; the command prints its path and size.
 *
 * Everything the portal stores is in this one file, uploads included: staff avatars are
 * kept in the database (staff_user.avatar_data), there is no upload folder. Not in it:
 * DATA_DIR/keys (the RSA key pair and the session and RECRUIT-SIGN secrets), which do not
 * change after the first start; copy that folder once, separately and securely.
 * For PostgreSQL (DATABASE_URL) use pg_dump instead (docs/operations.md 'Backup and restore').
 * Exit code 0 when the copy is written and sound, 1 when it fails the check (it is
 * removed), 2 on a usage or database error.
 */
import SQLite from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readConfig } from '../config';
import { integrityOf, sizeText, syncDirectory } from './sqlite-files';
import { parseCommandLine, usageError } from '../lib/command-line';

/** Pages per backup step: all of them, so the copy is taken inside one read transaction. */
const ALL_PAGES = 0x7fffffff;

class UnsoundCopy extends Error {}

/** 2025-06-01T08:30:00.123Z -> 20250601T083000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const command = {
  name: 'backup',
  usage: `Usage: npm run backup [-- --out FILE] [--db DATABASE_FILE]

Writes a consistent copy of the embedded SQLite database, also while the server runs,
checks it (PRAGMA integrity_check) and prints its path and size. DATA_DIR/keys is not in
it: copy that folder once, separately and securely. For PostgreSQL use pg_dump.

Options:
  --out FILE     where to write the copy, never overwritten (default:
                 DATA_DIR/backups/portal-<UTC time>.db)
  --db FILE      the database file (default: DATABASE_FILE, else DATA_DIR/portal.db)
  -h, --help     show this help

Exit code 0 when written and sound, 1 when the copy fails the check, 2 on a usage or
database error.`,
  options: { out: { type: 'string' }, db: { type: 'string' } },
} as const;

function usage(message: string): never {
  return usageError(command, message);
}

/** Makes the copy a single file (no -wal beside it) and answers SQLite's verdict on it. */
function sealAndCheck(file: string): string {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    return integrityOf(copy);
  } finally {
    copy.close();
  }
}

/** Copies `source` to `target` through a `.partial` file; answers the size, or throws when unsound. */
async function backup(source: string, target: string): Promise<number> {
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    const db = new SQLite(source, { fileMustExist: true });
    try {
      // The server holds the write lock for milliseconds at a time; wait for it rather than fail.
      db.pragma('busy_timeout = 5000');
      await db.backup(partial, { progress: () => ALL_PAGES });
    } finally {
      db.close();
    }
    const integrity = sealAndCheck(partial);
    if (integrity !== 'ok') throw new UnsoundCopy(integrity);
    renameSync(partial, target);
    syncDirectory(dirname(target));
    return statSync(target).size;
  } finally {
    rmSync(partial, { force: true });
  }
}

const { values } = parseCommandLine(command);
const config = readConfig();
if (!values.db && config.database !== config.databaseFile) {
  usage('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md "Backup and restore").');
}
const source = resolve(values.db ?? config.databaseFile);
const target = resolve(values.out ?? join(config.dataDir, 'backups', `portal-${utcStamp(new Date())}.db`));
if (!existsSync(source) || !statSync(source).isFile()) usage(`No database at ${source}`);
if (existsSync(target)) usage(`${target} exists already; a backup never overwrites a file`);
try {
  const bytes = await backup(source, target);
  process.stdout.write(
    `Backup of ${source} written to ${target} (${sizeText(bytes)}, ${bytes} bytes); integrity_check: ok\n`,
  );
} catch (error) {
  if (error instanceof UnsoundCopy) {
    process.stderr.write(`The copy of ${source} failed PRAGMA integrity_check: ${error.message}\nNo backup written.\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(
      `Backup failed: ${error instanceof Error ? error.message : String(error)}\nNo backup written.\n`,
    );
    process.exitCode = 2;
  }
}
