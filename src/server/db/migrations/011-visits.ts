/**
 * Subject visits: versioned visit plans, each subject's visits, reminders.
 *
 * - `visit_plan`: a project's visit plan versions: draft, published (at most one per
 *   project), retired; the anchor event its day offsets count from.
 * - `visit_plan_group` / `visit_plan_visit`: a plan's visit groups (screening, treatment,
 *   follow-up) and visits: a stable code within the plan, order, day offset from the anchor,
 *   window before and after (days), an optional repeat (every N days, weeks or months, so
 *   many times) and the activities (JSON [{ type: dictionary visitItemType key, name }]).
 * - `subject_visit`: a subject's visits, generated from the plan version the subject is on
 *   (one row per visit and repeat cycle): planned day and its window, a reason when the
 *   planned day is outside the window, the executed day and the activities done, status
 *   planned / done / missed and the out-of-window flag. Dates are the hospital's days.
 * - `trial_subject` gains the plan version it is on and its anchor day, and when the patient
 *   consented to reminder messages; `project` its reminder lead time in days.
 * - `staff_notice`: in-app notices for staff (visit reminders), one per user and visit.
 * - `patient_message`: reminder messages to patients (SMS), one per visit, with attempts and
 *   the last error, so a failed send is retried and visible.
 *
 * The standard roles that already exist get the new pages and buttons they get at first start.
 */
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

async function createPlans(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visit_plan')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('plan_version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('anchor', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('visit_plan_version')
    .unique()
    .on('visit_plan')
    .columns(['project_id', 'plan_version'])
    .execute();
  await db.schema
    .createTable('visit_plan_group')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('visit_plan.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('visit_plan_visit')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('visit_plan.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.references('visit_plan_group.id').onDelete('set null'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('day_offset', 'integer', (c) => c.notNull())
    .addColumn('window_before', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_after', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('repeat_every', 'integer')
    .addColumn('repeat_unit', 'text')
    .addColumn('repeat_times', 'integer')
    .addColumn('activities', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('visit_plan_visit_code')
    .unique()
    .on('visit_plan_visit')
    .columns(['plan_id', 'code'])
    .execute();
}

async function createSubjectVisits(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subject_visit')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('trial_subject.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('visit_plan.id'))
    .addColumn('visit_code', 'text', (c) => c.notNull())
    .addColumn('cycle', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('planned_date', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('window_end', 'text', (c) => c.notNull())
    .addColumn('plan_date_reason', 'text')
    .addColumn('executed_date', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('planned'))
    .addColumn('out_of_window', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('activities_done', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('subject_visit_key')
    .unique()
    .on('subject_visit')
    .columns(['subject_id', 'plan_id', 'visit_code', 'cycle'])
    .execute();
  await db.schema
    .createIndex('subject_visit_planned')
    .on('subject_visit')
    .columns(['project_id', 'status', 'planned_date'])
    .execute();
  await db.schema.alterTable('trial_subject').addColumn('visit_plan_id', 'integer').execute();
  await db.schema.alterTable('trial_subject').addColumn('visit_anchor_date', 'text').execute();
  await db.schema.alterTable('trial_subject').addColumn('reminder_consent_at', 'text').execute();
  await db.schema.alterTable('project').addColumn('visit_reminder_days', 'integer').execute();
}

async function createReminders(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_notice')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_visit_id', 'integer', (c) => c.references('subject_visit.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_notice_once')
    .unique()
    .on('staff_notice')
    .columns(['user_id', 'kind', 'subject_visit_id'])
    .execute();
  await db.schema.createIndex('staff_notice_user').on('staff_notice').columns(['user_id', 'read_at']).execute();
  await db.schema
    .createTable('patient_message')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('subject_visit_id', 'integer', (c) => c.notNull().references('subject_visit.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('patient_message_once')
    .unique()
    .on('patient_message')
    .columns(['subject_visit_id', 'kind'])
    .execute();
}

/** The new catalogue entries for the standard roles, as STANDARD_ROLES grants them at first start. */
const NEW_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'system', 'page', ['VisitSchedule']),
  ...roleGrants(['admin'], 'system', 'page', ['JobMonitor']),
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'project', 'page', [
    'VisitPlans',
    'SubjectVisits',
    'VisitSummary',
  ]),
  // Coordinators keep the visit schedule, its plan included: they publish plan versions too.
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', [
    'visitPlan:update',
    'visitPlan:publish',
    'visit:record',
    'visit:applyPlan',
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPlans(db);
  await createSubjectVisits(db);
  await createReminders(db);
  await grantToStandardRoles(db, NEW_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, NEW_GRANTS);
  for (const table of ['patient_message', 'staff_notice', 'subject_visit']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('project').dropColumn('visit_reminder_days').execute();
  for (const column of ['reminder_consent_at', 'visit_anchor_date', 'visit_plan_id']) {
    await db.schema.alterTable('trial_subject').dropColumn(column).execute();
  }
  for (const table of ['visit_plan_visit', 'visit_plan_group', 'visit_plan'])
    await db.schema.dropTable(table).execute();
}
