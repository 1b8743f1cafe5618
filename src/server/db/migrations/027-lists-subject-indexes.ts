/**
 * Indexes for the subject page at a hospital's size (issue 25 item 2, measured by
 * `npm run bench:staff`): each section reads one subject's rows of a project in the order
 * it shows them. With only a project index or only a subject index the engine could pick
 * the project's (which also gives the list's order) and walk every row of a big trial to
 * find one subject's few; with both equalities leading, the section reads just its rows,
 * already in order.
 *
 * - `recruit_contact (project_id, patient_id, contacted_at, id)`: the candidate's contacts.
 * - `safety_ae (project_id, subject_id, onset_date, id)`: the AE section's order.
 * - `safety_sae (project_id, subject_id, learned_at, id)`: the SAE section's order.
 * - `safety_con_med (project_id, subject_id, status, start_date, id)`: the con-med list's order.
 * - `safety_violation (project_id, subject_id, status, occurred_date, id)`: the deviation list's order.
 *
 * Portable schema builder calls only.
 */
import type { Kysely } from 'kysely';

interface Index {
  name: string;
  table: string;
  columns: string[];
}

const ADDED: Index[] = [
  {
    name: 'recruit_contact_of_patient',
    table: 'recruit_contact',
    columns: ['project_id', 'patient_id', 'contacted_at', 'id'],
  },
  { name: 'safety_ae_of_subject', table: 'safety_ae', columns: ['project_id', 'subject_id', 'onset_date', 'id'] },
  { name: 'safety_sae_of_subject', table: 'safety_sae', columns: ['project_id', 'subject_id', 'learned_at', 'id'] },
  {
    name: 'safety_con_med_of_subject',
    table: 'safety_con_med',
    columns: ['project_id', 'subject_id', 'status', 'start_date', 'id'],
  },
  {
    name: 'safety_violation_of_subject',
    table: 'safety_violation',
    columns: ['project_id', 'subject_id', 'status', 'occurred_date', 'id'],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of ADDED) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ADDED) await db.schema.dropIndex(index.name).execute();
}
