import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../database';
import { openTestDatabase, testDialect } from '../../test-support';
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

async function freshDb(): Promise<Db> {
  const db = await openTestDatabase();
  cleanup = () => db.destroy();
  return db;
}

/** Gets past the append-only triggers, as someone with the database's own rights could. */
async function bypassAppendOnly(db: Db, event: 'update' | 'delete'): Promise<void> {
  if (testDialect() === 'postgres') await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(db);
  else await sql.raw(`DROP TRIGGER audit_log_no_${event}`).execute(db);
}

describe('audit trail', () => {
  it('chains every row to the one before it', async () => {
    const db = await freshDb();
    await writeRows(db, 5);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 5 });
    const rows = await db.selectFrom('auditLog').select(['prevHash', 'hash']).orderBy('id').execute();
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.prevHash).toBe(rows[i - 1]?.hash);
  });

  it('keeps one chain when many writers append at once', async () => {
    const db = await freshDb();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordAudit(db, {
          at: T0 + i,
          actorName: `writer ${i}`,
          action: 'user.update',
          entity: 'staff_user',
          entityId: i,
        }),
      ),
    );
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 20 });
  });

  it('refuses UPDATE and DELETE in the database itself', async () => {
    const db = await freshDb();
    await writeRows(db, 2);
    await expect(db.updateTable('auditLog').set({ actorName: 'mallory' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('auditLog').execute()).rejects.toThrow(/append-only/);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 2 });
  });

  it('finds a row changed behind the triggers', async () => {
    const db = await freshDb();
    await writeRows(db, 5);
    await bypassAppendOnly(db, 'update');
    await sql`UPDATE audit_log SET after_value = '{"realname":"forged"}' WHERE id = 3`.execute(db);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, brokenAtId: 3, rows: 2 });
  });

  it('finds a removed row', async () => {
    const db = await freshDb();
    await writeRows(db, 5);
    await bypassAppendOnly(db, 'delete');
    await sql`DELETE FROM audit_log WHERE id = 2`.execute(db);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, brokenAtId: 3, rows: 1 });
  });
});
