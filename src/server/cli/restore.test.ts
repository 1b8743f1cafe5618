import SQLite from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { verifyAuditChain } from '../db/audit/audit-trail';
import { runSqliteBackupOnce } from '../db/backup/backup-job';
import { manualClock } from '../lib/clock';
import { demoDatabaseWithChange, runCli } from './cli-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'restore-'));
const backupFile = join(dir, 'portal-backup.db');
let auditRows = 0;

beforeAll(async () => {
  const db = await demoDatabaseWithChange(join(dir, 'source', 'portal.db'), '恢复测试科');
  try {
    const chain = await verifyAuditChain(db);
    auditRows = chain.rows;
    const made = await runCli('backup', ['--out', backupFile], { DATA_DIR: join(dir, 'source') });
    if (made.code !== 0) throw new Error(`backup failed: ${made.stderr}`);
  } finally {
    await db.destroy();
  }
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run restore', () => {
  it('restores a backup into a fresh DATA_DIR: the data is there and the audit chain verifies', async () => {
    const dataDir = join(dir, 'fresh');
    const { code, stdout } = await runCli('restore', [backupFile], { DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(stdout).toContain(`Created ${join(dataDir, 'portal.db')}`);
    expect(stdout).toContain(
      `audit chain verifies (${auditRows} rows); its checkpoint was not checked (no key in DATA_DIR/keys`,
    );

    const db = await openDatabase(join(dataDir, 'portal.db'));
    try {
      const department = await db.selectFrom('organization').select('id').where('name', '=', '恢复测试科').execute();
      expect(department).toHaveLength(1);
      const change = await db
        .selectFrom('auditLog')
        .select(['actorName', 'action'])
        .where('entity', '=', 'organization')
        .where('entityId', '=', String(department[0]?.id))
        .execute();
      expect(change).toEqual([{ actorName: 'sysadmin', action: 'org.save' }]);
      expect(
        await db.selectFrom('staffUser').select('userName').where('userName', '=', 'sysadmin').execute(),
      ).toHaveLength(1);
      const projects = await db
        .selectFrom('project')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(projects.n).toBeGreaterThan(0);
      expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: auditRows });
    } finally {
      await db.destroy();
    }
  }, 30_000);

  it('restores a backup the schedule wrote, checking its audit chain and checkpoint', async () => {
    const source = join(dir, 'source', 'portal.db');
    const db = await openDatabase(source);
    let file: string;
    try {
      const run = await runSqliteBackupOnce({
        db,
        clock: manualClock(),
        source,
        dir: join(dir, 'scheduled'),
        intervalHours: 24,
        keep: 7,
        holder: 'restore-test',
      });
      if (run.outcome !== 'ran') throw new Error(`scheduled backup: ${run.outcome}`);
      file = run.file;
    } finally {
      await db.destroy();
    }
    const dataDir = join(dir, 'from-schedule');
    cpSync(join(dir, 'source', 'keys'), join(dataDir, 'keys'), { recursive: true });
    const restored = await runCli('restore', [file], { DATA_DIR: dataDir });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`audit chain verifies (${auditRows} rows) with its checkpoint`);
  }, 60_000);

  it("restores beside the server's keys: the checkpoint is checked and audit:verify passes afterwards", async () => {
    const dataDir = join(dir, 'with-keys');
    cpSync(join(dir, 'source', 'keys'), join(dataDir, 'keys'), { recursive: true });
    const restored = await runCli('restore', [backupFile], { DATA_DIR: dataDir });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`audit chain verifies (${auditRows} rows) with its checkpoint`);
    const verified = await runCli('audit-verify', [], { DATA_DIR: dataDir });
    expect(verified).toMatchObject({ code: 0, stdout: expect.stringContaining(`OK: ${auditRows} rows`) });
  }, 60_000);

  it('replaces an existing database only with --force, removing its stale -wal and -shm', async () => {
    const dataDir = join(dir, 'existing');
    const target = join(dataDir, 'portal.db');
    const other = await openDatabase(target);
    await other.destroy();
    const before = readFileSync(target);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(`${target}-wal`, 'a WAL of the replaced database');
    writeFileSync(`${target}-shm`, 'its index');

    const refused = await runCli('restore', [backupFile], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--force');
    expect(readFileSync(target).equals(before)).toBe(true);
    expect(existsSync(`${target}-wal`)).toBe(true);

    const forced = await runCli('restore', [backupFile, '--force'], { DATA_DIR: dataDir });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('removed the stale portal.db-wal, portal.db-shm');
    expect(existsSync(`${target}-wal`)).toBe(false);
    expect(existsSync(`${target}-shm`)).toBe(false);
    expect(readFileSync(target).equals(readFileSync(backupFile))).toBe(true);
  }, 30_000);

  it('refuses a file that is not a sound portal database and changes nothing', async () => {
    const dataDir = join(dir, 'untouched');
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a database at all, just some text long enough to be read as a header');
    const empty = join(dir, 'empty.db');
    new SQLite(empty).exec('create table something (id integer)').close();

    const notSqlite = await runCli('restore', [text], { DATA_DIR: dataDir });
    expect(notSqlite.code).toBe(1);
    expect(notSqlite.stderr).toContain('Nothing was changed');
    const notPortal = await runCli('restore', [empty], { DATA_DIR: dataDir });
    expect(notPortal.code).toBe(1);
    expect(notPortal.stderr).toContain('is not a portal database');
    expect(existsSync(join(dataDir, 'portal.db'))).toBe(false);
  }, 30_000);
});
