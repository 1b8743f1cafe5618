/**
 * Kiosk mode as a site setting: a waiting-room screen shows larger text and returns to the
 * home page after `kiosk_idle_seconds` without input. Off by default, 90 seconds.
 */
import type { Kysely } from 'kysely';

export const DEFAULT_KIOSK_IDLE_SECONDS = 90;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site')
    .addColumn('kiosk_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('site')
    .addColumn('kiosk_idle_seconds', 'integer', (c) => c.notNull().defaultTo(DEFAULT_KIOSK_IDLE_SECONDS))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site').dropColumn('kiosk_idle_seconds').execute();
  await db.schema.alterTable('site').dropColumn('kiosk_mode').execute();
}
