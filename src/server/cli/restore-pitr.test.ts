/**
 * Point-in-time recovery on a real PostgreSQL cluster of its own (the machine's binaries,
 * WAL archiving on): base backup, a staff write A, the time noted, a write B, then
 * `npm run restore -- --to <that time>`; the recovered database has A and not B and its audit
 * trail verifies with the checkpoint. Runs in the PostgreSQL pass, when the binaries exist.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { verifyAuditTrail } from '../db/audit/trail-verify';
import {
  type ThrowawayCluster,
  clusterRunner,
  findPostgresBinaries,
  freePort,
  startThrowawayCluster,
} from '../db/postgres-cluster';
import { ensureAdministrator } from '../db/seed/first-start';
import { loadDemoData } from '../db/seed/load-demo';
import { loadStaffDemo } from '../db/seed/staff-demo';
import { ensureKeys } from '../keys';
import { createOrgService } from '../modules/access/orgs/service';
import { testDialect } from '../test-support';
import { adminActor, runCli } from './cli-test-kit';

const bin = findPostgresBinaries();
const dir = mkdtempSync(join(tmpdir(), 'pitr-'));
// The recovered cluster belongs to PostgreSQL's OS user, which must reach it.
chmodSync(dir, 0o755);
const dataDir = join(dir, 'data');
const backups = join(dir, 'backups');
let cluster: ThrowawayCluster;
let databaseUrl: string;
let db: Db;

const readBaseLabel = (name: string) =>
  JSON.parse(readFileSync(join(backups, name, 'portal-backup.json'), 'utf8')) as { startWalFile: string };

const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });

async function departments(target: Db): Promise<string[]> {
  const rows = await target.selectFrom('organization').select('name').where('name', 'like', '时间点恢复%').execute();
  return rows.map((row) => row.name).sort();
}

/** Switches to a new WAL segment and waits until the finished one is in the archive. */
async function archiveCurrentWal(): Promise<void> {
  const { rows } = await sql<{ file: string }>`select pg_walfile_name(pg_switch_wal()) as file`.execute(db);
  const file = rows[0]?.file ?? '';
  for (let tries = 0; tries < 300 && !existsSync(join(cluster.walArchive ?? '', file)); tries++) await sleep(100);
  expect(existsSync(join(cluster.walArchive ?? '', file))).toBe(true);
}

