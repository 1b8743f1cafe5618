/**
 * Quality control (QC plans, check tasks, findings to closure).
 *
 * - `quality_plan`: versions of a project's QC plan (draft, published, retired), its
 *   checkpoints as JSON (QcPlanContent, shared/domain/quality/qc-generation.ts).
 * - `quality_check_task`: a task a published plan version generated when a checkpoint's node
 *   was reached; unique per plan version and checkpoint key, so generation runs any number of
 *   times. Status is the stored SPEC §4 verify task status (10, 20, 40, 50, 60); overdue is
 *   read from the due day. The sampled subjects and the items are JSON arrays.
 * - `quality_finding`: a finding on one item of a task (problem type, severity), its closure
 *   (verify status 2, 4, 5, 3), the corrective and preventive action, evidence file ids (JSON;
 *   the files module, private) and the checker's verdict.
 *
 * Days are the hospital's 'YYYY-MM-DD', times ISO 8601 UTC. The standard roles that already
 * exist get the new pages and buttons they get at first start. The QA (qa) and department QC
 * (dept_qc) roles come with a new database's first start; in an older one an administrator
 * creates them in the role editor.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const project = (c: ColumnDefinitionBuilder) => c.notNull().references('project.id').onDelete('cascade');
const staffUser = (c: ColumnDefinitionBuilder) => c.references('staff_user.id').onDelete('set null');

async function createPlans(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_plan')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('plan_version', 'integer', notNull)
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
    .createIndex('quality_plan_version')
    .unique()
    .on('quality_plan')
    .columns(['project_id', 'plan_version'])
    .execute();
}

async function createTasks(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_check_task')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('quality_plan.id').onDelete('cascade'))
    .addColumn('checkpoint_key', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('level', 'integer', notNull)
    .addColumn('node', 'text', notNull)
    .addColumn('reached_on', 'text', notNull)
    .addColumn('due_date', 'text', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('assignee_id', 'integer', staffUser)
    .addColumn('sample', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('items', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('conclusion', 'text')
    .addColumn('started_at', 'text')
    .addColumn('started_by', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('completed_by', 'text')
    .addColumn('signature_id', 'integer', (c) => c.references('e_signature.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('quality_check_task_checkpoint')
    .unique()
    .on('quality_check_task')
    .columns(['plan_id', 'checkpoint_key'])
    .execute();
  await db.schema
    .createIndex('quality_check_task_project')
    .on('quality_check_task')
    .columns(['project_id', 'status', 'due_date'])
    .execute();
  await db.schema
    .createIndex('quality_check_task_assignee')
    .on('quality_check_task')
    .columns(['assignee_id', 'status'])
    .execute();
}

async function createFindings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_finding')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('task_id', 'integer', (c) => c.notNull().references('quality_check_task.id').onDelete('cascade'))
    .addColumn('item_code', 'text', notNull)
    .addColumn('subject_id', 'integer', (c) => c.references('trial_subject.id').onDelete('set null'))
    .addColumn('problem_type', 'integer', notNull)
    .addColumn('severity', 'integer', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('responsible_id', 'integer', staffUser)
    .addColumn('rectify_due', 'text')
    .addColumn('corrective', 'text')
    .addColumn('preventive', 'text')
    .addColumn('evidence', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('answered_at', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('verify_note', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('verified_by', 'text')
    .addColumn('return_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('quality_finding_project')
    .on('quality_finding')
    .columns(['project_id', 'status'])
    .execute();
  await db.schema.createIndex('quality_finding_task').on('quality_finding').column('task_id').execute();
  await db.schema
    .createIndex('quality_finding_responsible')
    .on('quality_finding')
    .columns(['responsible_id', 'status'])
    .execute();
}

const QUALITY_PAGES = ['QualityPlans', 'QualityCheckTasks', 'QualityFindings'];

/** The new catalogue entries for the standard roles, as STANDARD_ROLES grants them at first start. */
const NEW_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'page', QUALITY_PAGES),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', ['qcFinding:answer']),
  ...roleGrants(['admin', 'investigator'], 'project', 'button', [
    'qcPlan:update',
    'qcTask:run',
    'qcTask:sign',
    'qcFinding:raise',
    'qcFinding:verify',
    'qcFinding:export',
  ]),
  ...roleGrants(['admin'], 'project', 'button', ['qcPlan:publish', 'qcTask:assign']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPlans(db);
  await createTasks(db);
  await createFindings(db);
  await grantToStandardRoles(db, NEW_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, NEW_GRANTS);
  for (const table of ['quality_finding', 'quality_check_task', 'quality_plan'])
    await db.schema.dropTable(table).execute();
}
