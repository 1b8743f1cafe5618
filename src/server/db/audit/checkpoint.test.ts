import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../database';
import { openTestDatabase, testDialect } from '../../test-support';
import { recordAudit, verifyAuditChain } from './audit-trail';
import { anchorAuditTrail, verifyAuditTrail } from './trail-verify';

const T0 = Date.UTC(2026, 0, 5, 2, 0, 0);

async function writeRows(db: Db, count: number, from = 1) {
  for (let i = from; i < from + count; i += 1) {
    await recordAudit(db, {
      at: T0 + i * 1000,
      actorName: 'admin',
      action: 'user.update',
      entity: 'staff_user',
      entityId: i,
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

/** Deletes the newest audit rows past the append-only guard, as the database's owner could. */
async function removeNewestRows(db: Db, count: number): Promise<void> {
  if (testDialect() === 'postgres') await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(db);
  else await sql`DROP TRIGGER IF EXISTS audit_log_no_delete`.execute(db);
  const newest = await db.selectFrom('auditLog').select('id').orderBy('id', 'desc').limit(count).execute();
  await db
    .deleteFrom('auditLog')
    .where(
      'id',
      'in',
      newest.map((row) => row.id),
    )
    .execute();
}

describe('the audit checkpoint', () => {
  it('follows every append: count and head of the trail', async () => {
    const db = await freshDb();
    await writeRows(db, 3);
    const last = await db.selectFrom('auditLog').select(['id', 'hash']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await db.selectFrom('auditCheckpoint').select(['rowCount', 'headId', 'headHash']).execute()).toEqual([
      { rowCount: 3, headId: last.id, headHash: last.hash },
    ]);
    expect(await verifyAuditTrail(db)).toEqual({ ok: true, rows: 3 });
  });

  it('finds the newest rows removed, which the hash chain alone cannot', async () => {
    const db = await freshDb();
    await writeRows(db, 14);
    const head = await db.selectFrom('auditCheckpoint').select('headId').executeTakeFirstOrThrow();
    await removeNewestRows(db, 10);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 4 });
    expect(await verifyAuditTrail(db)).toMatchObject({
      ok: false,
      rows: 4,
      brokenAtId: head.headId,
      problem: expect.stringContaining('records 14 rows'),
    });
  });

  it('is not signed over by the appends that follow a removal', async () => {
    const db = await freshDb();
    await writeRows(db, 6);
    await removeNewestRows(db, 2);
    await writeRows(db, 3, 100);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 7 });
    expect(await verifyAuditTrail(db)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('last rows were removed'),
    });
  });

  it('finds every row removed while the checkpoint stays', async () => {
    const db = await freshDb();
    await writeRows(db, 3);
    await removeNewestRows(db, 3);
    expect(await verifyAuditTrail(db)).toMatchObject({
      ok: false,
      rows: 0,
      problem: expect.stringContaining('is empty'),
    });
  });

  it('refuses a checkpoint changed to match a shortened trail (its HMAC)', async () => {
    const db = await freshDb();
    await writeRows(db, 14);
    await removeNewestRows(db, 10);
    const head = await db.selectFrom('auditLog').select(['id', 'hash']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('auditCheckpoint').set({ rowCount: 4, headId: head.id, headHash: head.hash }).execute();
    expect(await verifyAuditTrail(db)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('signature does not verify'),
    });
    // Nor do later appends sign over the forged checkpoint.
    await writeRows(db, 1, 50);
    expect(await verifyAuditTrail(db)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('signature does not verify'),
    });
  });

  it('cannot be deleted', async () => {
    const db = await freshDb();
    await writeRows(db, 1);
    await expect(db.deleteFrom('auditCheckpoint').execute()).rejects.toThrow(/never deleted/);
  });

  it('keeps pace with many concurrent writers', async () => {
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
    expect(await verifyAuditTrail(db)).toEqual({ ok: true, rows: 20 });
  });

  it('anchors a trail written before checkpoints existed, and reports one without a checkpoint', async () => {
    const db = await freshDb();
    await writeRows(db, 4);
    if (testDialect() === 'postgres')
      await sql`ALTER TABLE audit_checkpoint DISABLE TRIGGER audit_checkpoint_kept`.execute(db);
    else await sql`DROP TRIGGER audit_checkpoint_no_delete`.execute(db);
    await db.deleteFrom('auditCheckpoint').execute();
    expect(await verifyAuditTrail(db)).toMatchObject({ ok: false, problem: expect.stringContaining('no checkpoint') });
    // An append does not anchor it anew: only the start that migrates or makes the key does.
    await writeRows(db, 1, 10);
    expect(await verifyAuditTrail(db)).toMatchObject({ ok: false, problem: expect.stringContaining('no checkpoint') });
    expect(await anchorAuditTrail(db)).toBe('anchored');
    expect(await verifyAuditTrail(db)).toEqual({ ok: true, rows: 5 });
    expect(await anchorAuditTrail(db)).toBe('already anchored');
  });
});
