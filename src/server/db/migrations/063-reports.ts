/**
 * The report catalogue (issue 31 item 6; SPEC §6 role-based report assignment and report
 * apply; shared/domain/reports/catalogue.ts), kept as long as the database:
 *
 * - `role_report`: the catalogue reports the holders of a role may run (by report key).
 * - `report_application`: a staff member's application for a report (and project, for a
 *   project-scope one), the reason and the period wanted; its status follows the approval
 *   workflow `reportApply`; once approved it holds the report from `starts_on` to `ends_on`.
 *
 * Also the system page 报表 (Reports) and its button report:apply for every standard role, and
 * the standard roles' reports, granted to an existing database's standard roles as a first
 * start grants them (seed/staff-roles.ts).
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const EVERY_STANDARD_ROLE = [
  'admin',
  'investigator',
  'coordinator',
  'monitor',
  'finance',
  'drug_manager',
  'pharmacist',
  'ethics',
  'ethics_secretary',
  'ethics_chair',
  'institution_head',
  'qa',
  'dept_qc',
];

export const REPORT_PAGE_GRANTS: RoleGrant[] = [
  ...roleGrants(EVERY_STANDARD_ROLE, 'system', 'page', ['Reports']),
  ...roleGrants(EVERY_STANDARD_ROLE, 'system', 'button', ['report:apply']),
];

const ALL_REPORTS = [
  'enrolmentSubjects',
  'visitSummary',
  'visitSchedule',
  'aeListing',
  'saeListing',
  'drugAccountability',
  'financeReport',
  'violationListing',
  'qcFindings',
  'queryListing',
];

/** Each standard role's reports: those whose endpoint its permissions already opened. */
export const STANDARD_ROLE_REPORTS: Record<string, string[]> = {
  admin: ALL_REPORTS,
  investigator: ALL_REPORTS,
  coordinator: [
    'enrolmentSubjects',
    'visitSummary',
    'visitSchedule',
    'aeListing',
    'saeListing',
    'violationListing',
    'queryListing',
  ],
  monitor: ['visitSummary', 'aeListing', 'saeListing', 'drugAccountability', 'violationListing', 'queryListing'],
  finance: ['financeReport'],
  drug_manager: ['drugAccountability'],
  institution_head: ['financeReport'],
  qa: ['qcFindings'],
  dept_qc: ['qcFindings'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('role_report')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('report_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_report_pk', ['role_id', 'report_key'])
    .execute();
  await db.schema
    .createTable('report_application')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('staff_user.id'))
    .addColumn('report_key', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) => c.references('project.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('approving', 'approved', 'rejected', 'withdrawn')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('report_application_applicant')
    .on('report_application')
    .columns(['applicant_id', 'report_key', 'status'])
    .execute();
  await grantToStandardRoles(db, REPORT_PAGE_GRANTS);
  for (const [code, keys] of Object.entries(STANDARD_ROLE_REPORTS)) {
    for (const key of keys) {
      await sql`insert into role_report (role_id, report_key)
        select r.id, ${key} from role r where r.code = ${code}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, REPORT_PAGE_GRANTS);
  await db.schema.dropTable('report_application').execute();
  await db.schema.dropTable('role_report').execute();
}
