import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';

describe('migration 014-file-keys', () => {
  it('gives every existing file its own random key and refuses a second row with the same key', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '013-audit-checkpoint');
    const now = '2026-03-18T02:00:00.000Z';
    for (const [hash, visibility] of [
      ['a', 'public'],
      ['b', 'private'],
      ['c', 'private'],
    ] as const) {
      await sql`insert into stored_file (hash, original_name, mime_type, size, visibility, created_at)
        values (${hash.repeat(64)}, 'f.png', 'image/png', 1, ${visibility}, ${now})`.execute(db);
    }
    await migrateTo(db, '014-file-keys');

    const keys = (await db.selectFrom('storedFile').select('publicKey').orderBy('id').execute()).map(
      (row) => row.publicKey,
    );
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
    await expect(
      sql`insert into stored_file (hash, public_key, original_name, mime_type, size, visibility, created_at)
        values (${'d'.repeat(64)}, ${keys[0]}, 'g.png', 'image/png', 1, 'public', ${now})`.execute(db),
    ).rejects.toThrow();
    await db.destroy();
  });
});
