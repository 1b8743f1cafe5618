/**
 * External inspections and self-checks (quality area), and findings attached to them.
 *
 * - `quality_inspection`: an inspection or audit of a project by an outside party (type from
 *   the inspection types dictionary, the inspecting body, first and last day, scope, the
 *   conclusion, attachment file ids as JSON).
 * - `self_check_template`: one per project once saved, its checklist items as JSON.
 * - `self_check_run`: a self-check by the study team on a day, each item answered (yes, no,
 *   n.a. with a note) as JSON.
 * - `quality_finding` gains `inspection_id` and `self_check_run_id`; `task_id` may be null, and
 *   a check constraint keeps exactly one of the three set, so every finding follows the same
 *   closure path whatever raised it. SQLite cannot relax a column in place: there the table is
 *   rebuilt (foreign keys off meanwhile, so rows that point at a finding stay).
 *
 * The standard roles that already exist get the new pages and buttons they get at first start.
 */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { dialectOf, idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const project = (c: ColumnDefinitionBuilder) => c.notNull().references('project.id').onDelete('cascade');
const staffUser = (c: ColumnDefinitionBuilder) => c.references('staff_user.id').onDelete('set null');

async function createTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_inspection')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('inspection_type', 'text', notNull)
    .addColumn('inspecting_body', 'text', notNull)
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text', notNull)
    .addColumn('scope', 'text', notNull)
    .addColumn('conclusion', 'text')
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('quality_inspection_project')
    .on('quality_inspection')
    .columns(['project_id', 'start_date'])
    .execute();
  await db.schema
    .createTable('self_check_template')
    .addColumn('project_id', 'integer', (c) => project(c).primaryKey())
    .addColumn('items', 'text', notNull)
    .addColumn('updated_by', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('self_check_run')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('checked_on', 'text', notNull)
    .addColumn('answers', 'text', notNull)
    .addColumn('summary', 'text')
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('self_check_run_project')
    .on('self_check_run')
    .columns(['project_id', 'checked_on'])
    .execute();
}

const ONE_SOURCE = sql`(case when task_id is null then 0 else 1 end)
  + (case when inspection_id is null then 0 else 1 end)
  + (case when self_check_run_id is null then 0 else 1 end) = 1`;

/** The finding columns of migration 028, in its order; `withSources` adds 031's. */
function findingColumns<T extends string>(table: CreateTableBuilder<T>, db: Kysely<unknown>, withSources: boolean) {
  const task = (c: ColumnDefinitionBuilder) => c.references('quality_check_task.id').onDelete('cascade');
  let t = table
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('task_id', 'integer', withSources ? task : (c) => task(c).notNull())
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
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
  if (withSources) {
    t = t
      .addColumn('inspection_id', 'integer', (c) => c.references('quality_inspection.id').onDelete('cascade'))
      .addColumn('self_check_run_id', 'integer', (c) => c.references('self_check_run.id').onDelete('cascade'))
      .addCheckConstraint('quality_finding_one_source', ONE_SOURCE);
  }
  return t;
}

const COLUMNS_028 = sql.raw(
  `id, project_id, task_id, item_code, subject_id, problem_type, severity, description, status,
  responsible_id, rectify_due, corrective, preventive, evidence, answered_at, answered_by, verify_note,
  verified_at, verified_by, return_count, created_by, created_at, updated_at, version`,
);

/** SQLite: rebuilds quality_finding with or without the sources, keeping its rows, ids and indexes. */
async function rebuildFindingsOnSqlite(db: Kysely<unknown>, withSources: boolean): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await findingColumns(db.schema.createTable('quality_finding_next'), db, withSources).execute();
    await sql`insert into quality_finding_next (${COLUMNS_028}) select ${COLUMNS_028} from quality_finding`.execute(db);
    await db.schema.dropTable('quality_finding').execute();
    await sql`alter table quality_finding_next rename to quality_finding`.execute(db);
    await createFindingIndexes(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('quality_finding rebuild left broken references');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function createFindingIndexes(db: Kysely<unknown>): Promise<void> {
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

async function addFindingSources(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await rebuildFindingsOnSqlite(db, true);
  else {
    await sql`alter table quality_finding alter column task_id drop not null`.execute(db);
    await sql`alter table quality_finding
      add column inspection_id integer references quality_inspection (id) on delete cascade,
      add column self_check_run_id integer references self_check_run (id) on delete cascade,
      add constraint quality_finding_one_source check (${ONE_SOURCE})`.execute(db);
  }
  await db.schema.createIndex('quality_finding_inspection').on('quality_finding').column('inspection_id').execute();
  await db.schema.createIndex('quality_finding_self_check').on('quality_finding').column('self_check_run_id').execute();
}

async function dropFindingSources(db: Kysely<unknown>): Promise<void> {
  await sql`delete from quality_finding where task_id is null`.execute(db);
  if (dialectOf(db) === 'sqlite') return rebuildFindingsOnSqlite(db, false);
  await sql`alter table quality_finding drop constraint quality_finding_one_source,
    drop column inspection_id, drop column self_check_run_id,
    alter column task_id set not null`.execute(db);
}

const NEW_PAGES = ['QualityInspections', 'QualitySelfChecks', 'QualityDashboard'];

/** The new catalogue entries for the standard roles, as STANDARD_ROLES grants them at first start. */
const NEW_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator', 'qa', 'dept_qc'], 'project', 'page', NEW_PAGES),
  ...roleGrants(['admin', 'investigator', 'qa', 'dept_qc'], 'project', 'button', [
    'inspection:record',
    'selfCheck:template',
  ]),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', ['selfCheck:run']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db);
  await addFindingSources(db);
  await grantToStandardRoles(db, NEW_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, NEW_GRANTS);
  await dropFindingSources(db);
  for (const table of ['self_check_run', 'self_check_template', 'quality_inspection'])
    await db.schema.dropTable(table).execute();
}
