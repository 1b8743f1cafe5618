import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { testDialect, testKeys } from '../../../test-support';
import { fillMissingNameHashes } from './name-search';

let t: StaffTestApp;
let projectId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  const [first] = await t.db.selectFrom('project').select('id').orderBy('id').limit(1).execute();
  projectId = first?.id ?? 0;
});
afterAll(async () => t.close());

let serial = 0;
async function add(name: string): Promise<number> {
  serial += 1;
  const response = await t.post(
    '/api/trial/recruit/patient/save',
    { projectId, name, mrn: `NS${String(serial).padStart(6, '0')}` },
    'coordinator',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

async function found(name: string): Promise<number[]> {
  const response = await t.get(
    `/api/trial/recruit/patient/${projectId}/list?name=${encodeURIComponent(name)}&limit=100`,
    'coordinator',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows.map((row: { id: number }) => row.id);
}

/** Every value of every table, as text (binary columns as hex and base64). */
async function databaseText(): Promise<string> {
  const tables =
    testDialect() === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
    for (const row of rows.rows) {
      for (const value of Object.values(row)) {
        parts.push(Buffer.isBuffer(value) ? `${value.toString('hex')} ${value.toString('base64')}` : String(value));
      }
    }
  }
  return parts.join('\n');
}

describe('candidate search by exact name', () => {
  it('finds the whole name, whatever its spaces, width and Latin case, and never a part of it', async () => {
    const zhang = await add('张建明');
    const other = await add('张建');
    const latin = await add('John Smith');
    expect(await found('张建明')).toEqual([zhang]);
    expect(await found(' 张 建明　')).toEqual([zhang]);
    expect(await found('张建')).toEqual([other]);
    expect(await found('张')).toEqual([]);
    expect(await found('建明')).toEqual([]);
    expect(await found('ｊｏｈｎ　SMITH')).toEqual([latin]);
    expect(await found('John')).toEqual([]);
  });

  it('keeps the name sealed and the key outside the database', async () => {
    await add('欧阳明月');
    const row = await t.db
      .selectFrom('recruitPatient')
      .select(['nameHash', 'nameEnc'])
      .where('projectId', '=', projectId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.nameHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const text = await databaseText();
    expect(text).not.toContain('欧阳明月');
    const [key] = testKeys().patientKeys;
    for (const form of [key?.toString('base64'), key?.toString('hex'), key?.toString('base64url')]) {
      expect(form && text.includes(form)).toBe(false);
    }
  });

  it('fills the hash of candidates stored before the search existed, so they are found too', async () => {
    const id = await add('李四光');
    await t.db.updateTable('recruitPatient').set({ nameHash: null }).where('id', '=', id).execute();
    expect(await found('李四光')).toEqual([]);
    const filled = await fillMissingNameHashes(t.db, createFieldCipher(testKeys().patientKeys));
    expect(filled).toBeGreaterThanOrEqual(1);
    expect(await found('李四光')).toEqual([id]);
    expect(await fillMissingNameHashes(t.db, createFieldCipher(testKeys().patientKeys))).toBe(0);
  });
});
