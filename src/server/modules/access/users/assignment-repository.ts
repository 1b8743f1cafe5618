/** All SQL of who holds which role: system roles (user_role) and project roles (user_project_role). */
import type { Kysely } from 'kysely';
import type { UserProjectRole } from '../../../../shared/api/access/users';
import type { Database } from '../../../db/schema';

export interface RoleRef {
  id: number;
  code: string;
  name: string;
}

export function createAssignmentRepository(db: Kysely<Database>) {
  async function systemRolesOf(userIds: number[]): Promise<Map<number, RoleRef[]>> {
    const byUser = new Map<number, RoleRef[]>();
    if (userIds.length === 0) return byUser;
    const rows = await db
      .selectFrom('userRole')
      .innerJoin('role', 'role.id', 'userRole.roleId')
      .select(['userRole.userId', 'role.id', 'role.code', 'role.name'])
      .where('userRole.userId', 'in', userIds)
      .orderBy('role.id')
      .execute();
    for (const { userId, ...role } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
    return byUser;
  }

  async function projectRolesOf(userId: number): Promise<UserProjectRole[]> {
    return db
      .selectFrom('userProjectRole')
      .innerJoin('project', 'project.id', 'userProjectRole.projectId')
      .innerJoin('role', 'role.id', 'userProjectRole.roleId')
      .select([
        'userProjectRole.projectId',
        'project.name as projectName',
        'role.id as roleId',
        'role.code as roleCode',
        'role.name as roleName',
      ])
      .where('userProjectRole.userId', '=', userId)
      .orderBy('userProjectRole.projectId')
      .orderBy('role.id')
      .execute();
  }

  return {
    systemRolesOf,
    projectRolesOf,

    async replaceSystemRoles(userId: number, roleIds: number[]): Promise<void> {
      await db.deleteFrom('userRole').where('userId', '=', userId).execute();
      if (roleIds.length > 0) {
        await db
          .insertInto('userRole')
          .values(roleIds.map((roleId) => ({ userId, roleId })))
          .execute();
      }
    },

    async replaceProjectRoles(userId: number, assignments: { projectId: number; roleId: number }[]): Promise<void> {
      await db.deleteFrom('userProjectRole').where('userId', '=', userId).execute();
      if (assignments.length > 0) {
        await db
          .insertInto('userProjectRole')
          .values(assignments.map((a) => ({ userId, ...a })))
          .execute();
      }
    },

    /** The ids among `ids` that name no row of `table`. */
    async missingIds(table: 'role' | 'project' | 'organization', ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
      const known = new Set(found.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },

    async rolesByIds(ids: number[]): Promise<RoleRef[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('role').select(['id', 'code', 'name']).where('id', 'in', ids).orderBy('id').execute();
    },
  };
}
