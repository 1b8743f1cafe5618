/**
 * Monitoring (quality area): appointment rules and the remote monitoring switch per project,
 * monitoring visits (appointments, their report and work hours), queries and SDV marks.
 *
 * - `monitoring_setting`: one row per project once its rules or switch were saved (a project
 *   without one has the default rules and remote monitoring closed). `weekdays` is JSON [1..7].
 * - `monitoring_visit`: an appointment by a monitor (staff user) for a day, through its status
 *   machine (shared/domain/quality/appointment-status.ts), with the proposed day of an
 *   adjustment, the refusal reason, and once closed the report (summary, subjects reviewed
 *   as JSON ids) and the minutes worked.
 * - `quality_query`: a query on a field of one record of a subject (record kind and id),
 *   open / answered / closed, with the last answer.
 * - `sdv_mark`: one per record (kind and id): the record's version the monitor verified.
 *
 * Times are ISO 8601 UTC, days the hospital's 'YYYY-MM-DD'. The standard roles that already
 * exist get the new pages and buttons they get at first start.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const projectColumn = (c: ColumnDefinitionBuilder) => c.notNull().references('project.id').onDelete('cascade');
const subjectColumn = (c: ColumnDefinitionBuilder) => c.notNull().references('trial_subject.id').onDelete('cascade');

async function createSettingsAndVisits(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitoring_setting')
    .addColumn('project_id', 'integer', (c) => projectColumn(c).primaryKey())
    .addColumn('weekdays', 'text', notNull)
    .addColumn('max_monitors', 'integer', notNull)
    .addColumn('min_notice_days', 'integer', notNull)
    .addColumn('max_days_ahead', 'integer', notNull)
    .addColumn('remote_open', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('monitoring_visit')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', projectColumn)
    .addColumn('monitor_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('monitor_name', 'text', notNull)
    .addColumn('visit_date', 'text', notNull)
    .addColumn('proposed_date', 'text')
    .addColumn('purpose', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    .addColumn('site_note', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('launched_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('report_summary', 'text')
    .addColumn('subjects_reviewed', 'text')
    .addColumn('work_minutes', 'integer')
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('monitoring_visit_day')
    .on('monitoring_visit')
    .columns(['project_id', 'visit_date', 'id'])
    .execute();
  await db.schema
    .createIndex('monitoring_visit_status')
    .on('monitoring_visit')
    .columns(['project_id', 'status'])
    .execute();
}

async function createQueriesAndMarks(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_query')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', projectColumn)
    .addColumn('subject_id', 'integer', subjectColumn)
    .addColumn('record_kind', 'text', notNull)
    .addColumn('record_id', 'integer', notNull)
    .addColumn('field', 'text', notNull)
    .addColumn('question', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('closed_by', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('quality_query_status')
    .on('quality_query')
    .columns(['project_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('quality_query_of_subject')
    .on('quality_query')
    .columns(['project_id', 'subject_id', 'status'])
    .execute();
  await db.schema
    .createIndex('quality_query_of_record')
    .on('quality_query')
    .columns(['record_kind', 'record_id'])
    .execute();

  await db.schema
    .createTable('sdv_mark')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', projectColumn)
    .addColumn('subject_id', 'integer', subjectColumn)
    .addColumn('record_kind', 'text', notNull)
    .addColumn('record_id', 'integer', notNull)
    .addColumn('record_version', 'integer', notNull)
    .addColumn('verified_by', 'text', notNull)
    .addColumn('verified_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('sdv_mark_record')
    .unique()
    .on('sdv_mark')
    .columns(['record_kind', 'record_id'])
    .execute();
  await db.schema.createIndex('sdv_mark_of_subject').on('sdv_mark').columns(['project_id', 'subject_id']).execute();
}

const MONITORING_PAGES = ['MonitoringVisits', 'MonitoringQueries'];

/** The new catalogue entries for the standard roles, as STANDARD_ROLES grants them at first start. */
export const MONITORING_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'project', 'page', MONITORING_PAGES),
  ...roleGrants(['admin', 'monitor'], 'project', 'button', ['appointment:book', 'sdv:mark', 'query:manage']),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', [
    'appointment:review',
    'appointment:rules',
    'query:answer',
  ]),
  ...roleGrants(['admin', 'investigator'], 'project', 'button', ['remote:switch']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createSettingsAndVisits(db);
  await createQueriesAndMarks(db);
  await grantToStandardRoles(db, MONITORING_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, MONITORING_GRANTS);
  for (const table of ['sdv_mark', 'quality_query', 'monitoring_visit', 'monitoring_setting'])
    await db.schema.dropTable(table).execute();
}
