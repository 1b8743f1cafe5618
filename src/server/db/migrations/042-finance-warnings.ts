/**
 * Early warnings resolved by hand (page FinanceWarnings): who resolved a warning and their note
 * (`finance_warning.resolved_by`, `finance_warning.resolution`; both null when the job resolved
 * it). The warnings page granted to an existing database's standard roles as a first start
 * grants it (seed/staff-roles.ts): the administrator, the finance officer (who also sets the
 * rules and resolves warnings, warning:manage), the investigator and the institution head.
 */
import type { Kysely } from 'kysely';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'finance', 'investigator', 'institution_head'], 'project', 'page', ['FinanceWarnings']),
  ...roleGrants(['admin', 'finance'], 'project', 'button', ['warning:manage']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('finance_warning').addColumn('resolved_by', 'text').execute();
  await db.schema.alterTable('finance_warning').addColumn('resolution', 'text').execute();
  await grantToStandardRoles(db, GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, GRANTS);
  await db.schema.alterTable('finance_warning').dropColumn('resolution').execute();
  await db.schema.alterTable('finance_warning').dropColumn('resolved_by').execute();
}
