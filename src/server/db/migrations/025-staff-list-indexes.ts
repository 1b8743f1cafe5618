/**
 * Indexes for the staff suite at a hospital's size (issue 25 item 2, measured by
 * `npm run bench:staff`): each lets a list, the inbox or a page read the rows it shows
 * instead of scanning a whole table or a whole project.
 *
 * - `audit_log (entity, entity_id, id)`: a record's trail (the project's activity tab, the
 *   subject page), newest or oldest first, out of 200,000 rows.
 * - `safety_sae (ae_id)`: the SAE reports of an AE (the AE list's count, the inbox's 'SAE
 *   still to raise', the one-initial-report rule).
 * - `safety_ae (project_id, onset_date, id)`: the AE list's order, so a page is read in order.
 * - `recruit_patient (project_id, updated_at, id)`: the candidate list's default order.
 * - `safety_con_med (subject_id)`, `safety_violation (subject_id)`: a subject's records on
 *   the subject page.
 *
 * Three indexes are replaced by wider ones that start with the same columns, so every query
 * that used the old one can use the new one: the inbox reads thousands of open tasks per
 * caller (con-meds to check, follow-ups due, AE drafts) and with the columns it needs in the
 * index it reads no table row for them.
 * - `safety_con_med_project (project_id, status)` by `(..., start_date, id, rule_flag,
 *   subject_id, created_at)`: also the con-med list's order (read backwards).
 * - `recruit_patient_follow_up (project_id, next_follow_up)` by `(..., created_at)`.
 * - `safety_ae_project (project_id, status)` by `(..., created_by, created_at)`.
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
  { name: 'audit_log_entity', table: 'audit_log', columns: ['entity', 'entity_id', 'id'] },
  { name: 'safety_sae_ae', table: 'safety_sae', columns: ['ae_id'] },
  { name: 'safety_ae_onset', table: 'safety_ae', columns: ['project_id', 'onset_date', 'id'] },
  { name: 'recruit_patient_updated', table: 'recruit_patient', columns: ['project_id', 'updated_at', 'id'] },
  { name: 'safety_con_med_subject', table: 'safety_con_med', columns: ['subject_id'] },
  { name: 'safety_violation_subject', table: 'safety_violation', columns: ['subject_id'] },
];

/** [old, new]: the new index starts with the old one's columns. */
const WIDENED: [Index, Index][] = [
  [
    { name: 'safety_con_med_project', table: 'safety_con_med', columns: ['project_id', 'status'] },
    {
      name: 'safety_con_med_order',
      table: 'safety_con_med',
      columns: ['project_id', 'status', 'start_date', 'id', 'rule_flag', 'subject_id', 'created_at'],
    },
  ],
  [
    { name: 'recruit_patient_follow_up', table: 'recruit_patient', columns: ['project_id', 'next_follow_up'] },
    {
      name: 'recruit_patient_follow_up_due',
      table: 'recruit_patient',
      columns: ['project_id', 'next_follow_up', 'created_at'],
    },
  ],
  [
    { name: 'safety_ae_project', table: 'safety_ae', columns: ['project_id', 'status'] },
    { name: 'safety_ae_drafts', table: 'safety_ae', columns: ['project_id', 'status', 'created_by', 'created_at'] },
  ],
];

const create = (db: Kysely<unknown>, index: Index) =>
  db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of ADDED) await create(db, index);
  for (const [old, wider] of WIDENED) {
    await create(db, wider);
    await db.schema.dropIndex(old.name).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [old, wider] of WIDENED) {
    await create(db, old);
    await db.schema.dropIndex(wider.name).execute();
  }
  for (const index of ADDED) await db.schema.dropIndex(index.name).execute();
}
