/**
 * A throwaway PostgreSQL cluster: initdb into a new temporary directory, a server on
 * 127.0.0.1 and a free port with trust authentication, and `stop()` that shuts it down and
 * deletes the directory with everything in it. For the test runs (tests/run-all.ts, the
 * unit-pg project) and for trying the server (npm run pg:local); never for real data:
 * fsync is off.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayCluster {
  /** Superuser URL of the `postgres` database, e.g. postgres://postgres@127.0.0.1:54321/postgres */
  url: string;
  /** The server's version, e.g. '15.18'. */
  version: string;
  /** With `walArchive`: the folder the server archives its WAL segments into (basic_archive). */
  walArchive?: string;
  stop: () => void;
}

export interface ThrowawayClusterOptions {
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

export async function startThrowawayCluster(options: ThrowawayClusterOptions = {}): Promise<ThrowawayCluster> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error(`No PostgreSQL binaries (initdb, pg_ctl) on PATH or under ${LIBRARY_BINARIES}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const run = clusterRunner(dataDir);
    const cluster = join(dataDir, 'cluster');
    // UTF-8 character classes, so pg_trgm takes Chinese characters into trigrams, and the C
    // collation, so text sorts by code point as SQLite's BINARY collation does.
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
    const port = await freePort();
    const walArchive = options.walArchive ? archiveFolder(dataDir) : undefined;
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dataDir}`,
      // Test and demo data only: durability is traded for speed.
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
      // Test files run in parallel, each test on its own database with its own pool.
      '-c max_connections=300',
      ...(walArchive ? archiveSettings(walArchive) : []),
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
    const stop = () => {
      try {
        run(join(bin, 'pg_ctl'), ['-D', cluster, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        // A Ctrl-C in the terminal reaches the server too, which then shuts itself down.
        if (existsSync(join(cluster, 'postmaster.pid'))) throw error;
      }
      remove();
    };
    const version = /PostgreSQL\)? ([0-9.]+)/.exec(run(join(bin, 'postgres'), ['--version']))?.[1] ?? 'unknown';
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, walArchive, stop };
  } catch (error) {
    remove();
    throw error;
  }
}
