/**
 * User management writes (SUITE.md 'Writes'): each in one transaction that checks the
 * domain rules and the row version, applies the change and appends its audit row.
 * Generated passwords are hashed before the transaction (argon2 takes ~17 ms) and
 * answered once; the audit rows never hold a password or a hash.
 */
import type { UserSaveBody } from '../../../../shared/api/access/users';
import type { Db } from '../../../db/database';
import { type Actor, auditActor, changedFields, cleanText, fieldProblem, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { SessionStore } from '../../../services/sessions';
import { resetPasswordIn } from './password-reset';
import { type UserFields, createUserRepository } from './repository';
import {
  applyUserChange,
  checkDeptExists,
  checkPhoneFree,
  freshPassword,
  insertUser,
  storedFields,
  userForWrite,
} from './user-writes';

const ENTITY = 'staff_user';

/** The optional fields the body carries: absent keeps the value, null clears it. */
function editedFields(body: UserSaveBody): Partial<UserFields> {
  const fields: Partial<UserFields> = { realname: body.realname.trim() };
  if (body.fullName !== undefined) fields.fullName = cleanText(body.fullName);
  if (body.phone !== undefined) fields.phone = cleanText(body.phone);
  if (body.email !== undefined) fields.email = cleanText(body.email);
  if (body.deptId !== undefined) fields.deptId = body.deptId;
  if (body.belong !== undefined) fields.belong = cleanText(body.belong);
  if (body.enableCa !== undefined) fields.enableCa = body.enableCa;
  return fields;
}

export function createUserService({ db, sessions }: { db: Db; sessions: SessionStore }) {
  return {
    async save(body: UserSaveBody, actor: Actor): Promise<{ id: number; version: number; password?: string }> {
      if (body.id === undefined) {
        if (body.userName === undefined)
          throw fieldProblem('userName', { 'zh-CN': '新增用户时必填', en: 'Required when creating' });
        const userName = body.userName;
        const { password, passwordHash } = await freshPassword();
        const id = await db.transaction().execute((trx) => insertUser(trx, { ...body, userName }, passwordHash, actor));
        return { id, version: 1, password };
      }
      const id = body.id;
      if (body.version === undefined)
        throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
      const version = body.version;
      return db.transaction().execute(async (trx) => {
        const repo = createUserRepository(trx);
        const user = await userForWrite(repo, id, version);
        if (body.userName !== undefined && body.userName !== user.userName) {
          throw fieldProblem('userName', {
            'zh-CN': '用户名创建后不可修改',
            en: 'A user name cannot change once created',
          });
        }
        const edited = editedFields(body);
        if (edited.phone !== undefined) await checkPhoneFree(repo, edited.phone, id);
        await checkDeptExists(repo, edited.deptId);
        const { before, after, changed } = changedFields<UserFields>(user, edited);
        if (!changed) return { id, version };
        const next = await applyUserChange(repo, user, { ...storedFields(after), updatedAt: isoTime(actor.at) });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'user.update',
          entity: ENTITY,
          entityId: id,
          before,
          after,
        });
        return { id, version: next };
      });
    },

    async setStatus(body: { id: number; status: 'enabled' | 'disabled'; version: number }, actor: Actor) {
      if (body.id === actor.actorId && body.status === 'disabled')
        throw fieldProblem('id', { 'zh-CN': '不能停用自己的账号', en: 'You cannot disable your own account' });
      return db.transaction().execute(async (trx) => {
        const repo = createUserRepository(trx);
        const user = await userForWrite(repo, body.id, body.version);
        if (user.status === body.status) return { id: user.id, version: user.version };
        const next = await applyUserChange(repo, user, { status: body.status, updatedAt: isoTime(actor.at) });
        if (body.status === 'disabled') await sessions.revokeAllOf(user.id, trx);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'user.status',
          entity: ENTITY,
          entityId: user.id,
          before: { status: user.status },
          after: { status: body.status },
        });
        return { id: user.id, version: next };
      });
    },

    async resetPassword(body: { id: number; version: number }, actor: Actor) {
      const { password, passwordHash } = await freshPassword();
      const version = await db.transaction().execute(async (trx) => {
        const user = await userForWrite(createUserRepository(trx), body.id, body.version);
        return resetPasswordIn(trx, sessions, user, passwordHash, actor);
      });
      return { id: body.id, version, password };
    },

    async setRoles(body: { id: number; roleIds: number[]; version: number }, actor: Actor) {
      if (body.id === actor.actorId)
        throw fieldProblem('id', { 'zh-CN': '不能修改自己的系统角色', en: 'You cannot change your own system roles' });
      const roleIds = [...new Set(body.roleIds)];
      return db.transaction().execute(async (trx) => {
        const repo = createUserRepository(trx);
        const missing = await repo.missingIds('role', roleIds);
        if (missing.length > 0)
          throw fieldProblem('roleIds', {
            'zh-CN': `角色不存在：${missing.join('、')}`,
            en: `No such roles: ${missing.join(', ')}`,
          });
        const user = await userForWrite(repo, body.id, body.version);
        const before = ((await repo.systemRolesOf([user.id])).get(user.id) ?? []).map((role) => role.code);
        const next = await applyUserChange(repo, user, { updatedAt: isoTime(actor.at) });
        await repo.replaceSystemRoles(user.id, roleIds);
        const after = (await repo.rolesByIds(roleIds)).map((role) => role.code);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'user.roles',
          entity: ENTITY,
          entityId: user.id,
          before: { roles: before },
          after: { roles: after },
        });
        return { id: user.id, version: next };
      });
    },

    async setProjectRoles(
      body: { id: number; assignments: { projectId: number; roleId: number }[]; version: number },
      actor: Actor,
    ) {
      const unique = [...new Map(body.assignments.map((a) => [`${a.projectId}:${a.roleId}`, a])).values()];
      return db.transaction().execute(async (trx) => {
        const repo = createUserRepository(trx);
        const missingProjects = await repo.missingIds('project', [...new Set(unique.map((a) => a.projectId))]);
        if (missingProjects.length > 0)
          throw fieldProblem('assignments', {
            'zh-CN': `项目不存在：${missingProjects.join('、')}`,
            en: `No such projects: ${missingProjects.join(', ')}`,
          });
        const missingRoles = await repo.missingIds('role', [...new Set(unique.map((a) => a.roleId))]);
        if (missingRoles.length > 0)
          throw fieldProblem('assignments', {
            'zh-CN': `角色不存在：${missingRoles.join('、')}`,
            en: `No such roles: ${missingRoles.join(', ')}`,
          });
        const user = await userForWrite(repo, body.id, body.version);
        const describe = async () =>
          (await repo.projectRolesOf(user.id)).map((r) => ({ projectId: r.projectId, role: r.roleCode }));
        const before = await describe();
        const next = await applyUserChange(repo, user, { updatedAt: isoTime(actor.at) });
        await repo.replaceProjectRoles(user.id, unique);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'user.projectRoles',
          entity: ENTITY,
          entityId: user.id,
          before: { projectRoles: before },
          after: { projectRoles: await describe() },
        });
        return { id: user.id, version: next };
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
