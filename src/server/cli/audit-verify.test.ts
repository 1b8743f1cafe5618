import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { ensureKeys } from '../keys';
import { recordAudit } from '../db/audit/audit-trail';
import { testDatabaseLocation, testDialect } from '../test-support';
import { runCli } from './cli-test-kit';

const T0 = Date.UTC(2026, 0, 5, 2, 0, 0);
const dir = mkdtempSync(join(tmpdir(), 'audit-verify-'));
const auditKey = ensureKeys(dir, {}).auditCheckpointKey;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

/** A database of `rows` audit rows, written by a server whose data folder is `dir`. */
async function trailOf(rows: number): Promise<string> {
  const target = await testDatabaseLocation(join(dir, `portal-${Math.random().toString(36).slice(2)}.db`));
  drop = target.drop;
  const db = await openDatabase(target.location, { auditKey });
  try {
    for (let i = 1; i <= rows; i += 1) {
      await recordAudit(db, {
        at: T0 + i * 1000,
        actorName: 'admin',
        action: 'user.update',
        entity: 'staff_user',
        entityId: i,
      });
    }
  } finally {
    await db.destroy();
  }
  return target.location;
}

/** Changes the database behind its guards, as someone with the database's own rights could. */
async function tamper(location: string, change: (db: Db) => Promise<unknown>): Promise<void> {
  const db = await openDatabase(location);
  try {
    if (testDialect() === 'postgres') {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(db);
    } else {
      await sql`DROP TRIGGER audit_log_no_delete`.execute(db);
      await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    }
    await change(db);
  } finally {
    await db.destroy();
  }
}

const verify = (location: string, dataDir = dir) => runCli('audit-verify', ['--db', location], { DATA_DIR: dataDir });

describe('npm run audit:verify', () => {
  it('passes an intact trail', async () => {
    const location = await trailOf(14);
    expect(await verify(location)).toMatchObject({ code: 0, stdout: expect.stringContaining('OK: 14 rows') });
  }, 30_000);

  it('fails, naming the checkpoint, when the last 10 rows were removed', async () => {
    const location = await trailOf(14);
    await tamper(location, async (db) => {
      const newest = await db.selectFrom('auditLog').select('id').orderBy('id', 'desc').limit(10).execute();
      await db
        .deleteFrom('auditLog')
        .where(
          'id',
          'in',
          newest.map((row) => row.id),
        )
        .execute();
    });
    const result = await verify(location);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /BROKEN at row id \d+: the checkpoint records 14 rows .* the trail ends at row id \d+ after 4 rows: the last rows were removed/,
    );
  }, 30_000);

  it('fails when the checkpoint itself was changed to match', async () => {
    const location = await trailOf(14);
    await tamper(location, async (db) => {
      const newest = await db.selectFrom('auditLog').select('id').orderBy('id', 'desc').limit(10).execute();
      await db
        .deleteFrom('auditLog')
        .where(
          'id',
          'in',
          newest.map((row) => row.id),
        )
        .execute();
      const head = await db
        .selectFrom('auditLog')
        .select(['id', 'hash'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await db.updateTable('auditCheckpoint').set({ rowCount: 4, headId: head.id, headHash: head.hash }).execute();
    });
    const result = await verify(location);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("the checkpoint's signature does not verify");
  }, 30_000);

  it('reports the row changed directly in the database', async () => {
    const location = await trailOf(4);
    await tamper(location, (db) =>
      db.updateTable('auditLog').set({ actorName: 'someone-else' }).where('id', '=', 2).execute(),
    );
    const result = await verify(location);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('BROKEN at row id 2');
  }, 30_000);

  it('needs the server data folder, whose key signed the checkpoint', async () => {
    const location = await trailOf(2);
    const elsewhere = join(dir, 'no-keys');
    const result = await verify(location, elsewhere);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`No audit checkpoint key at ${join(elsewhere, 'keys', 'audit-checkpoint-key')}`);
    const otherKey = mkdtempSync(join(tmpdir(), 'audit-other-key-'));
    ensureKeys(otherKey, {});
    expect(await verify(location, otherKey)).toMatchObject({
      code: 1,
      stdout: expect.stringContaining('signature does not verify'),
    });
    rmSync(otherKey, { recursive: true, force: true });
  }, 30_000);
});
