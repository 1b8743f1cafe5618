/**
 * All SQL that reads who a signed-in user is and what they may do: roles, role permissions,
 * project role assignments, and the catalogue reports they hold (by a role or an application).
 */
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
    /**
     * System-scope permissions and, when `projectId` is given, those in the project, in one
     * query: what every staff request checks before its handler runs.
     */
    async granted(
      userId: number,
      projectId: number | null,
    ): Promise<{ system: GrantedPermissions; project: GrantedPermissions | null }> {
      const rows = await db
        .selectFrom('rolePermission as rp')
        .select(['rp.scope', 'rp.kind', 'rp.name'])
        .where((eb) => {
          const system = eb.and([
            eb('rp.scope', '=', 'system' satisfies PermissionScope),
            eb('rp.roleId', 'in', eb.selectFrom('userRole').select('roleId').where('userId', '=', userId)),
          ]);
          if (projectId === null) return system;
          const inProject = eb
            .selectFrom('userProjectRole')
            .select('roleId')
            .where('userId', '=', userId)
            .where('projectId', '=', projectId);
          return eb.or([
            system,
            eb.and([eb('rp.scope', '=', 'project' satisfies PermissionScope), eb('rp.roleId', 'in', inProject)]),
          ]);
        })
        .execute();
      return {
        system: collect(rows.filter((row) => row.scope === 'system')),
        project: projectId === null ? null : collect(rows.filter((row) => row.scope === 'project')),
      };
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

    /**
     * Whether the user holds a catalogue report: one of their system roles (or, for a project,
     * their roles in it) has it, or an approved application of theirs covers `today`
     * ('YYYY-MM-DD', the hospital's day) for that project (none for a system-scope report).
     */
    async holdsReport(userId: number, reportKey: string, projectId: number | null, today: string): Promise<boolean> {
      const byRole = await db
        .selectFrom('roleReport')
        .select('roleId')
        .where('reportKey', '=', reportKey)
        .where((eb) => {
          const system = eb('roleId', 'in', eb.selectFrom('userRole').select('roleId').where('userId', '=', userId));
          if (projectId === null) return system;
          const inProject = eb
            .selectFrom('userProjectRole')
            .select('roleId')
            .where('userId', '=', userId)
            .where('projectId', '=', projectId);
          return eb.or([system, eb('roleId', 'in', inProject)]);
        })
        .executeTakeFirst();
      if (byRole) return true;
      const applied = await db
        .selectFrom('reportApplication')
        .select('id')
        .where('applicantId', '=', userId)
        .where('reportKey', '=', reportKey)
        .where('status', '=', 'approved')
        .where('startsOn', '<=', today)
        .where('endsOn', '>=', today)
        .where((eb) => (projectId === null ? eb('projectId', 'is', null) : eb('projectId', '=', projectId)))
        .executeTakeFirst();
      return applied !== undefined;
    },
  };
}
