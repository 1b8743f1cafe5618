/**
 * The audit trail's checkpoint (`audit_checkpoint`): one row (id 1) with the number of audit
 * rows, the id and hash of the last one, and an HMAC over the three with a key kept outside
 * the database (DATA_DIR/keys/audit-checkpoint-key). Every audit append moves it forward in
 * the append's transaction, so removing the newest rows, or all of them, no longer passes
 * `npm run audit:verify`. Kept for ever; the row is updated, never deleted: the database
 * refuses DELETE, as it refuses changes to audit_log.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_checkpoint')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('head_id', 'integer', (c) => c.notNull())
    .addColumn('head_hash', 'text', (c) => c.notNull())
    .addColumn('mac', 'text', (c) => c.notNull())
    .execute();
  if (dialectOf(db) === 'sqlite') {
    await sql`CREATE TRIGGER audit_checkpoint_no_delete BEFORE DELETE ON audit_checkpoint
      BEGIN SELECT RAISE(ABORT, 'audit_checkpoint is never deleted'); END`.execute(db);
  } else {
    await sql`CREATE FUNCTION audit_checkpoint_kept() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_checkpoint is never deleted'; END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER audit_checkpoint_kept BEFORE DELETE ON audit_checkpoint
      FOR EACH ROW EXECUTE FUNCTION audit_checkpoint_kept()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_checkpoint').execute();
  if (dialectOf(db) === 'postgres') await sql`DROP FUNCTION IF EXISTS audit_checkpoint_kept()`.execute(db);
}
