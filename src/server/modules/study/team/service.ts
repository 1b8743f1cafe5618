/**
 * Changing a project's team from the project (button team:manage), in one transaction with
 * its audit row (entity 'project', so it shows in the project's activity). One may give or
 * take away only roles whose project permissions one holds oneself in that project, so
 * managing the team never raises anyone above the manager; and never change one's own roles.
 */
import type { Db } from '../../../db/database';
import { type Actor, auditActor, fieldProblem } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { createProjectTeamRepository } from './repository';

type Repository = ReturnType<typeof createProjectTeamRepository>;
type RoleWithGrants = Awaited<ReturnType<Repository['rolesWithProjectGrants']>>[number];

/** The roles whose project grants are all among the actor's own in the project. */
async function grantable(repo: Repository, roles: RoleWithGrants[], actorId: number, projectId: number) {
  const mine = new Set(await repo.roleIdsOf(actorId, projectId));
  const held = new Set(roles.filter((role) => mine.has(role.id)).flatMap((role) => [...role.grants]));
  return roles.filter((role) => [...role.grants].every((grant) => held.has(grant)));
}

export function createProjectTeamService(db: Db) {
  return {
    async roleOptions(actorId: number, projectId: number) {
      const repo = createProjectTeamRepository(db);
      const roles = await grantable(repo, await repo.rolesWithProjectGrants(), actorId, projectId);
      return roles.map(({ id, code, name }) => ({ id, code, name }));
    },

    async saveMember(body: { projectId: number; userId: number; roleIds: number[] }, actor: Actor) {
      if (body.userId === actor.actorId)
        throw fieldProblem('userId', {
          'zh-CN': '不能修改自己在项目中的角色',
          en: 'You cannot change your own roles in the project',
        });
      const roleIds = [...new Set(body.roleIds)].sort((a, b) => a - b);
      return db.transaction().execute(async (trx) => {
        const repo = createProjectTeamRepository(trx);
        const before = await repo.roleIdsOf(body.userId, body.projectId);
        if (before.length === 0 && !(await repo.userIsEnabled(body.userId))) {
          throw fieldProblem('userId', { 'zh-CN': '用户不存在或已停用', en: 'No such user, or the user is disabled' });
        }
        const roles = await repo.rolesWithProjectGrants();
        const unknown = roleIds.filter((id) => !roles.some((role) => role.id === id));
        if (unknown.length > 0)
          throw fieldProblem('roleIds', {
            'zh-CN': `角色不存在：${unknown.join('、')}`,
            en: `No such roles: ${unknown.join(', ')}`,
          });
        const allowed = new Set((await grantable(repo, roles, actor.actorId ?? 0, body.projectId)).map((r) => r.id));
        const changed = [
          ...roleIds.filter((id) => !before.includes(id)),
          ...before.filter((id) => !roleIds.includes(id)),
        ];
        const beyond = changed.filter((id) => !allowed.has(id));
        if (beyond.length > 0)
          throw fieldProblem('roleIds', {
            'zh-CN': `无权授予或收回这些角色：${beyond.join('、')}`,
            en: `You may not grant or withdraw these roles: ${beyond.join(', ')}`,
          });
        if (changed.length === 0) return { userId: body.userId, roleIds };
        await repo.replaceRoles(body.userId, body.projectId, roleIds);
        const codesOf = (ids: number[]) => roles.filter((role) => ids.includes(role.id)).map((role) => role.code);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'project.member',
          entity: 'project',
          entityId: body.projectId,
          before: { userId: body.userId, roles: codesOf(before) },
          after: { userId: body.userId, roles: codesOf(roleIds) },
        });
        return { userId: body.userId, roleIds };
      });
    },
  };
}
