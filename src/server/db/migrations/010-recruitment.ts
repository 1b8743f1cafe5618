/**
 * Subject recruitment: candidate patients, recruitment rules, contacts, trial subjects.
 *
 * - `recruit_patient`: a candidate patient of one project (the patient pool is per project,
 *   so a project's team sees only its own candidates). Identifying fields (name, phone, ID
 *   number, medical-record number) are stored only as AES-256-GCM ciphertext
 *   (server/lib/field-crypto.ts); `mrn_hash` and `phone_hash` are keyed hashes (HMAC-SHA256)
 *   for exact lookups and duplicate merging, unique per project. Health data (sex, birth date,
 *   diagnoses, labs, prior drugs) is plain JSON so matching can read it; without the
 *   identifying fields it names nobody. The row also carries its recruitment state: the last
 *   match (status, per-criterion outcomes, the rule version that decided), the in-group
 *   suggestion, the last contact's result and the next follow-up day. Deleted with its project.
 * - `recruit_contact`: each contact attempt with a candidate (result, reason, note, next
 *   follow-up day), append-only in practice; deleted with the patient.
 * - `recruit_rule`: versioned recruitment rules per project and disease key ('default' or a
 *   disease name): draft, published (at most one per project and disease key), retired.
 * - `recruit_import`: the history of batch imports and HIS syncs of a project.
 * - `trial_subject`: a project's trial subjects with their number, status and dates.
 * - `project.subject_number_pattern`: how a project numbers its subjects (null: the default).
 * - `job_lease`: one row per scheduled job, so only one server instance runs it at a time.
 *
 * The standard roles that already exist get the new pages and buttons they get at first
 * start (staff-roles.ts). Portable schema builder calls only.
 */
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

async function createPatients(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recruit_patient')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('mrn_hash', 'text', (c) => c.notNull())
    .addColumn('phone_hash', 'text')
    .addColumn('name_enc', 'text', (c) => c.notNull())
    .addColumn('phone_enc', 'text')
    .addColumn('id_number_enc', 'text')
    .addColumn('mrn_enc', 'text', (c) => c.notNull())
    .addColumn('sex', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('diagnoses', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('labs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('prior_drugs', 'text')
    .addColumn('source', 'integer', (c) => c.notNull())
    .addColumn('self_check', 'text')
    .addColumn('consent', 'text')
    .addColumn('match_status', 'text')
    .addColumn('match_outcomes', 'text')
    .addColumn('match_rule_id', 'integer')
    .addColumn('matched_at', 'text')
    .addColumn('suggested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suggested_at', 'text')
    .addColumn('recruit_result', 'integer')
    .addColumn('contact_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_contact_at', 'text')
    .addColumn('willing_at', 'text')
    .addColumn('next_follow_up', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('recruit_patient_mrn')
    .unique()
    .on('recruit_patient')
    .columns(['project_id', 'mrn_hash'])
    .execute();
  await db.schema
    .createIndex('recruit_patient_status')
    .on('recruit_patient')
    .columns(['project_id', 'match_status'])
    .execute();
  await db.schema
    .createIndex('recruit_patient_follow_up')
    .on('recruit_patient')
    .columns(['project_id', 'next_follow_up'])
    .execute();
  await db.schema
    .createIndex('recruit_patient_phone')
    .on('recruit_patient')
    .columns(['project_id', 'phone_hash'])
    .execute();

  await db.schema
    .createTable('recruit_contact')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('recruit_patient.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('contacted_at', 'text', (c) => c.notNull())
    .addColumn('result', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('next_follow_up', 'text')
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recruit_contact_patient')
    .on('recruit_contact')
    .columns(['patient_id', 'contacted_at'])
    .execute();
  await db.schema
    .createIndex('recruit_contact_project')
    .on('recruit_contact')
    .columns(['project_id', 'contacted_at'])
    .execute();
}

async function createRulesAndImports(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recruit_rule')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('disease_key', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('rule_version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('origin', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('recruit_rule_version')
    .unique()
    .on('recruit_rule')
    .columns(['project_id', 'disease_key', 'rule_version'])
    .execute();

  await db.schema
    .createTable('recruit_import')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('created_count', 'integer', (c) => c.notNull())
    .addColumn('merged_count', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruit_import_project').on('recruit_import').columns(['project_id', 'at']).execute();
}

async function createSubjects(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_subject')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('patient_id', 'integer', (c) => c.references('recruit_patient.id').onDelete('set null'))
    .addColumn('subject_number', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('initials', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invalid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_reason', 'text')
    .addColumn('screening_date', 'text', (c) => c.notNull())
    .addColumn('consent_date', 'text')
    .addColumn('enrolled_date', 'text')
    .addColumn('ended_date', 'text')
    .addColumn('reason_code', 'text')
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('trial_subject_number')
    .unique()
    .on('trial_subject')
    .columns(['project_id', 'subject_number'])
    .execute();
  await db.schema
    .createIndex('trial_subject_seq')
    .unique()
    .on('trial_subject')
    .columns(['project_id', 'seq'])
    .execute();
  await db.schema.createIndex('trial_subject_patient').on('trial_subject').columns(['patient_id']).execute();
  await db.schema.alterTable('project').addColumn('subject_number_pattern', 'text').execute();

  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
}

/** The new catalogue entries for the standard roles, as STANDARD_ROLES grants them at first start. */
const NEW_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'system', 'page', ['RecruitOverview']),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'page', ['RecruitCandidates']),
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'project', 'page', [
    'RecruitRules',
    'TrialSubjects',
    'RecruitFunnel',
  ]),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', [
    'recruit:patient',
    'recruit:match',
    'recruit:follow',
    'recruitRule:update',
    'subject:create',
    'subject:status',
    'subject:delete',
    'subject:export',
  ]),
  ...roleGrants(['admin', 'investigator'], 'project', 'button', ['recruitRule:publish', 'subject:invalid']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPatients(db);
  await createRulesAndImports(db);
  await createSubjects(db);
  await grantToStandardRoles(db, NEW_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, NEW_GRANTS);
  await db.schema.dropTable('job_lease').execute();
  await db.schema.alterTable('project').dropColumn('subject_number_pattern').execute();
  for (const table of ['trial_subject', 'recruit_import', 'recruit_rule', 'recruit_contact', 'recruit_patient']) {
    await db.schema.dropTable(table).execute();
  }
}
