/**
 * The hospital's time zone as a site setting (issue 24): every date the suite shows, takes
 * and exports is read in this zone, whatever the viewer's. An IANA name, Asia/Shanghai
 * until an administrator changes it on the site settings page.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_HOSPITAL_TIME_ZONE } from '../../../shared/domain/hospital-time';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(DEFAULT_HOSPITAL_TIME_ZONE))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site').dropColumn('time_zone').execute();
}
