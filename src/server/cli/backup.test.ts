import SQLite from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { verifyAuditChain } from '../db/audit/audit-trail';
import { createOrgService } from '../modules/access/orgs/service';
import { adminActor, demoDatabaseWithChange, runCli } from './cli-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'backup-'));
const file = join(dir, 'portal.db');
let db: Db;

beforeAll(async () => {
  db = await demoDatabaseWithChange(file, '备份测试科');
}, 30_000);
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes departments on the test's own connection until `done` settles; answers their names. */
async function writeWhile(done: Promise<unknown>): Promise<string[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const service = createOrgService(db);
  const names: string[] = [];
  while (!finished) {
    const name = `并发写入 ${names.length}`;
    await service.save({ parentId: 1001, name, sort: 0 }, await adminActor(db));
    names.push(name);
    // better-sqlite3 answers synchronously: let the event loop see the command's exit.
    await setImmediate();
  }
  return names;
}

function openCopy(copy: string) {
  const sqlite = new SQLite(copy, { readonly: true, fileMustExist: true });
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { sqlite, kysely };
}

describe('npm run backup', () => {
  it('copies the database while another connection writes: one sound, committed state in one file', async () => {
    const copy = join(dir, 'while-writing.db');
    // Recent commits stay in the WAL (as on a busy server between checkpoints): a copy of
    // the database file alone would miss them.
    await sql`PRAGMA wal_autocheckpoint = 0`.execute(db);
    await createOrgService(db).save({ parentId: 1001, name: '备份前最后一笔', sort: 0 }, await adminActor(db));
    const backup = runCli('backup', ['--out', copy], { DATA_DIR: dir });
    const written = await writeWhile(backup);
    const { code, stdout } = await backup;

    expect(code).toBe(0);
    expect(written.length).toBeGreaterThan(0);
    expect(stdout).toContain(copy);
    expect(stdout).toContain(`${statSync(copy).size} bytes`);
    expect(existsSync(`${copy}-wal`)).toBe(false);
    const { sqlite, kysely } = openCopy(copy);
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('delete');
      const orgs = await kysely.selectFrom('organization').select(['id', 'name']).orderBy('id').execute();
      expect(orgs.map((org) => org.name)).toEqual(expect.arrayContaining(['备份测试科', '备份前最后一笔']));
      // A prefix of the concurrent writes, each with its audit row: no write half in the copy.
      const copied = orgs.filter((org) => org.name.startsWith('并发写入 ')).map((org) => org.name);
      expect(copied.length).toBeGreaterThan(0);
      expect(copied).toEqual(written.slice(0, copied.length));
      const audited = await kysely
        .selectFrom('auditLog')
        .select('entityId')
        .where('action', '=', 'org.save')
        .where(
          'entityId',
          'in',
          orgs.map((org) => String(org.id)),
        )
        .execute();
      expect(audited.length).toBe(copied.length + 2);
      expect(await verifyAuditChain(kysely)).toMatchObject({ ok: true });
      expect(
        await kysely.selectFrom('staffUser').select('userName').where('userName', '=', 'sysadmin').execute(),
      ).toHaveLength(1);
    } finally {
      sqlite.close();
    }
  }, 60_000);

  it('writes to DATA_DIR/backups/portal-<UTC time>.db by default and prints its path and size', async () => {
    const { code, stdout } = await runCli('backup', [], { DATA_DIR: dir });
    expect(code).toBe(0);
    const path = /written to (\S+portal-\d{8}T\d{6}Z\.db) \(/.exec(stdout)?.[1] ?? '';
    expect(path.startsWith(join(dir, 'backups'))).toBe(true);
    expect(stdout).toContain(`${statSync(path).size} bytes`);
    expect(stdout).toContain('integrity_check: ok');
  }, 30_000);

  it('never overwrites a file, and fails with exit code 2 when there is no database', async () => {
    const existing = join(dir, 'existing.db');
    writeFileSync(existing, 'keep me');
    const refused = await runCli('backup', ['--out', existing], { DATA_DIR: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('exists already');
    expect(readFileSync(existing, 'utf8')).toBe('keep me');

    const missing = await runCli('backup', ['--out', join(dir, 'none.db')], { DATA_DIR: join(dir, 'empty') });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No database');
    expect(existsSync(join(dir, 'none.db'))).toBe(false);
  }, 30_000);
});
