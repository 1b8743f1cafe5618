/**
 * The finance pages that came after migration 040, granted to an existing database's standard
 * roles as a new database's first start grants them (seed/staff-roles.ts): the finance desk
 * (经费总览, every project's figures) to the administrator and the finance officer.
 */
import type { Kysely } from 'kysely';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const FINANCE_LATER_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'finance'], 'system', 'page', ['FinanceDesk']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await grantToStandardRoles(db, FINANCE_LATER_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, FINANCE_LATER_GRANTS);
}
