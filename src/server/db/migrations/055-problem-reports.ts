/**
 * Problem reports (SPEC §7 gctms bug reports; work area).
 *
 * - `problem_report`: one report a staff member filed: the page's path (no query), their
 *   role names then (JSON array), optional text, the error notification's report (JSON, SPEC
 *   §8), an optional screenshot (a private `stored_file`), the triage status
 *   (shared/domain/work/problem-reports.ts), how it was closed and the administrators' last
 *   answer. Kept as long as the database; the moves are in the audit trail.
 * - `staff_notice.project_id` becomes optional: a notice about a problem report belongs to
 *   no project. SQLite cannot drop a NOT NULL, so the table is rebuilt there with its rows,
 *   ids and indexes.
 *
 * Also the grant of the page ProblemReports to the standard administrator role an existing
 * database has (a first start gives it through seed/staff-roles.ts).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const PROBLEM_REPORT_GRANTS: RoleGrant[] = roleGrants(['admin'], 'system', 'page', ['ProblemReports']);

const NOTICE_COLUMNS = sql.raw(
  'id, user_id, project_id, kind, subject_visit_id, title, body, due_date, created_at, read_at',
);

async function createReports(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('problem_report')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('staff_user.id'))
    .addColumn('reporter_roles', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('error_report', 'text')
    .addColumn('screenshot_file_id', 'integer', (c) => c.references('stored_file.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('resolution', 'text')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('problem_report_status').on('problem_report').columns(['status', 'id']).execute();
  await db.schema.createIndex('problem_report_reporter').on('problem_report').columns(['reporter_id', 'id']).execute();
}

async function noticeIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('staff_notice_once')
    .unique()
    .on('staff_notice')
    .columns(['user_id', 'kind', 'subject_visit_id'])
    .execute();
  await db.schema.createIndex('staff_notice_user').on('staff_notice').columns(['user_id', 'read_at']).execute();
}

/** SQLite: rebuilds staff_notice with project_id optional or required, keeping rows and ids. */
async function rebuildNoticesOnSqlite(db: Kysely<unknown>, projectRequired: boolean): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.schema
      .createTable('staff_notice_next')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
      .addColumn('project_id', 'integer', (c) => {
        const column = c.references('project.id').onDelete('cascade');
        return projectRequired ? column.notNull() : column;
      })
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject_visit_id', 'integer', (c) => c.references('subject_visit.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await sql`insert into staff_notice_next (${NOTICE_COLUMNS}) select ${NOTICE_COLUMNS} from staff_notice`.execute(db);
    await db.schema.dropTable('staff_notice').execute();
    await sql`alter table staff_notice_next rename to staff_notice`.execute(db);
    await noticeIndexes(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('staff_notice rebuild left broken references');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createReports(db);
  if (dialectOf(db) === 'sqlite') await rebuildNoticesOnSqlite(db, false);
  else await sql`alter table staff_notice alter column project_id drop not null`.execute(db);
  await grantToStandardRoles(db, PROBLEM_REPORT_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, PROBLEM_REPORT_GRANTS);
  await sql`delete from staff_notice where project_id is null`.execute(db);
  if (dialectOf(db) === 'sqlite') await rebuildNoticesOnSqlite(db, true);
  else await sql`alter table staff_notice alter column project_id set not null`.execute(db);
  await db.schema.dropTable('problem_report').execute();
}
