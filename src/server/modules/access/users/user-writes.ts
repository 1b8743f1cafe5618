/**
 * The parts of user writes that several writers share (user management, one's profile,
 * registration review, first start, demo staff and the reset command): fresh passwords,
 * loading a row for a versioned change, applying it, and creating a user with its audit row.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { generatePassword, hashPassword } from '../auth/password';
import { type UserFields, type UserRepository, type UserState, createUserRepository } from './repository';

const ENTITY = 'staff_user';

/** A fresh random password and its hash (made outside any transaction). */
export async function freshPassword(): Promise<{ password: string; passwordHash: string }> {
  const password = generatePassword();
  return { password, passwordHash: await hashPassword(password) };
}

/** Loads the row a write is about: 404 when it does not exist, refused when `version` is stale. */
export async function userForWrite(repo: UserRepository, id: number, version: number): Promise<UserState> {
  const user = await repo.state(id);
  if (!user) throw notFound({ 'zh-CN': '用户不存在', en: 'No such user' });
  if (user.version !== version) throw staleVersion();
  return user;
}

/** Applies a versioned change or refuses it as stale (another write got there first). */
export async function applyUserChange(
  repo: UserRepository,
  user: UserState,
  set: Parameters<UserRepository['update']>[2],
): Promise<number> {
  if (!(await repo.update(user.id, user.version, set))) throw staleVersion();
  return user.version + 1;
}

export async function checkPhoneFree(repo: UserRepository, phone: string | null, exceptUserId?: number) {
  if (phone && (await repo.phoneTaken(phone, exceptUserId)))
    throw fieldProblem('phone', {
      'zh-CN': '手机号已被其他用户使用',
      en: 'Another user already has this phone number',
    });
}

export async function checkDeptExists(repo: UserRepository, deptId: number | null | undefined) {
  if (deptId && (await repo.missingIds('organization', [deptId])).length > 0) {
    throw fieldProblem('deptId', { 'zh-CN': '科室不存在', en: 'No such department' });
  }
}

/** Fields as the table stores them (enableCa as 0/1). */
export function storedFields(fields: Partial<UserFields>) {
  const { enableCa, ...rest } = fields;
  return { ...rest, ...(enableCa === undefined ? {} : { enableCa: enableCa ? 1 : 0 }) };
}

export interface NewUser {
  userName: string;
  realname: string;
  fullName?: string | null;
  phone?: string | null;
  email?: string | null;
  deptId?: number | null;
  belong?: string | null;
  enableCa?: boolean;
}

/**
 * Creates a user inside the caller's transaction, with its audit row: user management,
 * passing a registration request, the first administrator and the demo staff. The user
 * must change the password at first sign-in unless told otherwise (demo accounts).
 */
export async function insertUser(
  trx: Transaction<Database>,
  user: NewUser,
  passwordHash: string,
  actor: Actor,
  { roleIds = [], mustChangePassword = true }: { roleIds?: number[]; mustChangePassword?: boolean } = {},
): Promise<number> {
  const repo = createUserRepository(trx);
  if (await repo.userNameTaken(user.userName))
    throw fieldProblem('userName', { 'zh-CN': '用户名已存在', en: 'This user name is already taken' });
  const fields: UserFields = {
    userName: user.userName,
    realname: user.realname.trim(),
    fullName: cleanText(user.fullName),
    phone: cleanText(user.phone),
    email: cleanText(user.email),
    deptId: user.deptId ?? null,
    belong: cleanText(user.belong),
    enableCa: user.enableCa ?? false,
    signature: null,
  };
  await checkPhoneFree(repo, fields.phone);
  await checkDeptExists(repo, fields.deptId);
  const id = await repo.insert({ ...fields, passwordHash, mustChangePassword, now: isoTime(actor.at) });
  await repo.replaceSystemRoles(id, roleIds);
  const roles = (await repo.rolesByIds(roleIds)).map((role) => role.code);
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'user.create',
    entity: ENTITY,
    entityId: id,
    after: { ...fields, roles, mustChangePassword },
  });
  return id;
}
