/**
 * Safety events: AE, SAE, SUSAR and DSUR records with revisions, protocol violations,
 * concomitant medications, the project's safety rules.
 *
 * - `safety_ae`, `safety_sae`, `safety_susar`, `safety_dsur`: the current state of each
 *   record (shared/domain/safety/status.ts): status draft / submitted, the revision number
 *   (1 for the first), the reason of a revision, who submitted it and when. SAE, SUSAR and
 *   DSUR reports get their number at their first submission (null before).
 * - `safety_revision`: each submitted revision of a record, frozen as JSON; never changed.
 * - `safety_number`: the last number given per project, report kind and year; the row is
 *   updated in the submitting transaction, so concurrent submissions get distinct numbers.
 * - `safety_attachment`: files (the files module, private) attached to an SAE report.
 * - `safety_violation`: protocol violations, entered or taken from the visits area's
 *   deviations (one per subject visit and source); `safety_con_med`: concomitant medications
 *   with the rules' flag when they were saved.
 * - `safety_rule`: versions of a project's safety rules (draft, published, retired), JSON.
 *
 * Times are ISO 8601 UTC, days the hospital's 'YYYY-MM-DD'. The standard roles that already
 * exist get the new pages and buttons they get at first start.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

type Table = CreateTableBuilder<string, never>;
const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** What every safety record has: project, lifecycle, revision, authorship, row version. */
function recordColumns(db: Kysely<unknown>, table: Table): Table {
  return table
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('revision_reason', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('submitted_by', 'text')
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
}

const subjectColumn = (c: ColumnDefinitionBuilder) => c.references('trial_subject.id').onDelete('cascade');

async function createRecords(db: Kysely<unknown>): Promise<void> {
  await recordColumns(db, db.schema.createTable('safety_ae'))
    .addColumn('subject_id', 'integer', (c) => subjectColumn(c).notNull())
    .addColumn('term', 'text', notNull)
    .addColumn('onset_date', 'text', notNull)
    .addColumn('end_date', 'text')
    .addColumn('severity', 'integer', notNull)
    .addColumn('grade', 'text')
    .addColumn('serious', 'text', notNull)
    .addColumn('seriousness', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('drug_relation', 'text', notNull)
    .addColumn('drug_action', 'text', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('treatment', 'text')
    .addColumn('sae_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('safety_ae_project').on('safety_ae').columns(['project_id', 'status']).execute();
  await db.schema.createIndex('safety_ae_subject').on('safety_ae').columns(['subject_id']).execute();

  await recordColumns(db, db.schema.createTable('safety_sae'))
    .addColumn('subject_id', 'integer', (c) => subjectColumn(c).notNull())
    .addColumn('ae_id', 'integer', (c) => c.notNull().references('safety_ae.id').onDelete('cascade'))
    .addColumn('initial_id', 'integer', (c) => c.references('safety_sae.id').onDelete('cascade'))
    .addColumn('report_no', 'text')
    .addColumn('report_type', 'text', notNull)
    .addColumn('learned_at', 'text', notNull)
    .addColumn('seriousness', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', notNull)
    .addColumn('assignee_id', 'integer', (c) => c.references('staff_user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('safety_sae_no').unique().on('safety_sae').column('report_no').execute();
  await db.schema.createIndex('safety_sae_project').on('safety_sae').columns(['project_id', 'status']).execute();

  await recordColumns(db, db.schema.createTable('safety_susar'))
    .addColumn('subject_id', 'integer', subjectColumn)
    .addColumn('sae_id', 'integer', (c) => c.references('safety_sae.id').onDelete('set null'))
    .addColumn('initial_id', 'integer', (c) => c.references('safety_susar.id').onDelete('cascade'))
    .addColumn('report_no', 'text')
    .addColumn('report_type', 'text', notNull)
    .addColumn('learned_date', 'text', notNull)
    .addColumn('fatal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('drug_name', 'text', notNull)
    .addColumn('reaction', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('pv_status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema.createIndex('safety_susar_no').unique().on('safety_susar').column('report_no').execute();
  await db.schema.createIndex('safety_susar_project').on('safety_susar').columns(['project_id', 'status']).execute();

  await recordColumns(db, db.schema.createTable('safety_dsur'))
    .addColumn('report_no', 'text')
    .addColumn('dibd', 'text', notNull)
    .addColumn('report_year', 'integer', notNull)
    .addColumn('period_start', 'text', notNull)
    .addColumn('data_lock_point', 'text', notNull)
    .addColumn('summary', 'text', notNull)
    .addColumn('pv_status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema.createIndex('safety_dsur_no').unique().on('safety_dsur').column('report_no').execute();
  await db.schema
    .createIndex('safety_dsur_year')
    .unique()
    .on('safety_dsur')
    .columns(['project_id', 'report_year'])
    .execute();

  await db.schema
    .createTable('safety_revision')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('kind', 'text', notNull)
    .addColumn('record_id', 'integer', notNull)
    .addColumn('revision', 'integer', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('reason', 'text')
    .addColumn('submitted_by', 'text', notNull)
    .addColumn('submitted_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('safety_revision_key')
    .unique()
    .on('safety_revision')
    .columns(['kind', 'record_id', 'revision'])
    .execute();

  await db.schema
    .createTable('safety_number')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('kind', 'text', notNull)
    .addColumn('year', 'text', notNull)
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('safety_number_pk', ['project_id', 'kind', 'year'])
    .execute();

  await db.schema
    .createTable('safety_attachment')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('sae_id', 'integer', (c) => c.notNull().references('safety_sae.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_file.id'))
    .addColumn('uploaded_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('safety_attachment_sae').on('safety_attachment').column('sae_id').execute();
}

async function createViolationsAndConMeds(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('safety_violation')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (c) => subjectColumn(c).notNull())
    .addColumn('type', 'integer')
    .addColumn('severity', 'integer', notNull)
    .addColumn('occurred_date', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('subject_visit_id', 'integer', (c) => c.references('subject_visit.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('review_note', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('safety_violation_visit')
    .unique()
    .on('safety_violation')
    .columns(['subject_visit_id', 'source'])
    .execute();
  await db.schema
    .createIndex('safety_violation_project')
    .on('safety_violation')
    .columns(['project_id', 'status'])
    .execute();

  await db.schema
    .createTable('safety_con_med')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (c) => subjectColumn(c).notNull())
    .addColumn('drug', 'text', notNull)
    .addColumn('dose', 'text', notNull)
    .addColumn('route', 'text', notNull)
    .addColumn('frequency', 'text')
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text')
    .addColumn('indication', 'text', notNull)
    .addColumn('rule_flag', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('recorded'))
    .addColumn('checked_by', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('safety_con_med_project')
    .on('safety_con_med')
    .columns(['project_id', 'status'])
    .execute();

  await db.schema
    .createTable('safety_rule')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('rule_version', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('origin', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('published_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('safety_rule_version')
    .unique()
    .on('safety_rule')
    .columns(['project_id', 'rule_version'])
    .execute();
}

const SAFETY_PAGES = [
  'SafetyAe',
  'SafetySae',
  'SafetySusar',
  'SafetyDsur',
  'ProtocolViolations',
  'ConMeds',
  'SafetyRules',
];

/** The new catalogue entries for the standard roles, as STANDARD_ROLES grants them at first start. */
const NEW_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'system', 'page', ['TaskInbox']),
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'project', 'page', SAFETY_PAGES),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', [
    'ae:update',
    'sae:update',
    'susar:update',
    'dsur:update',
    'violation:update',
    'cmed:update',
    'safetyRule:update',
  ]),
  ...roleGrants(['admin', 'investigator'], 'project', 'button', [
    'ae:submit',
    'sae:submit',
    'sae:assign',
    'susar:submit',
    'susar:pv',
    'dsur:submit',
    'dsur:pv',
    'violation:review',
    'cmed:check',
    'safetyRule:publish',
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createRecords(db);
  await createViolationsAndConMeds(db);
  await grantToStandardRoles(db, NEW_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, NEW_GRANTS);
  for (const table of [
    'safety_rule',
    'safety_con_med',
    'safety_violation',
    'safety_attachment',
    'safety_number',
    'safety_revision',
    'safety_dsur',
    'safety_susar',
    'safety_sae',
    'safety_ae',
  ])
    await db.schema.dropTable(table).execute();
}
