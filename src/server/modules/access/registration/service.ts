/**
 * Registration requests (SUITE.md 'Writes'): applying (anyone), passing (creates the user
 * with the default registration role, who must change the initial password at first
 * sign-in) and refusing; each in one transaction with its audit row. Applying answers the
 * same, after the same work, whether or not the name or phone is in use, so it cannot be
 * used to find out which accounts exist; the reviewer sees the clash, and passing a request
 * whose name or phone now belongs to a user is refused.
 */
import type { RegistrationApplyBody } from '../../../../shared/api/access/registration';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { createRoleRepository } from '../roles/repository';
import { createUserRepository } from '../users/repository';
import { freshPassword, insertUser } from '../users/user-writes';
import { type RegistrationRepository, type RequestState, createRegistrationRepository } from './repository';

const ENTITY = 'registration_request';

async function pendingForReview(repo: RegistrationRepository, id: number, version: number): Promise<RequestState> {
  const request = await repo.state(id);
  if (!request) throw notFound({ 'zh-CN': '注册申请不存在', en: 'No such request' });
  if (request.version !== version) throw staleVersion();
  if (request.status !== 'pending')
    throw fieldProblem('id', { 'zh-CN': '该申请已审核', en: 'This request has already been reviewed' });
  return request;
}

/** A request whose user name or phone now belongs to a staff user cannot become another one. */
async function refuseClash(users: ReturnType<typeof createUserRepository>, request: RequestState): Promise<void> {
  if (await users.userNameTaken(request.userName)) {
    throw fieldProblem('userName', {
      'zh-CN': `用户名 ${request.userName} 已被现有账号使用，无法通过，请拒绝该申请`,
      en: `An account already has the user name ${request.userName}: reject the request`,
    });
  }
  if (await users.phoneTaken(request.phone)) {
    throw fieldProblem('phone', {
      'zh-CN': '手机号已被现有账号使用，无法通过，请拒绝该申请',
      en: 'An account already has this phone number: reject the request',
    });
  }
}

export function createRegistrationService(db: Db) {
  return {
    /** Stores every well-formed application, a clashing one included (see the header). */
    async apply(body: RegistrationApplyBody, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const users = createUserRepository(trx);
        const requests = createRegistrationRepository(trx);
        if (body.deptId && (await users.missingIds('organization', [body.deptId])).length > 0) {
          throw fieldProblem('deptId', { 'zh-CN': '科室不存在', en: 'No such department' });
        }
        const fields = {
          userName: body.userName,
          realname: body.realname.trim(),
          phone: body.phone,
          email: cleanText(body.email),
          deptId: body.deptId ?? null,
          reason: cleanText(body.reason),
        };
        const id = await requests.insert({ ...fields, createdAt: isoTime(actor.at) });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'registration.apply',
          entity: ENTITY,
          entityId: id,
          after: fields,
        });
      });
    },

    async pass(body: { id: number; version: number }, actor: Actor) {
      const { password, passwordHash } = await freshPassword();
      return db.transaction().execute(async (trx) => {
        const requests = createRegistrationRepository(trx);
        const request = await pendingForReview(requests, body.id, body.version);
        await refuseClash(createUserRepository(trx), request);
        const role = await createRoleRepository(trx).defaultRegistrationRole();
        if (!role)
          throw badRequest({ 'zh-CN': '未设置注册默认角色，请先在角色管理中设置', en: 'No default registration role' });
        const userId = await insertUser(trx, request, passwordHash, actor, { roleIds: [role.id] });
        const reviewed = await requests.review(request.id, request.version, {
          status: 'passed',
          reviewedBy: actor.actorId,
          reviewedAt: isoTime(actor.at),
          userId,
        });
        if (!reviewed) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'registration.pass',
          entity: ENTITY,
          entityId: request.id,
          before: { status: 'pending' },
          after: { status: 'passed', userId, role: role.code },
        });
        return { id: request.id, version: request.version + 1, userId, userName: request.userName, password };
      });
    },

    async refuse(body: { id: number; version: number; note: string }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const requests = createRegistrationRepository(trx);
        const request = await pendingForReview(requests, body.id, body.version);
        const note = body.note.trim();
        const reviewed = await requests.review(request.id, request.version, {
          status: 'refused',
          reviewedBy: actor.actorId,
          reviewedAt: isoTime(actor.at),
          reviewNote: note,
        });
        if (!reviewed) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'registration.refuse',
          entity: ENTITY,
          entityId: request.id,
          before: { status: 'pending' },
          after: { status: 'refused', note },
        });
        return { id: request.id, version: request.version + 1 };
      });
    },
  };
}
