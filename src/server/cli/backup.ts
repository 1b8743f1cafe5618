/**
 * Writes a consistent copy of the embedded SQLite database, also while the server runs:
 *
 *   npm run backup [-- --out FILE] [--db ./data/portal.db]
 *
 * The copy goes to FILE, by default DATA_DIR/backups/portal-<UTC time>.db, and is never
 * overwritten. It is made as the scheduled backup makes it (db/backup/sqlite-backup.ts):
 * SQLite's online backup API, one committed state of the database even while the server
 * writes, a single self-contained file, checked with PRAGMA integrity_check before it gets
 * its name; the command prints its path and size.
 *
 * With DATABASE_URL, `npm run backup -- --base` takes a PostgreSQL base backup for
 * point-in-time recovery instead (db/backup/pg-base-backup.ts), checked with
 * pg_verifybackup, and with --keep removes the oldest (and the WAL only they needed).
 *
 * Everything the portal stores is in this one file, uploads included: staff avatars are
 * kept in the database (staff_user.avatar_data), there is no upload folder. Not in it:
 * DATA_DIR/keys (the RSA key pair and the session and RECRUIT-SIGN secrets), which do not
 * change after the first start; copy that folder once, separately and securely.
 * Exit code 0 when the copy is written and sound, 1 when it fails the check (it is
 * removed), 2 on a usage or database error.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConfig } from '../config';
import { UnsoundCopy, backupFileName, backupSqlite } from '../db/backup/sqlite-backup';
import { pruneBaseBackups, takeBaseBackup } from '../db/backup/pg-base-backup';
import { findPostgresTools } from '../db/postgres-cluster';
import { sizeText } from '../db/backup/sqlite-files';
import { parseCommandLine, usageError, wholeNumber } from '../lib/command-line';

const command = {
  name: 'backup',
  usage: `Usage: npm run backup [-- --out FILE] [--db DATABASE_FILE]
       npm run backup -- --base [--backups DIR] [--keep N [--wal-archive DIR]]

SQLite: writes a consistent copy of the embedded database, also while the server runs,
checks it (PRAGMA integrity_check) and prints its path and size. DATA_DIR/keys is not in
it: copy that folder once, separately and securely.

PostgreSQL (DATABASE_URL, whose role needs REPLICATION): --base takes a base backup of the
cluster for point-in-time recovery with pg_basebackup (plain format, with its WAL) into
<backups>/base-<UTC time>, checks it with pg_verifybackup and prints its size and time.
WAL archiving must be on (deploy/postgresql-archive.conf); npm run restore -- --to TIME
recovers from both.

Options:
  --out FILE         where to write the SQLite copy, never overwritten (default:
                     DATA_DIR/backups/portal-<UTC time>.db)
  --db FILE          the database file (default: DATABASE_FILE, else DATA_DIR/portal.db)
  --base             a PostgreSQL base backup instead
  --backups DIR      the base backups' folder (default: DATA_DIR/backups/postgresql)
  --keep N           after the backup, remove the oldest base backups beyond N
  --wal-archive DIR  with --keep: also remove the archived WAL older than the oldest kept
  -h, --help         show this help

Exit code 0 when written and sound, 1 when the copy fails the check, 2 on a usage or
database error.`,
  options: {
    out: { type: 'string' },
    db: { type: 'string' },
    base: { type: 'boolean', default: false },
    backups: { type: 'string' },
    keep: { type: 'string' },
    'wal-archive': { type: 'string' },
  },
} as const;

function usage(message: string): never {
  return usageError(command, message);
}

function sqliteBackup(values: { out?: string; db?: string }, config: ReturnType<typeof readConfig>): Promise<void> {
  if (!values.db && config.database !== config.databaseFile) {
    usage('DATABASE_URL is set: take a PostgreSQL base backup with --base, or a dump with pg_dump');
  }
  const source = resolve(values.db ?? config.databaseFile);
  const target = resolve(values.out ?? join(config.dataDir, 'backups', backupFileName(Date.now())));
  if (!existsSync(source) || !statSync(source).isFile()) usage(`No database at ${source}`);
  if (existsSync(target)) usage(`${target} exists already; a backup never overwrites a file`);
  return backupSqlite(source, target).then(
    (bytes) => {
      process.stdout.write(
        `Backup of ${source} written to ${target} (${sizeText(bytes)}, ${bytes} bytes); integrity_check: ok\n`,
      );
    },
    (error: unknown) => {
      if (error instanceof UnsoundCopy) {
        process.stderr.write(
          `The copy of ${source} failed PRAGMA integrity_check: ${error.message}\nNo backup written.\n`,
        );
        process.exitCode = 1;
      } else {
        process.stderr.write(
          `Backup failed: ${error instanceof Error ? error.message : String(error)}\nNo backup written.\n`,
        );
        process.exitCode = 2;
      }
    },
  );
}

function baseBackup(
  values: { backups?: string; keep?: string; 'wal-archive'?: string },
  config: ReturnType<typeof readConfig>,
): void {
  if (config.database === config.databaseFile) usage('--base backs up PostgreSQL: set DATABASE_URL');
  const keep = values.keep === undefined ? undefined : wholeNumber(command, '--keep', values.keep);
  if (values['wal-archive'] !== undefined && keep === undefined) usage('--wal-archive goes with --keep');
  const bin = findPostgresTools();
  if (!bin) usage('No PostgreSQL binaries (pg_basebackup) on PATH or under /usr/lib/postgresql');
  const root = resolve(values.backups ?? join(config.dataDir, 'backups', 'postgresql'));
  const started = performance.now();
  try {
    const backup = takeBaseBackup({ bin, url: config.database, root });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Base backup written to ${backup.dir} (${sizeText(backup.bytes)}, ${backup.bytes} bytes) in ${seconds} s; pg_verifybackup: ok\n`,
    );
    if (keep === undefined) return;
    const walArchive = values['wal-archive'] === undefined ? undefined : resolve(values['wal-archive']);
    const pruned = pruneBaseBackups({ bin, root, keep, walArchive });
    const wal = pruned.walCleanedBefore ? `; archived WAL before ${pruned.walCleanedBefore} removed` : '';
    process.stdout.write(`Kept the newest ${keep}; removed ${pruned.removed.join(', ') || 'none'}${wal}\n`);
  } catch (error) {
    process.stderr.write(`Base backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = error instanceof UnsoundCopy ? 1 : 2;
  }
}

const { values } = parseCommandLine(command);
const config = readConfig();
if (values.base) baseBackup(values, config);
else await sqliteBackup(values, config);
