/**
 * `npm run restore -- --to <time>`: PostgreSQL point-in-time recovery for the restore
 * command (restore.ts). Picks the newest base backup finished before the time, checks it
 * (pg_verifybackup), recovers it with the archived WAL into a new data directory
 * (db/backup/pg-recovery.ts), checks the recovered database's audit trail and reports what
 * it restored and how to switch the portal over. Nothing of the running database is touched.
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ServerConfig } from '../config';
import { connectDatabase } from '../db/database';
import { AuditCheckpointKey } from '../db/audit/checkpoint';
import { BASE_BACKUP_LABEL, listBaseBackups, runTool } from '../db/backup/pg-base-backup';
import { findPostgresTools } from '../db/postgres-cluster';
import { RecoveryFailure, baseBackupBefore, recoverToTime } from '../db/backup/pg-recovery';
import { chainVerdict, examineRestored } from '../db/backup/restored-check';
import { utcStamp } from '../db/backup/sqlite-backup';
import { sizeText } from '../db/backup/sqlite-files';
import { readAuditCheckpointKey } from '../keys';
import { usageError, wholeNumber } from '../lib/command-line';

/** Where deploy/postgresql-archive.conf archives WAL on a Debian server. */
export const DEFAULT_WAL_ARCHIVE = '/var/lib/postgresql/wal-archive';
/** The port the restored cluster is configured with, beside a running 5432. */
const DEFAULT_RESTORED_PORT = 5433;

const COMMAND = { name: 'restore' };

export interface RestoreToTimeArgs {
  to: string;
  backups?: string;
  walArchive?: string;
  into?: string;
  port?: string;
  positionals: string[];
}

const TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** An ISO 8601 time with its offset; anything else (or a time to come) is a usage error. */
export function recoveryTarget(text: string, now: number): Date {
  const time = TIME.test(text) ? new Date(text.replace(' ', 'T')) : null;
  if (!time || Number.isNaN(time.getTime())) {
    usageError(
      COMMAND,
      `'${text}' is not a time with its UTC offset, e.g. 2026-06-01T14:00+08:00 or 2026-06-01T06:00Z`,
    );
  }
  if (time.getTime() > now) usageError(COMMAND, `${time.toISOString()} is in the future`);
  return time;
}

function switchOver(into: string, port: number, databaseUrl: string): string[] {
  const url = new URL(databaseUrl);
  url.hostname = 'localhost';
  url.port = String(port);
  if (url.password) url.password = 'PASSWORD';
  return [
    'The recovered cluster is stopped. Start it as the PostgreSQL OS user:',
    `  pg_ctl -D ${into} -l ${into}.log start`,
    'then, with the portal stopped, point it at the recovered database:',
    `  DATABASE_URL=${url.toString()} npm start`,
    'or move the directory in place of the old cluster (docs/operations.md "Backup and restore").',
  ];
}

/** The recovered database's contents and audit chain, read over the recovery run's socket. */
async function examineRecovered(url: string, auditKey: Buffer | undefined) {
  const connected = connectDatabase(url);
  const db = auditKey ? connected.withPlugin(new AuditCheckpointKey(auditKey)) : connected;
  try {
    return await examineRestored(db, auditKey !== undefined);
  } finally {
    await db.destroy();
  }
}

function failure(error: unknown, target: Date): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RecoveryFailure && message.includes('before configured recovery target was reached')) {
    return `The WAL archive ends before ${target.toISOString()}: on the primary run SELECT pg_switch_wal() (or wait for archive_timeout) and try again, or choose an earlier time.\n${message}\n`;
  }
  return `Recovery failed: ${message}\n`;
}

/** Runs the recovery; answers the exit code (0 recovered and verified, 1 refused or broken, 2 error). */
export async function restoreToTime(args: RestoreToTimeArgs, config: ServerConfig): Promise<number> {
  if (args.positionals.length > 0)
    usageError(COMMAND, 'Name a backup file (SQLite) or give --to (PostgreSQL), not both');
  if (config.database === config.databaseFile) {
    usageError(COMMAND, '--to recovers PostgreSQL: set DATABASE_URL to the database to recover (its name and role)');
  }
  const target = recoveryTarget(args.to, Date.now());
  const port = args.port ? wholeNumber(COMMAND, '--port', args.port) : DEFAULT_RESTORED_PORT;
  const bin = findPostgresTools();
  if (!bin) usageError(COMMAND, 'No PostgreSQL binaries (pg_ctl, postgres) on PATH or under /usr/lib/postgresql');
  const root = resolve(args.backups ?? join(config.dataDir, 'backups', 'postgresql'));
  const walArchive = resolve(args.walArchive ?? DEFAULT_WAL_ARCHIVE);
  if (!existsSync(walArchive)) usageError(COMMAND, `No WAL archive at ${walArchive} (--wal-archive)`);

  const backups = listBaseBackups(root);
  const base = baseBackupBefore(backups, target);
  if (!base) {
    const oldest = backups[0]
      ? `the oldest finished at ${new Date(backups[0].finishedAt).toISOString()}`
      : 'there is none';
    process.stderr.write(`No base backup in ${root} finished before ${target.toISOString()} (${oldest}).\n`);
    return 1;
  }
  const into = resolve(args.into ?? join(root, `restored-${utcStamp(target)}`));
  const databaseUrl = new URL(config.database);
  const auditKey = readAuditCheckpointKey(config.dataDir);
  const existed = existsSync(into);
  const started = performance.now();
  try {
    runTool(join(bin, 'pg_verifybackup'), ['--quiet', '--ignore', BASE_BACKUP_LABEL, base.dir]);
    const recovered = await recoverToTime(
      {
        bin,
        base,
        into,
        walArchive,
        target,
        port,
        database: decodeURIComponent(databaseUrl.pathname.slice(1)) || 'postgres',
        user: decodeURIComponent(databaseUrl.username) || 'postgres',
      },
      (url) => examineRecovered(url, auditKey),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { chain, holds } = recovered.checked;
    const checkpoint = auditKey ? ' with its checkpoint' : '; its checkpoint was not checked (no key in DATA_DIR/keys)';
    process.stdout.write(
      [
        `Base backup used: ${base.dir} (finished ${new Date(base.finishedAt).toISOString()}, ${sizeText(base.bytes)}), pg_verifybackup ok.`,
        `Recovered ${into} to ${target.toISOString()} in ${seconds} s: the last transaction replayed committed at ${recovered.reachedAt ?? '(none after the base backup)'}.`,
        `It holds ${holds}; ${chainVerdict(chain, checkpoint)}.`,
        ...switchOver(into, port, config.database),
        '',
      ].join('\n'),
    );
    return chain.ok ? 0 : 1;
  } catch (error) {
    process.stderr.write(failure(error, target));
    // A half-recovered directory is of no use; its log (beside it) says what happened.
    if (!existed) rmSync(into, { recursive: true, force: true });
    return error instanceof RecoveryFailure ? 1 : 2;
  }
}
