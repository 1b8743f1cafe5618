/**
 * A subject's randomisation and the informed-consent form version (issue 24 item 1).
 *
 * - `trial_subject.randomisation_number`, `randomisation_arm`, `randomised_date`: the number
 *   and arm the randomisation system gave, and the hospital's day it did ('YYYY-MM-DD');
 *   all null until the subject is randomised.
 * - `trial_subject.consent_version`: the version of the consent form the subject last signed.
 *   Re-consents are audit rows ('subject.consent') with the form version and day before and after.
 *
 * Portable schema builder calls only (nullable text columns on both engines).
 */
import type { Kysely } from 'kysely';

const COLUMNS = ['randomisation_number', 'randomisation_arm', 'randomised_date', 'consent_version'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('trial_subject').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('trial_subject').dropColumn(column).execute();
  }
}
