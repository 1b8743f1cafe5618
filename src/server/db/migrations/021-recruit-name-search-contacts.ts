/**
 * Candidate search by name, and contacts that say when, how and by whom (issue 24 item 9).
 *
 * - `recruit_patient.name_hash`: the keyed hash (HMAC-SHA256 under a key derived from the
 *   patient data key, server/lib/field-crypto.ts) of the normalised name, so the staff can
 *   find a candidate by exact name while the name itself stays sealed. The key is not in the
 *   database, so this migration cannot compute the hashes: rows it leaves null are filled at
 *   the next start (modules/recruitment/candidates/name-search.ts), before any request.
 *   Indexed with the project, as every search is within one project.
 * - `recruit_contact.method`: how the staff member reached the candidate, a code of
 *   shared/domain/recruitment/contact.ts ('phone', 'clinic', 'wechat'); null on contacts
 *   recorded before it existed. `contacted_at` now holds the time the contact happened (a
 *   call logged the next day keeps its own time), and `actor_name` the staff member's name.
 *
 * Portable schema builder calls only (nullable text columns on both engines).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recruit_patient').addColumn('name_hash', 'text').execute();
  await db.schema
    .createIndex('recruit_patient_name')
    .on('recruit_patient')
    .columns(['project_id', 'name_hash'])
    .execute();
  await db.schema.alterTable('recruit_contact').addColumn('method', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recruit_contact').dropColumn('method').execute();
  await db.schema.dropIndex('recruit_patient_name').execute();
  await db.schema.alterTable('recruit_patient').dropColumn('name_hash').execute();
}
