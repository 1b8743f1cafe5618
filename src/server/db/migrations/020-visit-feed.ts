/**
 * The visit schedule's calendar subscription (issue 24 item 8).
 *
 * - `visit_feed_token`: at most one per staff user, kept until the user revokes or replaces
 *   it: the SHA-256 (hex) of the random 32-byte secret in the feed's URL, never the secret
 *   itself, so a copy of the database cannot be turned into working feed URLs. The feed
 *   answers only while the user is enabled and holds page VisitSchedule, checked at every call.
 *
 * Portable schema builder calls only.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visit_feed_token')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visit_feed_token').execute();
}
