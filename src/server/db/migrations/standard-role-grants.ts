/**
 * For migrations that add catalogue pages and buttons: grants them to the standard roles
 * that already exist (by role code), as a new database's first start grants them
 * (seed/staff-roles.ts). Idempotent; `revokeGrants` is the down step.
 */
import { type Kysely, sql } from 'kysely';

export type RoleGrant = [role: string, scope: string, kind: string, name: string];

/** Every role × name pair of one scope and kind. */
export const roleGrants = (roles: string[], scope: string, kind: string, names: string[]): RoleGrant[] =>
  roles.flatMap((role) => names.map((name): RoleGrant => [role, scope, kind, name]));

export async function grantToStandardRoles(db: Kysely<unknown>, grants: readonly RoleGrant[]): Promise<void> {
  for (const [code, scope, kind, name] of grants) {
    await sql`insert into role_permission (role_id, scope, kind, name)
      select r.id, ${scope}, ${kind}, ${name} from role r
      where r.code = ${code} and not exists (select 1 from role_permission p
        where p.role_id = r.id and p.scope = ${scope} and p.kind = ${kind} and p.name = ${name})`.execute(db);
  }
}

export async function revokeGrants(db: Kysely<unknown>, grants: readonly RoleGrant[]): Promise<void> {
  for (const [, scope, kind, name] of grants) {
    await sql`delete from role_permission where scope = ${scope} and kind = ${kind} and name = ${name}`.execute(db);
  }
}
