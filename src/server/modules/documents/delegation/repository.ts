/**
 * The SQL the delegation log reads: the project's team (user_project_role) with each role's
 * project-scope buttons, the people who left it, the team's audit rows ('project.member'), and
 * the binder's delegation-log document with its newest version.
 */
import type { Db } from '../../../db/database';
import type { MemberChange, TeamPerson } from './delegation-log';

const rolesOf = (value: string | null): string[] => {
  const parsed = JSON.parse(value ?? '{}') as { roles?: unknown };
  return Array.isArray(parsed.roles) ? parsed.roles.map(String) : [];
};

export function createDelegationRepository(db: Db) {
  return {
    async projectName(projectId: number): Promise<string | undefined> {
      return (await db.selectFrom('project').select('name').where('id', '=', projectId).executeTakeFirst())?.name;
    },

    /** The team's changes, oldest first: whose roles went from what to what, when. */
    async changes(projectId: number): Promise<MemberChange[]> {
      const rows = await db
        .selectFrom('auditLog')
        .select(['at', 'beforeValue', 'afterValue'])
        .where('action', '=', 'project.member')
        .where('entity', '=', 'project')
        .where('entityId', '=', String(projectId))
        .where('outcome', '=', 'success')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        userId: Number((JSON.parse(row.afterValue ?? '{}') as { userId?: unknown }).userId),
        at: row.at,
        before: rolesOf(row.beforeValue),
        after: rolesOf(row.afterValue),
      }));
    },

    /** The current members with their roles and buttons, and the former members named in `formerIds`. */
    async people(projectId: number, formerIds: number[]): Promise<TeamPerson[]> {
      const rows = await db
        .selectFrom('userProjectRole')
        .innerJoin('staffUser', 'staffUser.id', 'userProjectRole.userId')
        .innerJoin('role', 'role.id', 'userProjectRole.roleId')
        .select([
          'staffUser.id as userId',
          'staffUser.userName',
          'staffUser.realname',
          'role.id as roleId',
          'role.code',
          'role.name',
        ])
        .where('userProjectRole.projectId', '=', projectId)
        .orderBy('role.id')
        .orderBy('staffUser.id')
        .execute();
      const grants = await db
        .selectFrom('rolePermission')
        .select(['roleId', 'name'])
        .where('scope', '=', 'project')
        .where('kind', '=', 'button')
        .where('roleId', 'in', [0, ...new Set(rows.map((row) => row.roleId))])
        .execute();
      const people = new Map<number, TeamPerson>();
      for (const row of rows) {
        const person = people.get(row.userId) ?? { ...row, roles: [] };
        const buttons = grants.filter((grant) => grant.roleId === row.roleId).map((grant) => grant.name);
        person.roles.push({ code: row.code, name: row.name, buttons });
        people.set(row.userId, person);
      }
      const former = formerIds.filter((id) => !people.has(id));
      const formerRows =
        former.length === 0
          ? []
          : await db
              .selectFrom('staffUser')
              .select(['id as userId', 'userName', 'realname'])
              .where('id', 'in', former)
              .execute();
      return [
        ...[...people.values()].map(({ userId, userName, realname, roles }) => ({ userId, userName, realname, roles })),
        ...formerRows.map((row) => ({ ...row, roles: [] })),
      ];
    },

    /** The binder's delegation-log folder (code 05). */
    folder(projectId: number) {
      return db
        .selectFrom('docFolder')
        .select('id')
        .where('projectId', '=', projectId)
        .where('code', '=', '05')
        .executeTakeFirst();
    },

    /** The generated delegation log of the folder, with its newest version's number and note. */
    async document(projectId: number, folderId: number, title: string) {
      const document = await db
        .selectFrom('docDocument')
        .select(['id', 'version'])
        .where('projectId', '=', projectId)
        .where('folderId', '=', folderId)
        .where('kind', '=', 'delegationLog')
        .where('title', '=', title)
        .orderBy('id')
        .executeTakeFirst();
      if (!document) return undefined;
      const newest = await db
        .selectFrom('docDocumentVersion')
        .select(['number', 'note'])
        .where('documentId', '=', document.id)
        .orderBy('number', 'desc')
        .executeTakeFirst();
      return { ...document, newest };
    },
  };
}
