/**
 * The scheduled online backup of the embedded SQLite database (SQLite only; PostgreSQL has
 * base backups and WAL archiving instead, docs/operations.md 'Backup and restore'). Every
 * few minutes the job looks at the backup folder: when its newest portal-<UTC time>.db is
 * BACKUP_INTERVAL_HOURS old or more (or there is none), the instance that takes the lease
 * 'sqlite-backup' writes a new copy with the same function as `npm run backup`, then removes
 * the oldest copies beyond BACKUP_KEEP. The schedule is read from the folder, not from
 * memory, so a restart neither skips a backup nor takes one early; a failed run leaves no
 * file, is logged and recorded on the lease (the job monitor shows it), and is tried again
 * at the next check.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Db } from '../database';
import type { Clock } from '../../lib/clock';
import { createLeaseRepository } from '../../lib/job-lease';
import { backupFileName, backupSqlite, listBackups, pruneBackups } from './sqlite-backup';
import { sizeText } from './sqlite-files';

export const SQLITE_BACKUP_JOB = 'sqlite-backup';
export const DEFAULT_BACKUP_INTERVAL_HOURS = 24;
export const DEFAULT_BACKUP_KEEP = 7;
/** How often the job looks whether a backup is due: a backup is at most this late. */
export const BACKUP_CHECK_MS = 10 * 60_000;
/** The lease outlives a backup of any likely size; after a failure the next check retries. */
const LEASE_MS = BACKUP_CHECK_MS / 2;
const HOUR_MS = 3_600_000;

export interface SqliteBackupOptions {
  db: Db;
  clock: Clock;
  /** The database file to copy. */
  source: string;
  /** The folder of portal-<UTC time>.db copies. */
  dir: string;
  intervalHours: number;
  /** How many copies to keep; 0 keeps every one. */
  keep: number;
  log?: { error: (details: object, message: string) => void; info: (message: string) => void };
  /** The copy itself; tests pass one that fails. */
  backup?: (source: string, target: string) => Promise<number>;
}

export type SqliteBackupRun =
  { outcome: 'ran'; file: string; bytes: number; removed: string[] } | { outcome: 'not due' | 'busy' | 'failed' };

const isoTime = (at: number) => new Date(at).toISOString();

/** One check: writes a backup when one is due and this instance takes the lease. Never throws. */
export async function runSqliteBackupOnce(options: SqliteBackupOptions & { holder: string }): Promise<SqliteBackupRun> {
  const { clock, dir, holder } = options;
  const now = clock();
  const newest = listBackups(dir).at(-1);
  if (newest && now - newest.takenAt < options.intervalHours * HOUR_MS) return { outcome: 'not due' };
  const leases = createLeaseRepository(options.db);
  try {
    if (!(await leases.take(SQLITE_BACKUP_JOB, holder, now, now + LEASE_MS))) return { outcome: 'busy' };
    const file = join(dir, backupFileName(now));
    const bytes = await (options.backup ?? backupSqlite)(options.source, file);
    const removed = pruneBackups(dir, options.keep);
    await leases.recordRun(SQLITE_BACKUP_JOB, holder, isoTime(clock()), null);
    const pruned = removed.length > 0 ? `; removed ${removed.length} older beyond ${options.keep}` : '';
    options.log?.info(`Scheduled backup written to ${file} (${sizeText(bytes)}), integrity_check ok${pruned}`);
    return { outcome: 'ran', file, bytes, removed };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    options.log?.error({ err: error }, 'Scheduled backup failed; it is tried again at the next check');
    await leases.recordRun(SQLITE_BACKUP_JOB, holder, isoTime(clock()), message.slice(0, 500)).catch(() => undefined);
    return { outcome: 'failed' };
  }
}

/** Checks soon after start, then every BACKUP_CHECK_MS; the answer stops it (on shutdown). */
export function startSqliteBackupSchedule(options: SqliteBackupOptions & { holder?: string }): { stop: () => void } {
  const holder = options.holder ?? randomUUID();
  let running = false;
  const run = () => {
    // A large database may take longer than a check interval: never two copies at once.
    if (running) return;
    running = true;
    // A backup folder it cannot read (before the run's own catch) is logged, never fatal.
    void runSqliteBackupOnce({ ...options, holder })
      .catch((error: unknown) => options.log?.error({ err: error }, 'Scheduled backup could not run'))
      .finally(() => (running = false));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, BACKUP_CHECK_MS);
  // The schedule alone must not keep a stopping process alive.
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

/** The backup settings of the server's configuration (config.ts). */
interface BackupConfig {
  database: string;
  databaseFile: string;
  backupIntervalHours: number;
  backupKeep: number;
  backupDir: string;
}

/** The server's schedule: none on PostgreSQL (base backups and WAL archiving instead) or with an interval of 0. */
export function scheduleSqliteBackups(options: {
  db: Db;
  config: BackupConfig;
  holder: string;
  log: NonNullable<SqliteBackupOptions['log']>;
}): { stop: () => void } | null {
  const { config } = options;
  if (config.database !== config.databaseFile || config.backupIntervalHours === 0) return null;
  return startSqliteBackupSchedule({
    db: options.db,
    clock: Date.now,
    source: config.databaseFile,
    dir: config.backupDir,
    intervalHours: config.backupIntervalHours,
    keep: config.backupKeep,
    holder: options.holder,
    log: options.log,
  });
}
