/**
 * Why an AE began before its subject's informed consent (`safety_ae.pre_consent_reason`): the
 * date rules (shared/domain/safety/date-rules.ts) refuse such an onset unless a reason is
 * given, e.g. an event found at screening that the protocol records as an AE. Kept with the
 * AE for as long as the AE is kept; null when the onset is on or after the consent.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('safety_ae').addColumn('pre_consent_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('safety_ae').dropColumn('pre_consent_reason').execute();
}
