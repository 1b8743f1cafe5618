import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { ensureKeys, keysFolder, readAuditCheckpointKey } from '../keys';
import { recordAudit } from '../db/audit/audit-trail';
import { readCheckpoint, signCheckpoint } from '../db/audit/checkpoint';
import { testDatabaseLocation } from '../test-support';
import { runCli } from './cli-test-kit';

const T0 = Date.UTC(2026, 0, 5, 2, 0, 0);
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

/** A data folder with its keys, and a database of `rows` audit rows its server wrote. */
async function serverWithTrail(rows: number): Promise<{ dataDir: string; location: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'audit-rotate-'));
  folders.push(dataDir);
  const target = await testDatabaseLocation(join(dataDir, 'portal.db'));
  drop = target.drop;
  const db = await openDatabase(target.location, { auditKey: ensureKeys(dataDir, {}).auditCheckpointKey });
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
  return { dataDir, location: target.location };
}

const rotate = (dataDir: string, location: string) =>
  runCli('audit-rotate-key', ['--db', location], { DATA_DIR: dataDir });
const verify = (dataDir: string, location: string) => runCli('audit-verify', ['--db', location], { DATA_DIR: dataDir });

describe('npm run audit:rotate-key', () => {
  it('signs the checkpoint with a new key, records the rotation, and keeps the old key', async () => {
    const { dataDir, location } = await serverWithTrail(6);
    const oldKey = readAuditCheckpointKey(dataDir);

    const result = await rotate(dataDir, location);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('7 rows verified') });

    const newKey = readAuditCheckpointKey(dataDir);
    expect(newKey?.equals(oldKey ?? Buffer.alloc(0))).toBe(false);
    const kept = readFileSync(join(keysFolder(dataDir), 'audit-checkpoint-key.previous'), 'utf8');
    expect(Buffer.from(kept, 'base64').equals(oldKey ?? Buffer.alloc(0))).toBe(true);
    expect(await verify(dataDir, location)).toMatchObject({ code: 0, stdout: expect.stringContaining('OK: 7 rows') });

    // A server started with the new key goes on extending the checkpoint.
    const db = await openDatabase(location, { auditKey: newKey });
    try {
      await recordAudit(db, {
        at: T0 + 99_000,
        actorName: 'admin',
        action: 'user.update',
        entity: 'staff_user',
        entityId: 9,
      });
      const rows = await db.selectFrom('auditLog').select(['action', 'actorName']).orderBy('id').execute();
      expect(rows.at(-2)).toEqual({ action: 'audit.rotateKey', actorName: 'cli' });
    } finally {
      await db.destroy();
    }
    expect(await verify(dataDir, location)).toMatchObject({ code: 0, stdout: expect.stringContaining('OK: 8 rows') });
  }, 60_000);

  it('changes nothing when the trail does not verify under the current key', async () => {
    const { dataDir, location } = await serverWithTrail(3);
    const keyFile = join(keysFolder(dataDir), 'audit-checkpoint-key');
    // Not the server's key: the checkpoint's signature does not verify with it.
    writeFileSync(keyFile, Buffer.alloc(32, 7).toString('base64'));

    const result = await rotate(dataDir, location);
    expect(result).toMatchObject({ code: 1, stdout: expect.stringContaining('Nothing changed') });
    expect(readFileSync(keyFile, 'utf8')).toBe(Buffer.alloc(32, 7).toString('base64'));
    expect(existsSync(`${keyFile}.next`)).toBe(false);
    expect(existsSync(`${keyFile}.previous`)).toBe(false);
  }, 60_000);

  it('finishes a rotation interrupted after its commit', async () => {
    const { dataDir, location } = await serverWithTrail(2);
    const keyFile = join(keysFolder(dataDir), 'audit-checkpoint-key');
    // The commit happened (the checkpoint is signed with the new key), the renames did not.
    const next = Buffer.alloc(32, 3);
    writeFileSync(`${keyFile}.next`, next.toString('base64'));
    const db = await openDatabase(location);
    try {
      const checkpoint = await readCheckpoint(db);
      if (!checkpoint) throw new Error('no checkpoint');
      await db
        .updateTable('auditCheckpoint')
        .set(signCheckpoint(next, checkpoint.rowCount, { id: checkpoint.headId, hash: checkpoint.headHash }))
        .execute();
    } finally {
      await db.destroy();
    }

    expect(await rotate(dataDir, location)).toMatchObject({ code: 0, stdout: expect.stringContaining('interrupted') });
    expect(readAuditCheckpointKey(dataDir)?.equals(next)).toBe(true);
    expect(await verify(dataDir, location)).toMatchObject({ code: 0, stdout: expect.stringContaining('OK: 2 rows') });
  }, 60_000);
});
