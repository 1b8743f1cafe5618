/**
 * Indexes for the task inbox and the workbench at a hospital's size (issue 25 item 2,
 * measured by `npm run bench:staff`): each of their kinds reads its open tasks from one index
 * range per project, with the columns it orders and counts by in the index.
 *
 * - `safety_ae_sae_raise (project_id, serious_learned_at, created_at, subject_id, sae_required,
 *   serious, id)`, partial: only the AEs that call for an SAE (serious, or the safety rule
 *   requires one), a quarter of the AEs; 'SAE still to raise' reads these from the index alone
 *   and looks each up in `safety_sae_ae`. The condition is spelled as the inbox's query spells
 *   it, so both engines prove the index holds every row the query asks for.
 * - `subject_visit_window_open (project_id, status, window_start, window_end, created_at,
 *   subject_id)`: planned visits whose window has opened, out of every planned visit
 *   (`subject_visit_planned` stays: the visit lists order by the planned date).
 *
 * - `trial_subject_invalid (id)`, partial: the few subjects marked invalid, whose records the
 *   inbox leaves out (it asks this index instead of reading each task's subject).
 *
 * Portable schema builder calls only.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('safety_ae_sae_raise')
    .on('safety_ae')
    .columns(['project_id', 'serious_learned_at', 'created_at', 'subject_id', 'sae_required', 'serious', 'id'])
    .where(sql<boolean>`sae_required = 1 or serious = '1'`)
    .execute();
  await db.schema
    .createIndex('subject_visit_window_open')
    .on('subject_visit')
    .columns(['project_id', 'status', 'window_start', 'window_end', 'created_at', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('trial_subject_invalid')
    .on('trial_subject')
    .column('id')
    .where(sql<boolean>`invalid <> 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trial_subject_invalid').execute();
  await db.schema.dropIndex('subject_visit_window_open').execute();
  await db.schema.dropIndex('safety_ae_sae_raise').execute();
}
