/**
 * The institution's review and seal of a project's summary reports (issue 31 item 6), kept as
 * long as the database:
 *
 * - `report_seal`: one application to seal a stage (阶段小结) or final (总结报告) summary report:
 *   the project, the kind, the report as one version of a binder document (`document_id`,
 *   `version_id`: plain ids of doc_document and doc_document_version, read and checked by the
 *   service), the period the report covers, the applicant's notes, the status
 *   (shared/domain/documents/report-seals.ts), who applied and when it was submitted and
 *   decided, and once sealed the binder's version of the filed sealed PDF (`sealed_document_id`,
 *   `sealed_version_id`; null when the binder has no folder for it or is archived).
 *   Its approvals are workflow instances of record kind 'reportSeal', their signed decisions
 *   in e_signature.
 *
 * Also the project page 报告盖章 (ReportSeals) and its button reportSeal:apply granted to an
 * existing database's standard roles as a first start grants them (seed/staff-roles.ts).
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const REPORT_SEAL_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'page', ['ReportSeals']),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', ['reportSeal:apply']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_seal')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('stage', 'final')`))
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('version_id', 'integer', (c) => c.notNull())
    .addColumn('period_from', 'text', (c) => c.notNull())
    .addColumn('period_to', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'inReview', 'approved', 'rejected')`))
    .addColumn('applicant_id', 'integer')
    .addColumn('applicant_name', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('sealed_document_id', 'integer')
    .addColumn('sealed_version_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('report_seal_project').on('report_seal').columns(['project_id', 'id']).execute();
  await grantToStandardRoles(db, REPORT_SEAL_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, REPORT_SEAL_GRANTS);
  await db.schema.dropTable('report_seal').execute();
}
