/**
 * A throwaway PostgreSQL cluster: initdb into a new temporary directory, a server on
 * 127.0.0.1 and a free port with trust authentication, and `stop()` that shuts it down and
 * deletes the directory with everything in it. For the test runs (tests/run-all.ts, the
 * unit-pg project) and for trying the server (npm run pg:local); never for real data:
 * fsync is off. The failover drill (tests/ops/failover-drill.ts) asks for durable settings,
 * more server settings and a streaming standby of another cluster (ClusterOptions).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface ThrowawayCluster {
  /** Superuser URL of the `postgres` database, e.g. postgres://postgres@127.0.0.1:54321/postgres */
  url: string;
  /** The server's version, e.g. '15.18'. */
  version: string;
  /** With `walArchive`: the folder the server archives its WAL segments into (basic_archive). */
  walArchive?: string;
  stop: () => void;
  /** The server's port on 127.0.0.1. */
  port: number;
  /** The cluster's data directory (PGDATA). */
  dataDirectory: string;
  /** The server's log file. */
  logFile: string;
  /**
   * SIGKILL to the postmaster and every process it started, at once: what the database
   * machine's death leaves behind (no shutdown checkpoint, connections reset). stop() then
   * only deletes the directory.
   */
  kill: () => void;
  /** pg_ctl promote: a standby ends recovery and takes writes (resolves when it does). */
  promote: () => Promise<void>;
}

export interface ClusterOptions {
  /** fsync, synchronous_commit and full_page_writes as a production server has them (default: off, for speed). */
  durable?: boolean;
  /** More server settings (-c name=value), e.g. { synchronous_standby_names: 'standby' }. */
  settings?: Record<string, string>;
  /**
   * Instead of initdb, a streaming standby of the server at `url` (its superuser URL):
   * pg_basebackup -R, connecting as `applicationName` (what synchronous_standby_names names).
   */
  standbyOf?: { url: string; applicationName: string };
  /** Archive every finished WAL segment into a folder of the cluster's (point-in-time recovery tests). */
  walArchive?: boolean;
}

const LIBRARY_BINARIES = '/usr/lib/postgresql';

/** The directory holding initdb and pg_ctl: on PATH, else the newest Debian PostgreSQL. */
export function findPostgresBinaries(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  if (!existsSync(LIBRARY_BINARIES)) return undefined;
  const versions = readdirSync(LIBRARY_BINARIES)
    .filter((name) => existsSync(join(LIBRARY_BINARIES, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(LIBRARY_BINARIES, versions[0], 'bin');
}

/**
 * The folder of all PostgreSQL's tools (pg_basebackup, pg_verifybackup, ...): where the
 * pg_ctl found on PATH really lives, as PATH may hold links to a few of them only.
 */
export function findPostgresTools(): string | undefined {
  const bin = findPostgresBinaries();
  return bin === undefined ? undefined : dirname(realpathSync(join(bin, 'pg_ctl')));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: as root the cluster belongs to the `postgres` OS user. */
export function clusterRunner(dataDir: string): (command: string, args: string[]) => string {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dataDir, uid, gid);
  }
  return (command, args) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: tmpdir() });
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr}${result.stdout}`);
    }
    return result.stdout;
  };
}

/** A folder for archived WAL inside the cluster's directory, writable by the server. */
function archiveFolder(dataDir: string): string {
  const folder = join(dataDir, 'wal-archive');
  mkdirSync(folder);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', folder]);
  return folder;
}

/** WAL archiving as deploy/postgresql-archive.conf sets it up (basic_archive copies, fsyncs and renames). */
function archiveSettings(folder: string): string[] {
  return [
    '-c wal_level=replica -c archive_mode=on',
    `-c archive_library=basic_archive -c basic_archive.archive_directory=${folder}`,
  ];
}

/** Extra settings for pg_ctl -o, which a shell splits: each one quoted. */
function quotedSettings(settings: Record<string, string>): string[] {
  return Object.entries(settings).map(([name, value]) => {
    if (!/^[a-z_.]+$/.test(name) || value.includes("'")) throw new Error(`Unusable setting ${name}=${value}`);
    return `-c '${name}=${value}'`;
  });
}

/** The PIDs of a process's children (from /proc), e.g. the postmaster's backends. */
function childProcesses(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // pid (comm) state ppid ...: the comm may hold spaces, so read after its last ')'.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

export async function startThrowawayCluster(options: ClusterOptions = {}): Promise<ThrowawayCluster> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error(`No PostgreSQL binaries (initdb, pg_ctl) on PATH or under ${LIBRARY_BINARIES}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const run = clusterRunner(dataDir);
    const cluster = join(dataDir, 'cluster');
    // UTF-8 character classes, so pg_trgm takes Chinese characters into trigrams, and the C
    // collation, so text sorts by code point as SQLite's BINARY collation does.
    if (options.standbyOf) {
      // A copy of the primary, streaming its WAL; -R writes primary_conninfo and standby.signal.
      const primary = new URL(options.standbyOf.url);
      const conninfo = `host=${primary.hostname} port=${primary.port} user=${primary.username || 'postgres'} application_name=${options.standbyOf.applicationName}`;
      run(join(findPostgresTools() ?? bin, 'pg_basebackup'), [
        '-d',
        conninfo,
        '-D',
        cluster,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
    } else {
      run(join(bin, 'initdb'), [
        '-D',
        cluster,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--lc-collate=C',
        '--no-sync',
      ]);
    }
    const port = await freePort();
    const walArchive = options.walArchive ? archiveFolder(dataDir) : undefined;
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dataDir}`,
      // Test and demo data only: durability is traded for speed.
      ...(options.durable ? [] : ['-c fsync=off -c synchronous_commit=off -c full_page_writes=off']),
      // Test files run in parallel, each test on its own database with its own pool.
      '-c max_connections=300',
      ...(walArchive ? archiveSettings(walArchive) : []),
      ...quotedSettings(options.settings ?? {}),
    ].join(' ');
    run(join(bin, 'pg_ctl'), [
      '-D',
      cluster,
      '-l',
      join(dataDir, 'server.log'),
      '-o',
      settings,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    let killed = false;
    const stop = () => {
      try {
        if (!killed) run(join(bin, 'pg_ctl'), ['-D', cluster, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        // A Ctrl-C in the terminal reaches the server too, which then shuts itself down.
        if (existsSync(join(cluster, 'postmaster.pid'))) throw error;
      }
      remove();
    };
    const kill = () => {
      const postmaster = Number(readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
      killed = true;
      for (const pid of [postmaster, ...childProcesses(postmaster)]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
    };
    // Without blocking the caller's event loop: the drill measures its clients meanwhile.
    const promote = () =>
      new Promise<void>((resolve, reject) => {
        const args = ['-D', cluster, '-w', '-t', '60', 'promote'];
        const [file, argv] =
          process.getuid?.() === 0
            ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args]]
            : [join(bin, 'pg_ctl'), args];
        execFile(file, argv, { cwd: tmpdir() }, (error, stdout, stderr) =>
          error ? reject(new Error(`pg_ctl promote failed: ${stderr}${stdout}`, { cause: error })) : resolve(),
        );
      });
    const version = /PostgreSQL\)? ([0-9.]+)/.exec(run(join(bin, 'postgres'), ['--version']))?.[1] ?? 'unknown';
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      version,
      walArchive,
      stop,
      port,
      dataDirectory: cluster,
      logFile: join(dataDir, 'server.log'),
      kill,
      promote,
    };
  } catch (error) {
    remove();
    throw error;
  }
}
