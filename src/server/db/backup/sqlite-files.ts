/** What the backup and restore commands share: SQLite's own verdict on a file, and durable renames. */
import type SQLite from 'better-sqlite3';
import { closeSync, fsyncSync, openSync } from 'node:fs';

/** PRAGMA integrity_check as one line: 'ok' when the file is sound. */
export function integrityOf(db: SQLite.Database): string {
  return (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
}

/** Flushes a directory entry (a rename into it) to disk. */
export function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}
