/**
 * All SQL of a project's team: the users assigned to it (user_project_role) and their roles
 * there, the users and roles to add, and the projects one can be assigned to.
 */
import type { Kysely } from 'kysely';
import type { ProjectMember, ProjectOption, TeamCandidate } from '../../../../shared/api/study/project-team';
import { containsIgnoringCase } from '../../../db/like';
import type { Database } from '../../../db/schema';

export function createProjectTeamRepository(db: Kysely<Database>) {
  return {
    /** One entry per member, ordered by their first role (role id), then user id. */
    async members(projectId: number): Promise<ProjectMember[]> {
      const rows = await db
        .selectFrom('userProjectRole')
        .innerJoin('staffUser', 'staffUser.id', 'userProjectRole.userId')
        .innerJoin('role', 'role.id', 'userProjectRole.roleId')
        .leftJoin('organization', 'organization.id', 'staffUser.deptId')
        .select([
          'staffUser.id as userId',
          'staffUser.userName',
          'staffUser.realname',
          'staffUser.deptId',
          'organization.name as deptName',
          'staffUser.belong',
          'staffUser.phone',
          'staffUser.email',
          'staffUser.status',
          'role.id as roleId',
          'role.code as roleCode',
          'role.name as roleName',
        ])
        .where('userProjectRole.projectId', '=', projectId)
        .orderBy('role.id')
        .orderBy('staffUser.id')
        .execute();
      const members = new Map<number, ProjectMember>();
      for (const { roleId, roleCode, roleName, ...user } of rows) {
        const member = members.get(user.userId) ?? {
          ...user,
          status: user.status === 'disabled' ? 'disabled' : 'enabled',
          roles: [],
        };
        member.roles.push({ id: roleId, code: roleCode, name: roleName });
        members.set(user.userId, member);
      }
      return [...members.values()];
    },

    /**
     * Every project whatever its recruitment status, newest first. The keyword ignores
     * case, so 'yw2026' finds 'YW2026-125' on PostgreSQL as on SQLite.
     */
    async options(query: { keyword?: string; limit: number }): Promise<ProjectOption[]> {
      const keyword = query.keyword?.trim();
      let base = db.selectFrom('project').select(['id', 'name', 'recruitStatus']);
      if (keyword) {
        base = base.where((eb) =>
          eb.or([
            containsIgnoringCase(eb, db, 'name', keyword),
            containsIgnoringCase(eb, db, 'institutionAcceptNumber', keyword),
          ]),
        );
      }
      return base.orderBy('id', 'desc').limit(query.limit).execute();
    },

    /** Enabled users matching the keyword (user name or real name), by name. */
    async candidates(keyword: string | undefined, limit: number): Promise<TeamCandidate[]> {
      let base = db
        .selectFrom('staffUser')
        .leftJoin('organization', 'organization.id', 'staffUser.deptId')
        .select([
          'staffUser.id as userId',
          'staffUser.userName',
          'staffUser.realname',
          'organization.name as deptName',
          'staffUser.belong',
        ])
        .where('staffUser.status', '=', 'enabled');
      const term = keyword?.trim();
      if (term) {
        base = base.where((eb) =>
          eb.or([
            containsIgnoringCase(eb, db, 'staffUser.userName', term),
            containsIgnoringCase(eb, db, 'staffUser.realname', term),
          ]),
        );
      }
      return base.orderBy('staffUser.realname').orderBy('staffUser.id').limit(limit).execute();
    },

    /** Every role with its project-scope grants ('page:Name' and 'button:name'). */
    async rolesWithProjectGrants(): Promise<{ id: number; code: string; name: string; grants: Set<string> }[]> {
      const roles = await db.selectFrom('role').select(['id', 'code', 'name']).orderBy('id').execute();
      const grants = await db
        .selectFrom('rolePermission')
        .select(['roleId', 'kind', 'name'])
        .where('scope', '=', 'project')
        .execute();
      return roles.map((role) => ({
        ...role,
        grants: new Set(grants.filter((g) => g.roleId === role.id).map((g) => `${g.kind}:${g.name}`)),
      }));
    },

    async roleIdsOf(userId: number, projectId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('userProjectRole')
        .select('roleId')
        .where('userId', '=', userId)
        .where('projectId', '=', projectId)
        .orderBy('roleId')
        .execute();
      return rows.map((row) => row.roleId);
    },

    async userIsEnabled(userId: number): Promise<boolean> {
      const row = await db.selectFrom('staffUser').select('status').where('id', '=', userId).executeTakeFirst();
      return row?.status === 'enabled';
    },

    async replaceRoles(userId: number, projectId: number, roleIds: readonly number[]): Promise<void> {
      await db.deleteFrom('userProjectRole').where('userId', '=', userId).where('projectId', '=', projectId).execute();
      if (roleIds.length === 0) return;
      await db
        .insertInto('userProjectRole')
        .values(roleIds.map((roleId) => ({ userId, projectId, roleId })))
        .execute();
    },
  };
}
