/**
 * All SQL of user management and of one's own account: staff users and their avatars
 * (roles and project roles in assignment-repository.ts). Password hashes are written here
 * and never read back out.
 */
import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import type { UserDetail, UserListQuery, UserRow } from '../../../../shared/api/access/users';
import type { Database, StaffUserTable } from '../../../db/schema';
import { type Dialect, dialectOf } from '../../../db/dialect';
import { containsIgnoringCase } from '../../../db/like';
import { type RoleRef, createAssignmentRepository } from './assignment-repository';

type Executor = Kysely<Database>;
type UserEb = ExpressionBuilder<Database, 'staffUser'>;

/** The editable columns of a user, as the audit trail records them. */
export interface UserFields {
  userName: string;
  realname: string;
  fullName: string | null;
  phone: string | null;
  email: string | null;
  deptId: number | null;
  belong: string | null;
  enableCa: boolean;
  signature: string | null;
}

export interface UserState extends UserFields {
  id: number;
  status: string;
  mustChangePassword: boolean;
  version: number;
  hasAvatar: boolean;
}

const rowColumns = [
  'staffUser.id',
  'staffUser.userName',
  'staffUser.realname',
  'staffUser.fullName',
  'staffUser.phone',
  'staffUser.email',
  'staffUser.deptId',
  'organization.name as deptName',
  'staffUser.belong',
  'staffUser.enableCa',
  'staffUser.status',
  'staffUser.mustChangePassword',
  'staffUser.lastLoginAt',
  'staffUser.createdAt',
  'staffUser.updatedAt',
  'staffUser.version',
  'staffUser.signature',
] as const;

function baseQuery(db: Executor) {
  return db
    .selectFrom('staffUser')
    .leftJoin('organization', 'organization.id', 'staffUser.deptId')
    .select(rowColumns)
    .select((eb) => eb.case().when('staffUser.avatarData', 'is not', null).then(1).else(0).end().as('hasAvatar'));
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toRow(row: BaseRow, roles: RoleRef[]): UserRow {
  const { signature: _signature, ...rest } = row;
  return {
    ...rest,
    status: row.status === 'disabled' ? 'disabled' : 'enabled',
    enableCa: row.enableCa === 1,
    mustChangePassword: row.mustChangePassword === 1,
    hasAvatar: row.hasAvatar === 1,
    roles,
  };
}

function listFilter(query: UserListQuery, dialect: Dialect) {
  return (eb: UserEb) => {
    const conditions = [];
    const keyword = query.keyword?.trim();
    if (keyword) {
      conditions.push(
        eb.or([
          containsIgnoringCase(eb, dialect, 'staffUser.userName', keyword),
          containsIgnoringCase(eb, dialect, 'staffUser.realname', keyword),
          containsIgnoringCase(eb, dialect, 'staffUser.phone', keyword),
        ]),
      );
    }
    if (query.deptId !== undefined) conditions.push(eb('staffUser.deptId', '=', query.deptId));
    if (query.status !== undefined) conditions.push(eb('staffUser.status', '=', query.status));
    if (query.roleId !== undefined) {
      const roleId = query.roleId;
      conditions.push(
        eb.exists(
          eb
            .selectFrom('userRole')
            .select('userRole.userId')
            .whereRef('userRole.userId', '=', 'staffUser.id')
            .where('userRole.roleId', '=', roleId),
        ),
      );
    }
    return eb.and(conditions);
  };
}

export function createUserRepository(db: Executor) {
  const assignments = createAssignmentRepository(db);
  const { systemRolesOf, projectRolesOf } = assignments;

  return {
    ...assignments,

    async list(query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
      const filter = listFilter(query, dialectOf(db));
      const { total } = await db
        .selectFrom('staffUser')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(filter)
        .executeTakeFirstOrThrow();
      const rows = await baseQuery(db)
        .where(filter)
        .orderBy('staffUser.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      const roles = await systemRolesOf(rows.map((row) => row.id));
      return { rows: rows.map((row) => toRow(row, roles.get(row.id) ?? [])), total: Number(total) };
    },

    async detail(id: number): Promise<UserDetail | undefined> {
      const row = await baseQuery(db).where('staffUser.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const roles = await systemRolesOf([id]);
      return { ...toRow(row, roles.get(id) ?? []), signature: row.signature, projectRoles: await projectRolesOf(id) };
    },

    async state(id: number): Promise<UserState | undefined> {
      const row = await baseQuery(db).where('staffUser.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        userName: row.userName,
        realname: row.realname,
        fullName: row.fullName,
        phone: row.phone,
        email: row.email,
        deptId: row.deptId,
        belong: row.belong,
        enableCa: row.enableCa === 1,
        signature: row.signature,
        status: row.status,
        mustChangePassword: row.mustChangePassword === 1,
        version: row.version,
        hasAvatar: row.hasAvatar === 1,
      };
    },

    /** The id of the user with exactly this user name. */
    async idByUserName(userName: string): Promise<number | undefined> {
      const row = await db.selectFrom('staffUser').select('id').where('userName', '=', userName).executeTakeFirst();
      return row?.id;
    },

    /** Whether a user name is taken, compared case-insensitively (sign-in ignores case). */
    async userNameTaken(userName: string): Promise<boolean> {
      const row = await db
        .selectFrom('staffUser')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['userName']), '=', userName.toLowerCase()))
        .executeTakeFirst();
      return row !== undefined;
    },

    async phoneTaken(phone: string, exceptUserId?: number): Promise<boolean> {
      let query = db.selectFrom('staffUser').select('id').where('phone', '=', phone);
      if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(
      values: UserFields & { passwordHash: string; mustChangePassword: boolean; now: string },
    ): Promise<number> {
      const { now, enableCa, mustChangePassword, ...fields } = values;
      const { id } = await db
        .insertInto('staffUser')
        .values({
          ...fields,
          enableCa: enableCa ? 1 : 0,
          mustChangePassword: mustChangePassword ? 1 : 0,
          status: 'enabled',
          createdAt: now,
          updatedAt: now,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Applies a change when the row is still at `version`, and moves it to version + 1.
     * False when another write got there first.
     */
    async update(
      id: number,
      version: number,
      set: Updateable<StaffUserTable> & { updatedAt: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('staffUser')
        .set({ ...set, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The avatar, which is not part of the versioned profile (the form stays valid). */
    async setAvatar(id: number, avatar: { type: string; data: Buffer } | null, now: string): Promise<void> {
      await db
        .updateTable('staffUser')
        .set({ avatarType: avatar?.type ?? null, avatarData: avatar?.data ?? null, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    async avatar(id: number): Promise<{ type: string; data: Buffer } | undefined> {
      const row = await db
        .selectFrom('staffUser')
        .select(['avatarType', 'avatarData'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row?.avatarType || !row.avatarData) return undefined;
      return { type: row.avatarType, data: row.avatarData };
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
