/**
 * The finance pages that came after migration 040, granted to an existing database's standard
 * roles as a new database's first start grants them (seed/staff-roles.ts): the finance desk
 * (经费总览, every project's figures) to the administrator and the finance officer, and the task
 * inbox to the finance officer, where the approval steps they decide now arrive.
 */
import { type Kysely, sql } from 'kysely';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const DESK_GRANTS: RoleGrant[] = roleGrants(['admin', 'finance'], 'system', 'page', ['FinanceDesk']);

export async function up(db: Kysely<unknown>): Promise<void> {
  await grantToStandardRoles(db, [...DESK_GRANTS, ['finance', 'system', 'page', 'TaskInbox']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, DESK_GRANTS);
  // Other roles had the inbox before: only the finance officer's grant goes.
  await sql`delete from role_permission where scope = 'system' and kind = 'page' and name = 'TaskInbox'
    and role_id in (select id from role where code = 'finance')`.execute(db);
}
