/**
 * All SQL of sign-in about staff users: finding the account a person names, recording a
 * sign-in and a new password, the site switches the sign-in reads, and what `who` answers
 * (profile, roles, project roles and their permissions, sites).
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface SignInUser {
  id: number;
  userName: string;
  passwordHash: string;
  status: string;
  mustChangePassword: boolean;
  phone: string | null;
  /** False: the administrator switched password sign-in off for this account. */
  passwordSignIn: boolean;
}

const signInColumns = [
  'id',
  'userName',
  'passwordHash',
  'status',
  'mustChangePassword',
  'phone',
  'passwordSignIn',
] as const;

type SignInRow = Omit<SignInUser, 'mustChangePassword' | 'passwordSignIn'> & {
  mustChangePassword: number;
  passwordSignIn: number;
};
const toSignInUser = (row: SignInRow): SignInUser => ({
  ...row,
  mustChangePassword: row.mustChangePassword === 1,
  passwordSignIn: row.passwordSignIn === 1,
});

const lower = (eb: ExpressionBuilder<Database, 'staffUser'>, column: 'userName' | 'email') =>
  eb.fn<string>('lower', [column]);

async function firstMatching(
  db: Executor,
  where: (eb: ExpressionBuilder<Database, 'staffUser'>) => Expression<SqlBool>,
): Promise<SignInRow[]> {
  return db.selectFrom('staffUser').select(signInColumns).where(where).orderBy('id').limit(10).execute();
}

export interface RoleRef {
  id: number;
  code: string;
  name: string;
}

export interface ProjectRoleRow {
  projectId: number;
  projectName: string;
  role: RoleRef;
}

export const authRepository = {
  /** `login`: the user name, case-insensitively (an exact match wins). */
  async userByName(db: Executor, userName: string): Promise<SignInUser | undefined> {
    const rows = await firstMatching(db, (eb) => eb(lower(eb, 'userName'), '=', userName.toLowerCase()));
    const row = rows.find((r) => r.userName === userName) ?? rows[0];
    return row && toSignInUser(row);
  },

  /**
   * `loginByType`/`loginByAccount`: the user name or e-mail (case-insensitively) or the
   * mobile number. A user name wins over a mobile number over an e-mail; an e-mail that
   * several users share names nobody.
   */
  async userByAccount(db: Executor, account: string): Promise<SignInUser | undefined> {
    const key = account.toLowerCase();
    const rows = await firstMatching(db, (eb) =>
      eb.or([eb(lower(eb, 'userName'), '=', key), eb('phone', '=', account), eb(lower(eb, 'email'), '=', key)]),
    );
    const byName = rows.find((r) => r.userName.toLowerCase() === key);
    const byPhone = rows.find((r) => r.phone === account);
    const byEmail = rows.length === 1 ? rows[0] : undefined;
    const row = byName ?? byPhone ?? byEmail;
    return row && toSignInUser(row);
  },

  async userByPhone(db: Executor, mobile: string): Promise<SignInUser | undefined> {
    const row = await db.selectFrom('staffUser').select(signInColumns).where('phone', '=', mobile).executeTakeFirst();
    return row && toSignInUser(row);
  },

  async userById(db: Executor, id: number): Promise<SignInUser | undefined> {
    const row = await db.selectFrom('staffUser').select(signInColumns).where('id', '=', id).executeTakeFirst();
    return row && toSignInUser(row);
  },

  async markSignedIn(db: Executor, userId: number, atIso: string): Promise<void> {
    await db.updateTable('staffUser').set({ lastLoginAt: atIso }).where('id', '=', userId).execute();
  },

  async setPassword(db: Executor, userId: number, passwordHash: string, atIso: string): Promise<void> {
    await db
      .updateTable('staffUser')
      .set((eb) => ({ passwordHash, mustChangePassword: 0, updatedAt: atIso, version: eb('version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
  },

  async configValue(db: Executor, key: string): Promise<string | undefined> {
    const row = await db.selectFrom('sysConfig').select('configValue').where('configKey', '=', key).executeTakeFirst();
    return row?.configValue;
  },

  async profile(db: Executor, userId: number) {
    return db
      .selectFrom('staffUser')
      .select((eb) => [
        'id',
        'userName',
        'realname',
        'fullName',
        'phone',
        'email',
        'deptId',
        'belong',
        'signature',
        'enableCa',
        eb('avatarData', 'is not', null).as('hasAvatar'),
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  /** The user's system roles, by role id. */
  async systemRoles(db: Executor, userId: number): Promise<RoleRef[]> {
    return db
      .selectFrom('userRole')
      .innerJoin('role', 'role.id', 'userRole.roleId')
      .select(['role.id', 'role.code', 'role.name'])
      .where('userRole.userId', '=', userId)
      .orderBy('role.id')
      .execute();
  },

  /** The user's roles in each project, by project then role id. */
  async projectRoles(db: Executor, userId: number): Promise<ProjectRoleRow[]> {
    const rows = await db
      .selectFrom('userProjectRole')
      .innerJoin('role', 'role.id', 'userProjectRole.roleId')
      .innerJoin('project', 'project.id', 'userProjectRole.projectId')
      .select(['userProjectRole.projectId', 'project.name as projectName', 'role.id', 'role.code', 'role.name'])
      .where('userProjectRole.userId', '=', userId)
      .orderBy('userProjectRole.projectId')
      .orderBy('role.id')
      .execute();
    return rows.map(({ projectId, projectName, id, code, name }) => ({
      projectId,
      projectName,
      role: { id, code, name },
    }));
  },

  /** Every permission row the user's roles grant in the scope (per project for 'project'). */
  async grantRows(db: Executor, userId: number, scope: 'system' | 'project') {
    if (scope === 'system') {
      const rows = await db
        .selectFrom('userRole')
        .innerJoin('rolePermission', 'rolePermission.roleId', 'userRole.roleId')
        .select(['rolePermission.kind', 'rolePermission.name'])
        .where('userRole.userId', '=', userId)
        .where('rolePermission.scope', '=', 'system')
        .orderBy('rolePermission.name')
        .execute();
      return rows.map((row) => ({ ...row, projectId: null }));
    }
    return db
      .selectFrom('userProjectRole')
      .innerJoin('rolePermission', 'rolePermission.roleId', 'userProjectRole.roleId')
      .select(['userProjectRole.projectId', 'rolePermission.kind', 'rolePermission.name'])
      .where('userProjectRole.userId', '=', userId)
      .where('rolePermission.scope', '=', 'project')
      .orderBy('rolePermission.name')
      .execute();
  },

  async sites(db: Executor): Promise<{ code: string; name: string }[]> {
    return db.selectFrom('site').select(['code', 'siteName as name']).orderBy('id').execute();
  },
};
