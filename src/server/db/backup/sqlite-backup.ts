/**
 * The online copy of the embedded SQLite database that `npm run backup` and the scheduled
 * backup job (backup-job.ts) both make, and the folder of such copies: files named
 * portal-<UTC time>.db (by default in DATA_DIR/backups), each one committed state of the
 * database in a single self-contained file, kept until the retention removes the oldest.
 *
 * The copy is made with SQLite's online backup API (better-sqlite3 `db.backup`), all pages
 * in one step, so it is one committed state: the server's writes go on meanwhile (WAL readers
 * do not block writers) and are simply not in it. It is written to a `.partial` file, made a
 * single file (rollback journal), checked with PRAGMA integrity_check and only then renamed
 * to its name, so a file with a backup's name is always a sound copy.
 */
import SQLite from 'better-sqlite3';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { integrityOf, syncDirectory } from './sqlite-files';

/** Pages per backup step: all of them, so the copy is taken inside one read transaction. */
const ALL_PAGES = 0x7fffffff;

/** The copy failed PRAGMA integrity_check (its message is SQLite's verdict); nothing was written. */
export class UnsoundCopy extends Error {}

/** 2025-06-01T08:30:00.123Z -> 20250601T083000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** 20250601T083000Z -> epoch ms of 2025-06-01T08:30:00Z */
export function stampTime(stamp: string): number {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

const BACKUP_FILE = /^portal-(\d{8}T\d{6}Z)\.db$/;

/** The name a backup taken at `at` gets: portal-<UTC time>.db. */
export function backupFileName(at: number): string {
  return `portal-${utcStamp(new Date(at))}.db`;
}

export interface BackupFile {
  file: string;
  /** When it was taken (from its name), epoch ms. */
  takenAt: number;
}

/** The backups in `dir` (files named portal-<UTC time>.db), oldest first; none when there is no folder. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const stamp = BACKUP_FILE.exec(name)?.[1];
      return stamp ? [{ file: join(dir, name), takenAt: stampTime(stamp) }] : [];
    })
    .sort((a, b) => a.takenAt - b.takenAt);
}

/** Removes the oldest backups in `dir` beyond the newest `keep` (0 keeps all); answers the removed files. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (keep <= 0) return [];
  const backups = listBackups(dir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep)).map((backup) => backup.file);
  for (const file of removed) rmSync(file, { force: true });
  return removed;
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

/**
 * Copies the database `source` to `target` through a `.partial` file; answers the copy's
 * size in bytes, or throws (UnsoundCopy when it fails the check) leaving no file behind.
 */
export async function backupSqlite(source: string, target: string): Promise<number> {
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
