/**
 * PostgreSQL base backups for point-in-time recovery (`npm run backup -- --base`): each one a
 * folder base-<UTC time> in the backup folder (by default DATA_DIR/backups/postgresql), a
 * plain-format copy of the whole cluster taken by pg_basebackup with the WAL it needs
 * (-X stream) and its backup_manifest, checked with pg_verifybackup, plus portal-backup.json
 * (when it started and finished, its size, its first WAL file). Together with the archived
 * WAL after it (deploy/postgresql-archive.conf) it restores the database as it was at any
 * time after it finished (pg-recovery.ts). The folder is written as base-<time>.partial and
 * renamed only when checked; the retention removes the oldest beyond a number, and the
 * archived WAL older than the oldest base backup kept, which nothing can use any more.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UnsoundCopy, stampTime, utcStamp } from './sqlite-backup';
import { syncDirectory } from './sqlite-files';

/** The file beside the cluster's files in a base backup folder that says what it is. */
export const BASE_BACKUP_LABEL = 'portal-backup.json';
const BASE_FOLDER = /^base-(\d{8}T\d{6}Z)$/;

export interface BaseBackup {
  /** The folder, e.g. /srv/backups/postgresql/base-20260601T020000Z */
  dir: string;
  name: string;
  /** Epoch ms: when pg_basebackup started, and when the backup was complete and checked. */
  startedAt: number;
  finishedAt: number;
  bytes: number;
  /** The first WAL segment the backup needs, e.g. 000000010000000000000004 */
  startWalFile: string;
}

interface Label {
  startedAt: string;
  finishedAt: string;
  bytes: number;
  startWalFile: string;
}

/** A command that failed, with what it printed. */
export class ToolFailure extends Error {}

/** Runs a PostgreSQL tool; answers its stdout, or throws ToolFailure with its output. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { encoding: 'utf8', env });
  if (result.error) throw new ToolFailure(`${command}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new ToolFailure(`${command} failed (exit ${result.status}):\n${`${result.stderr}${result.stdout}`.trim()}`);
  }
  return result.stdout;
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sum + folderBytes(path);
    return sum + (entry.isFile() ? statSync(path).size : 0);
  }, 0);
}

/** The connection string without its password, and the password as libpq's PGPASSWORD (not in `ps`). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** The first WAL file a backup needs, from its backup_label. */
function startWalFile(dir: string): string {
  const label = readFileSync(join(dir, 'backup_label'), 'utf8');
  const file = /^START WAL LOCATION: .* \(file ([0-9A-F]{24})\)$/m.exec(label)?.[1];
  if (!file) throw new ToolFailure(`No START WAL LOCATION in ${join(dir, 'backup_label')}`);
  return file;
}

/**
 * Takes a base backup of the cluster of `url` (its role needs the REPLICATION attribute and a
 * replication line in pg_hba.conf) into `root`/base-<UTC time>; checks it with pg_verifybackup.
 */
export function takeBaseBackup(options: { bin: string; url: string; root: string; now?: () => number }): BaseBackup {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const name = `base-${utcStamp(new Date(startedAt))}`;
  const dir = join(options.root, name);
  if (existsSync(dir)) throw new ToolFailure(`${dir} exists already; a backup never overwrites one`);
  mkdirSync(options.root, { recursive: true });
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    const { dbname, env } = connection(options.url);
    // --checkpoint=fast: start now rather than at the next scheduled checkpoint.
    runTool(
      join(options.bin, 'pg_basebackup'),
      ['-d', dbname, '-D', partial, '-F', 'plain', '-X', 'stream', '--checkpoint=fast', '--no-password'],
      env,
    );
    try {
      runTool(join(options.bin, 'pg_verifybackup'), ['--quiet', partial]);
    } catch (error) {
      throw new UnsoundCopy(error instanceof Error ? error.message : String(error));
    }
    const label: Label = {
      startedAt: new Date(startedAt).toISOString(),
      finishedAt: new Date(now()).toISOString(),
      bytes: folderBytes(partial),
      startWalFile: startWalFile(partial),
    };
    writeFileSync(join(partial, BASE_BACKUP_LABEL), `${JSON.stringify(label, null, 2)}\n`);
    renameSync(partial, dir);
    syncDirectory(options.root);
    return readBaseBackup(dir) ?? fail(dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

function fail(dir: string): never {
  throw new ToolFailure(`${dir} has no readable ${BASE_BACKUP_LABEL}`);
}

function readBaseBackup(dir: string): BaseBackup | undefined {
  const name = dir.split('/').at(-1) ?? '';
  const stamp = BASE_FOLDER.exec(name)?.[1];
  if (!stamp) return undefined;
  try {
    const label = JSON.parse(readFileSync(join(dir, BASE_BACKUP_LABEL), 'utf8')) as Label;
    return {
      dir,
      name,
      startedAt: stampTime(stamp),
      finishedAt: Date.parse(label.finishedAt),
      bytes: label.bytes,
      startWalFile: label.startWalFile,
    };
  } catch {
    return undefined;
  }
}

/** The complete base backups in `root`, oldest first (a folder without its label is not one). */
export function listBaseBackups(root: string): BaseBackup[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .flatMap((name) => readBaseBackup(join(root, name)) ?? [])
    .sort((a, b) => a.startedAt - b.startedAt);
}

/**
 * Removes the oldest base backups beyond the newest `keep`, and, given the WAL archive, the
 * archived segments older than the oldest one kept (pg_archivecleanup). Answers what went.
 */
export function pruneBaseBackups(options: { bin: string; root: string; keep: number; walArchive?: string }): {
  removed: string[];
  walCleanedBefore: string | null;
} {
  const backups = listBaseBackups(options.root);
  const removed = backups.slice(0, Math.max(0, backups.length - options.keep));
  for (const backup of removed) rmSync(backup.dir, { recursive: true, force: true });
  const oldestKept = backups[removed.length];
  if (!options.walArchive || !oldestKept) return { removed: removed.map((b) => b.name), walCleanedBefore: null };
  runTool(join(options.bin, 'pg_archivecleanup'), [options.walArchive, oldestKept.startWalFile]);
  return { removed: removed.map((b) => b.name), walCleanedBefore: oldestKept.startWalFile };
}