beforeAll(async () => {
  if (testDialect() !== 'postgres' || !bin) return;
  cluster = await startThrowawayCluster({ walArchive: true });
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database portal');
  await admin.end();
  databaseUrl = cluster.url.replace(/\/postgres$/, '/portal');
  db = await openDatabase(databaseUrl, { auditKey: ensureKeys(dataDir, {}).auditCheckpointKey });
  await loadDemoData(db);
  await ensureAdministrator(db, Date.now());
  await loadStaffDemo(db, Date.now());
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(testDialect() !== 'postgres' || !bin)('npm run restore -- --to <time> (PostgreSQL)', () => {
  it('recovers the database as it was at the time: write A is there, write B is not, the audit chain verifies', async () => {
    const base = await runCli('backup', ['--base', '--backups', backups], env());
    expect(base.stderr).toBe('');
    expect(base).toMatchObject({ code: 0, stdout: expect.stringContaining('pg_verifybackup: ok') });

    const orgs = createOrgService(db);
    await orgs.save({ parentId: 1001, name: '时间点恢复 A', sort: 0 }, await adminActor(db));
    const auditRowsAtA = (await verifyAuditTrail(db)).rows;
    // Commit times are microseconds; keep clear of the millisecond the time is given in.
    await sleep(50);
    const noted = new Date();
    await sleep(50);
    await orgs.save({ parentId: 1001, name: '时间点恢复 B', sort: 0 }, await adminActor(db));
    await archiveCurrentWal();

    const into = join(dir, 'restored');
    const port = await freePort();
    const restored = await runCli(
      'restore',
      ['--to', noted.toISOString(), '--backups', backups, '--wal-archive', cluster.walArchive ?? '', '--into', into],
      env(),
    );
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Recovered ${into} to ${noted.toISOString()}`);
    expect(restored.stdout).toContain(`audit chain verifies (${auditRowsAtA} rows) with its checkpoint`);
    expect(restored.stdout).toContain('DATABASE_URL=postgres://postgres@localhost:5433/portal npm start');
    process.stdout.write(
      `PITR figures: ${/Base backup written .*/.exec(base.stdout)?.[0]}\n${/Recovered .*/.exec(restored.stdout)?.[0]}\n`,
    );

    // Started as the operator would (on a free port here), the recovered database is the one noted.
    const run = clusterRunner(into);
    run(join(bin ?? '', 'pg_ctl'), [
      '-D',
      into,
      '-l',
      join(into, 'server.log'),
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${into}`,
      '-w',
      'start',
    ]);
    const recovered = await openDatabase(`postgres://postgres@127.0.0.1:${port}/portal`, {
      auditKey: ensureKeys(dataDir, {}).auditCheckpointKey,
    });
    try {
      expect(await departments(recovered)).toEqual(['时间点恢复 A']);
      expect(await verifyAuditTrail(recovered)).toEqual({ ok: true, rows: auditRowsAtA });
      expect(await departments(db)).toEqual(['时间点恢复 A', '时间点恢复 B']);
    } finally {
      await recovered.destroy();
      run(join(bin ?? '', 'pg_ctl'), ['-D', into, '-m', 'fast', '-w', 'stop']);
    }
  }, 180_000);

  it('keeps the newest base backups with --keep, and the archived WAL the oldest kept one needs', async () => {
    const before = readdirSync(backups).filter((name) => name.startsWith('base-'));
    const firstWal = readBaseLabel(before[0] ?? '').startWalFile;
    // Folders are named by the second they start in.
    await sleep(1_100);
    const kept = await runCli(
      'backup',
      ['--base', '--backups', backups, '--keep', '1', '--wal-archive', cluster.walArchive ?? ''],
      env(),
    );
    expect(kept.stderr).toBe('');
    const after = readdirSync(backups).filter((name) => name.startsWith('base-'));
    expect(after).toHaveLength(1);
    expect(before).not.toContain(after[0]);
    expect(kept.stdout).toContain(`Kept the newest 1; removed ${before.join(', ')}`);
    const keptWal = readBaseLabel(after[0] ?? '').startWalFile;
    const archived = readdirSync(cluster.walArchive ?? '');
    expect(archived).not.toContain(firstWal);
    expect(archived.filter((name) => /^[0-9A-F]{24}$/.test(name)).every((name) => name >= keptWal)).toBe(true);
  }, 120_000);

  it('says so when the archive has no WAL up to the time yet, and leaves no half-recovered directory', async () => {
    await createOrgService(db).save({ parentId: 1001, name: '时间点恢复 C', sort: 0 }, await adminActor(db));
    await sleep(50);
    const into = join(dir, 'too-late');
    const late = await runCli(
      'restore',
      [
        '--to',
        new Date().toISOString(),
        '--backups',
        backups,
        '--wal-archive',
        cluster.walArchive ?? '',
        '--into',
        into,
      ],
      env(),
    );
    expect(late.code).toBe(1);
    expect(late.stderr).toContain('The WAL archive ends before');
    expect(late.stderr).toContain('pg_switch_wal()');
    expect(existsSync(into)).toBe(false);
  }, 120_000);

  it('refuses a time without its offset, a time to come, and a time before the first base backup', async () => {
    const args = (to: string) => ['--to', to, '--backups', backups, '--wal-archive', cluster.walArchive ?? ''];
    const noOffset = await runCli('restore', args('2026-06-01 14:00'), env());
    expect(noOffset).toMatchObject({ code: 2, stderr: expect.stringContaining('is not a time with its UTC offset') });
    const future = await runCli('restore', args(new Date(Date.now() + 3_600_000).toISOString()), env());
    expect(future).toMatchObject({ code: 2, stderr: expect.stringContaining('is in the future') });
    const early = await runCli('restore', args('2020-01-01T00:00:00+08:00'), env());
    expect(early).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No base backup in'),
    });
    expect(early.stderr).toContain('finished before 2019-12-31T16:00:00.000Z');
  }, 60_000);
});
