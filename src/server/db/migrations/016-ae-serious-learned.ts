/**
 * When the site learned that an AE is serious.
 *
 * - `safety_ae.serious_learned_at`: ISO 8601 UTC, set when an AE is marked serious (null for
 *   AEs that are not, and for serious AEs stored before this column): the 24-hour clock of
 *   the 'raise the SAE' task starts here (China GCP 2020, art. 26). Kept with the AE for as
 *   long as the AE is kept.
 *
 * Portable schema builder calls only.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('safety_ae').addColumn('serious_learned_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('safety_ae').dropColumn('serious_learned_at').execute();
}
