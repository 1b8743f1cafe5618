/**
 * Electronic signatures (21 CFR 11.50, 11.70, 11.200 in spirit).
 *
 * - `signing_challenge`: a one-time value the server gives a signed-in user before they
 *   sign; a signature spends it, so a captured signing request cannot be replayed. Unspent
 *   ones lapse after 10 minutes and are removed when the same user asks for another.
 * - `e_signature`: one row per signature, kept for ever: what was signed (entity, id and
 *   revision), by whom (user id and the printed name at the time), when (server clock), with
 *   what meaning, and the SHA-256 of the signed content's canonical JSON. The same write
 *   adds an audit row ('signature.sign'), in the transaction of the step that was signed.
 *
 * Portable schema builder calls only.
 */
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_challenge')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('signing_challenge_user').on('signing_challenge').column('user_id').execute();
  await db.schema
    .createTable('e_signature')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('signer_id', 'integer', (c) => c.notNull())
    .addColumn('signer_user_name', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('meaning', 'text', (c) => c.notNull())
    .addColumn('meaning_text', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema.createIndex('e_signature_entity').on('e_signature').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('e_signature').execute();
  await db.schema.dropTable('signing_challenge').execute();
}
