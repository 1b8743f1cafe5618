/** All SQL that reads who a signed-in user is and what they may do: roles, role permissions, project role assignments. */
import type { PermissionScope } from '../../shared/domain/access/permissions';
import type { Db } from '../db/database';

export interface GrantedPermissions {
  pages: Set<string>;
  buttons: Set<string>;
}

function collect(rows: { kind: string; name: string }[]): GrantedPermissions {
  const granted: GrantedPermissions = { pages: new Set(), buttons: new Set() };
  for (const row of rows) (row.kind === 'page' ? granted.pages : granted.buttons).add(row.name);
  return granted;
}

export function createPermissionRepository(db: Db) {
  return {
    /** The user name and real name shown for a signed-in user. */
    async identity(userId: number): Promise<{ userName: string; realname: string }> {
      return db
        .selectFrom('staffUser')
        .select(['userName', 'realname'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** System-scope permissions: the union over the user's (system) roles. */
    async systemPermissions(userId: number): Promise<GrantedPermissions> {
      const rows = await db
        .selectFrom('userRole')
        .innerJoin('rolePermission', 'rolePermission.roleId', 'userRole.roleId')
        .select(['rolePermission.kind', 'rolePermission.name'])
        .where('userRole.userId', '=', userId)
        .where('rolePermission.scope', '=', 'system' satisfies PermissionScope)
        .execute();
      return collect(rows);
    },

    /** Project-scope permissions in one project: the union over the user's roles in it. */
    async projectPermissions(userId: number, projectId: number): Promise<GrantedPermissions> {
      const rows = await db
        .selectFrom('userProjectRole')
        .innerJoin('rolePermission', 'rolePermission.roleId', 'userProjectRole.roleId')
        .select(['rolePermission.kind', 'rolePermission.name'])
        .where('userProjectRole.userId', '=', userId)
        .where('userProjectRole.projectId', '=', projectId)
        .where('rolePermission.scope', '=', 'project' satisfies PermissionScope)
        .execute();
      return collect(rows);
    },
  };
}
