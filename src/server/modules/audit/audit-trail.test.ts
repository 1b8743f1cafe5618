import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/database';
import { recordAudit, verifyAuditChain } from './audit-trail';

const T0 = Date.UTC(2026, 0, 5, 2, 0, 0);

async function writeRows(db: Db, count: number) {
  for (let i = 1; i <= count; i += 1) {
    await recordAudit(db, {
      at: T0 + i * 1000,
      actorId: 1,
      actorName: 'admin',
      action: 'user.update',
      entity: 'staff_user',
      entityId: i,
      before: { realname: `old ${i}` },
      after: { realname: `new ${i}` },
      clientIp: '127.0.0.1',
      requestId: `req-${i}`,
    });
  }
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function memoryDb(): Promise<Db> {
  const db = await openDatabase(':memory:');
  cleanup = () => db.destroy();
  return db;
}

describe('audit trail', () => {
  it('chains every row to the one before it', async () => {
    const db = await memoryDb();
    await writeRows(db, 5);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 5 });
    const rows = await db.selectFrom('auditLog').select(['prevHash', 'hash']).orderBy('id').execute();
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.prevHash).toBe(rows[i - 1]?.hash);
  });

  it('refuses UPDATE and DELETE in the database itself', async () => {
    const db = await memoryDb();
    await writeRows(db, 2);
    await expect(db.updateTable('auditLog').set({ actorName: 'mallory' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('auditLog').execute()).rejects.toThrow(/append-only/);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 2 });
  });

  it('finds a row changed behind the triggers', async () => {
    const db = await memoryDb();
    await writeRows(db, 5);
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    await sql`UPDATE audit_log SET after_value = '{"realname":"forged"}' WHERE id = 3`.execute(db);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, brokenAtId: 3, rows: 2 });
  });

  it('finds a removed row', async () => {
    const db = await memoryDb();
    await writeRows(db, 5);
    await sql`DROP TRIGGER audit_log_no_delete`.execute(db);
    await sql`DELETE FROM audit_log WHERE id = 2`.execute(db);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, brokenAtId: 3, rows: 1 });
  });
});

describe('npm run audit:verify', () => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-verify-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function runVerify(file: string): { status: number; output: string } {
    try {
      const output = execFileSync('node_modules/.bin/tsx', ['src/server/cli/audit-verify.ts', '--db', file], {
        encoding: 'utf8',
      });
      return { status: 0, output };
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      return { status: failed.status, output: failed.stdout };
    }
  }

  it('passes an intact database and reports the row changed directly in it', async () => {
    const file = join(dir, 'portal.db');
    const db = await openDatabase(file);
    await writeRows(db, 4);
    await db.destroy();
    expect(runVerify(file)).toEqual({ status: 0, output: expect.stringContaining('OK: 4 rows') });

    const tamper = await openDatabase(file);
    await sql`DROP TRIGGER audit_log_no_update`.execute(tamper);
    await sql`UPDATE audit_log SET actor_name = 'someone-else' WHERE id = 2`.execute(tamper);
    await tamper.destroy();
    const result = runVerify(file);
    expect(result.status).toBe(1);
    expect(result.output).toContain('BROKEN at row id 2');
  }, 30_000);
});
