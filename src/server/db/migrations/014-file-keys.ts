/**
 * Unguessable file keys.
 *
 * - `stored_file.public_key`: 32 hex digits (128 random bits), the only id of a file that
 *   leaves the server (the file manager's URLs and answers), so knowing one file's address
 *   says nothing about another's. The sequential `id` stays the internal reference (SAE
 *   attachments, audit rows). Existing rows get a key here; new rows get one at upload.
 *   The empty default only lets SQLite add a NOT NULL column; the unique index refuses a
 *   second row without a key.
 *
 * Portable schema builder calls only; the keys are made in Node for both engines.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stored_file')
    .addColumn('public_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{ id: number }>`select id from stored_file`.execute(db);
  for (const { id } of rows.rows) {
    await sql`update stored_file set public_key = ${randomBytes(16).toString('hex')} where id = ${id}`.execute(db);
  }
  await db.schema.createIndex('stored_file_public_key').on('stored_file').column('public_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stored_file_public_key').execute();
  await db.schema.alterTable('stored_file').dropColumn('public_key').execute();
}
