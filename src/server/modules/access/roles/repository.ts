/**
 * All SQL of roles: the role rows, their permissions (role_permission, one row per scope,
 * kind and name), the default registration role, and who holds each role.
 */
import type { Kysely } from 'kysely';
import type { RoleDetail, RoleOption, RoleRow, ScopeGrant } from '../../../../shared/api/access/roles';
import type { PermissionScope } from '../../../../shared/domain/access/permissions';
import type { Database } from '../../../db/schema';
import { containsIgnoringCase } from '../../../db/like';

type Executor = Kysely<Database>;

export interface RoleState {
  id: number;
  code: string;
  name: string;
  description: string | null;
  isDefaultRegistration: boolean;
  version: number;
}

const roleColumns = [
  'id',
  'code',
  'name',
  'description',
  'isDefaultRegistration',
  'createdAt',
  'updatedAt',
  'version',
] as const;

export function createRoleRepository(db: Executor) {
  /** Distinct users per role, counting system and project holders once each. */
  async function userCounts(roleIds: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (roleIds.length === 0) return counts;
    const system = await db
      .selectFrom('userRole')
      .select(['roleId', 'userId'])
      .where('roleId', 'in', roleIds)
      .execute();
    const project = await db
      .selectFrom('userProjectRole')
      .select(['roleId', 'userId'])
      .distinct()
      .where('roleId', 'in', roleIds)
      .execute();
    const holders = new Map<number, Set<number>>();
    for (const { roleId, userId } of [...system, ...project]) {
      holders.set(roleId, (holders.get(roleId) ?? new Set()).add(userId));
    }
    for (const [roleId, users] of holders) counts.set(roleId, users.size);
    return counts;
  }

  async function permissionsOf(roleId: number): Promise<RoleDetail['permissions']> {
    const rows = await db
      .selectFrom('rolePermission')
      .select(['scope', 'kind', 'name'])
      .where('roleId', '=', roleId)
      .orderBy('scope')
      .orderBy('kind')
      .orderBy('name')
      .execute();
    const grant = (scope: PermissionScope): ScopeGrant => ({
      pages: rows.filter((r) => r.scope === scope && r.kind === 'page').map((r) => r.name),
      buttons: rows.filter((r) => r.scope === scope && r.kind === 'button').map((r) => r.name),
    });
    return { system: grant('system'), project: grant('project') };
  }

  return {
    permissionsOf,

    async list(query: {
      offset: number;
      limit: number;
      keyword?: string;
    }): Promise<{ rows: RoleRow[]; total: number }> {
      const keyword = query.keyword?.trim();
      let base = db.selectFrom('role');
      if (keyword) {
        base = base.where((eb) =>
          eb.or([containsIgnoringCase(eb, db, 'code', keyword), containsIgnoringCase(eb, db, 'name', keyword)]),
        );
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base.select(roleColumns).orderBy('id').limit(query.limit).offset(query.offset).execute();
      const counts = await userCounts(rows.map((row) => row.id));
      return {
        rows: rows.map((row) => ({
          ...row,
          isDefaultRegistration: row.isDefaultRegistration === 1,
          userCount: counts.get(row.id) ?? 0,
        })),
        total: Number(total),
      };
    },

    /** Every role's id, code and name, by id: roles are few, so there is no paging. */
    async options(): Promise<RoleOption[]> {
      return db.selectFrom('role').select(['id', 'code', 'name']).orderBy('id').execute();
    },

    async detail(id: number): Promise<RoleDetail | undefined> {
      const row = await db.selectFrom('role').select(roleColumns).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const counts = await userCounts([id]);
      return {
        ...row,
        isDefaultRegistration: row.isDefaultRegistration === 1,
        userCount: counts.get(id) ?? 0,
        permissions: await permissionsOf(id),
      };
    },

    async state(id: number): Promise<RoleState | undefined> {
      const row = await db
        .selectFrom('role')
        .select(['id', 'code', 'name', 'description', 'isDefaultRegistration', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, isDefaultRegistration: row.isDefaultRegistration === 1 };
    },

    async codeTaken(code: string): Promise<boolean> {
      return (await db.selectFrom('role').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
    },

    async insert(values: { code: string; name: string; description: string | null; now: string }): Promise<number> {
      const { now, ...fields } = values;
      const { id } = await db
        .insertInto('role')
        .values({ ...fields, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change when the role is still at `version`; false when it is not. */
    async update(
      id: number,
      version: number,
      set: { name?: string; description?: string | null; isDefaultRegistration?: number; updatedAt: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('role')
        .set({ ...set, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async replacePermissions(roleId: number, grants: RoleDetail['permissions']): Promise<void> {
      await db.deleteFrom('rolePermission').where('roleId', '=', roleId).execute();
      const rows = (['system', 'project'] as const).flatMap((scope) => [
        ...grants[scope].pages.map((name) => ({ roleId, scope, kind: 'page', name })),
        ...grants[scope].buttons.map((name) => ({ roleId, scope, kind: 'button', name })),
      ]);
      if (rows.length > 0) await db.insertInto('rolePermission').values(rows).execute();
    },

    async defaultRegistrationRole(): Promise<RoleState | undefined> {
      const row = await db
        .selectFrom('role')
        .select(['id', 'code', 'name', 'description', 'isDefaultRegistration', 'version'])
        .where('isDefaultRegistration', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
      return row && { ...row, isDefaultRegistration: true };
    },
  };
}

export type RoleRepository = ReturnType<typeof createRoleRepository>;
