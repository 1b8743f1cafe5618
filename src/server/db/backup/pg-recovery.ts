/**
 * Point-in-time recovery of PostgreSQL (`npm run restore -- --to <time>`): copies a base
 * backup (pg-base-backup.ts) into a new data directory, starts PostgreSQL on it with recovery
 * configured (restore_command fetching the archived WAL, recovery_target_time, and
 * recovery_target_action=promote), waits until recovery has ended, hands the database to a
 * check, and stops the server again. The recovery run listens on a private Unix socket only
 * (no TCP, trust within a 0700 folder), does not archive, and changes no configuration
 * file but port = <port> in postgresql.auto.conf; the data directory it leaves is a normal
 * cluster, ready to be started. A source whose configuration lived outside its data
 * directory (Debian keeps it in /etc/postgresql) gets a minimal postgresql.conf, pg_hba.conf
 * (peer locally, scram-sha-256 from 127.0.0.1 and ::1) and pg_ident.conf.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { clusterRunner, freePort } from '../postgres-cluster';
import { BASE_BACKUP_LABEL, type BaseBackup, ToolFailure, runTool } from './pg-base-backup';

/** Recovery ended without reaching the target, or the server could not start: the log says why. */
export class RecoveryFailure extends Error {}

export interface RecoveryOptions {
  bin: string;
  base: BaseBackup;
  /** The new data directory: must not exist, or be empty. */
  into: string;
  walArchive: string;
  target: Date;
  /** The port written into the restored cluster's configuration (for when it is started). */
  port: number;
  /** The database and role the check connects as. */
  database: string;
  user: string;
}

/** The newest base backup complete before `target`, if any. */
export function baseBackupBefore(backups: BaseBackup[], target: Date): BaseBackup | undefined {
  return backups.filter((backup) => backup.finishedAt < target.getTime()).at(-1);
}

const asRoot = () => process.getuid?.() === 0;

function asPostgres(command: string, args: string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** The base backup's files in a new data directory of the server's OS user, mode 0700. */
function layOut(base: BaseBackup, into: string, port: number): void {
  if (existsSync(into) && readdirSync(into).length > 0) {
    throw new ToolFailure(`${into} is not empty: recovery needs a new data directory`);
  }
  cpSync(base.dir, into, { recursive: true, filter: (source) => basename(source) !== BASE_BACKUP_LABEL });
  const minimal: Record<string, string> = {
    'postgresql.conf':
      "# Written by npm run restore: the backed-up cluster kept its configuration elsewhere.\nlisten_addresses = 'localhost'\n",
    'pg_hba.conf': 'local all all peer\nhost all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n',
    'pg_ident.conf': '',
  };
  for (const [file, text] of Object.entries(minimal)) {
    if (!existsSync(join(into, file))) writeFileSync(join(into, file), text);
  }
  appendFileSync(join(into, 'postgresql.auto.conf'), `port = '${port}'\n`);
  writeFileSync(join(into, 'recovery.signal'), '');
  if (asRoot()) execFileSync('chown', ['-R', 'postgres:postgres', into]);
  execFileSync('chmod', ['-R', 'go-rwx', into]);
  // The server refuses a data directory others can read, and must reach it through its parents.
  try {
    clusterRunner(into)('test', ['-r', join(into, 'PG_VERSION')]);
  } catch {
    throw new ToolFailure(
      `PostgreSQL's OS user cannot reach ${into}: choose --into under a folder it may enter (e.g. /var/lib/postgresql)`,
    );
  }
}

function quoted(path: string): string {
  if (path.includes("'")) throw new ToolFailure(`The WAL archive path may not contain a quote: ${path}`);
  return `'${path}'`;
}

function logTail(file: string): string {
  return readFileSync(file, 'utf8').trim().split('\n').slice(-12).join('\n');
}

interface RecoveryRun {
  child: ChildProcess;
  exited: Promise<number | null>;
  socketDir: string;
  port: number;
  log: string;
}

async function startRecovery(options: RecoveryOptions): Promise<RecoveryRun> {
  const socketDir = mkdtempSync(join(tmpdir(), 'portal-restore-'));
  const hba = join(socketDir, 'pg_hba.conf');
  writeFileSync(hba, 'local all all trust\n');
  if (asRoot()) execFileSync('chown', ['-R', 'postgres:postgres', socketDir]);
  const port = await freePort();
  const log = `${options.into}.restore.log`;
  const fd = openSync(log, 'a');
  const settings = {
    port: String(port),
    listen_addresses: '',
    unix_socket_directories: socketDir,
    hba_file: hba,
    // Not into the live archive: the recovered copy is checked first, then maybe discarded.
    archive_mode: 'off',
    // No read-only connections during recovery: they would require max_connections and the
    // like at least as high as on the backed-up server, whose settings may not be here.
    hot_standby: 'off',
    restore_command: `cp ${quoted(join(options.walArchive, '%f'))} '%p'`,
    // PostgreSQL's own spelling: it refuses ISO 8601's 'T' and 'Z' here.
    recovery_target_time: options.target.toISOString().replace('T', ' ').replace('Z', '+00'),
    recovery_target_action: 'promote',
  };
  const args = ['-D', options.into, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  const [command, argv] = asPostgres(join(options.bin, 'postgres'), args);
  const child = spawn(command, argv, { stdio: ['ignore', fd, fd], cwd: tmpdir() });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, socketDir, port, log };
}

/** Waits until the server has left recovery (promoted); answers the last replayed commit's time. */
async function untilPromoted(run: RecoveryRun, options: RecoveryOptions): Promise<string | null> {
  let finished = false;
  void run.exited.then(() => (finished = true));
  const config = { host: run.socketDir, port: run.port, database: options.database, user: options.user };
  for (;;) {
    if (finished) {
      throw new RecoveryFailure(`PostgreSQL stopped during recovery; the end of ${run.log}:\n${logTail(run.log)}`);
    }
    const client = new pg.Client(config);
    try {
      await client.connect();
      const { rows } = await client.query<{ recovering: boolean; reached: string | null }>(
        'select pg_is_in_recovery() as recovering, pg_last_xact_replay_timestamp()::text as reached',
      );
      if (rows[0] && !rows[0].recovering) return rows[0].reached;
    } catch {
      // Starting up, or not consistent yet: try again.
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(200);
  }
}

/**
 * Recovers `base` plus the archived WAL to `target` in `into`, runs `check` on the recovered
 * database (a connection URL over the private socket) while the server runs, then stops it.
 */
export async function recoverToTime<T>(
  options: RecoveryOptions,
  check: (url: string) => Promise<T>,
): Promise<{ reachedAt: string | null; checked: T; log: string }> {
  layOut(options.base, options.into, options.port);
  const run = await startRecovery(options);
  try {
    const reachedAt = await untilPromoted(run, options);
    const url = `postgres://${encodeURIComponent(options.user)}@localhost:${run.port}/${encodeURIComponent(options.database)}?host=${encodeURIComponent(run.socketDir)}`;
    const checked = await check(url);
    return { reachedAt, checked, log: run.log };
  } finally {
    if (run.child.exitCode === null) {
      try {
        runTool(...asPostgres(join(options.bin, 'pg_ctl'), ['-D', options.into, '-m', 'fast', '-w', 'stop']));
      } catch {
        run.child.kill('SIGKILL');
      }
      await run.exited;
    }
    rmSync(run.socketDir, { recursive: true, force: true });
  }
}
