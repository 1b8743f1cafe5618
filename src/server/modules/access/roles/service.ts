/**
 * Role writes (SUITE.md 'Writes'): create and edit, the permission editor's save and the
 * default registration role, each in one transaction with its version check and audit row.
 * Also the permission catalogue as the editor receives it.
 */
import type { PermissionCatalogue, RolePermissionSaveBody, RoleSaveBody } from '../../../../shared/api/access/roles';
import { grantProblem } from '../../../../shared/domain/access/permission-grant';
import {
  ALWAYS_SYSTEM_PAGES,
  PERMISSION_CATALOGUE,
  type PermissionScope,
} from '../../../../shared/domain/access/permissions';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type RoleRepository, type RoleState, createRoleRepository } from './repository';
import type { LocalizedText } from '../../../../shared/domain/labels';

const ENTITY = 'role';

async function roleForWrite(repo: RoleRepository, id: number, version?: number): Promise<RoleState> {
  const role = await repo.state(id);
  if (!role) throw notFound({ 'zh-CN': '角色不存在', en: 'No such role' });
  if (version !== undefined && role.version !== version) throw staleVersion();
  return role;
}

/** Names grouped and sorted, so the stored grant and the audit row read the same way every time. */
const tidy = (grant: { pages: string[]; buttons: string[] }) => ({
  pages: [...new Set(grant.pages)].sort(),
  buttons: [...new Set(grant.buttons)].sort(),
});

function describeProblem(problem: NonNullable<ReturnType<typeof grantProblem>>): LocalizedText {
  if (problem.problem === 'button_without_page') {
    return {
      'zh-CN': `按钮 '${problem.name}' 需要同时授予页面 '${problem.page}'`,
      en: `The button '${problem.name}' needs its page '${problem.page}' too`,
    };
  }
  return { 'zh-CN': `权限目录中没有 '${problem.name}'`, en: `Unknown permission '${problem.name}'` };
}

export function createRoleService(db: Db) {
  return {
    async save(body: RoleSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      const name = body.name.trim();
      const description = cleanText(body.description);
      return db.transaction().execute(async (trx) => {
        const repo = createRoleRepository(trx);
        if (body.id === undefined) {
          if (body.code === undefined)
            throw fieldProblem('code', { 'zh-CN': '新增角色时必填', en: 'Required when creating' });
          if (await repo.codeTaken(body.code))
            throw fieldProblem('code', { 'zh-CN': '角色编码已存在', en: 'This role code is already in use' });
          const id = await repo.insert({ code: body.code, name, description, now: isoTime(actor.at) });
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'role.create',
            entity: ENTITY,
            entityId: id,
            after: { code: body.code, name, description },
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const role = await roleForWrite(repo, body.id, body.version);
        if (body.code !== undefined && body.code !== role.code)
          throw fieldProblem('code', {
            'zh-CN': '角色编码创建后不可修改',
            en: "A role's code cannot change once created",
          });
        const { before, after, changed } = changedFields<{ name: string; description: string | null }>(role, {
          name,
          description,
        });
        if (!changed) return { id: role.id, version: role.version };
        if (!(await repo.update(role.id, role.version, { ...after, updatedAt: isoTime(actor.at) })))
          throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'role.update',
          entity: ENTITY,
          entityId: role.id,
          before,
          after,
        });
        return { id: role.id, version: role.version + 1 };
      });
    },

    async savePermissions(body: RolePermissionSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      for (const scope of ['system', 'project'] as const) {
        const problem = grantProblem(scope, body[scope]);
        if (problem) throw fieldProblem(problem.field, describeProblem(problem));
      }
      const grants = { system: tidy(body.system), project: tidy(body.project) };
      return db.transaction().execute(async (trx) => {
        const repo = createRoleRepository(trx);
        const role = await roleForWrite(repo, body.roleId, body.version);
        const before = await repo.permissionsOf(role.id);
        if (!(await repo.update(role.id, role.version, { updatedAt: isoTime(actor.at) }))) throw staleVersion();
        await repo.replacePermissions(role.id, grants);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'role.permissions',
          entity: ENTITY,
          entityId: role.id,
          before,
          after: grants,
        });
        return { id: role.id, version: role.version + 1 };
      });
    },

    /** One default at most: the previous default loses the flag in the same transaction. */
    async setDefaultRegistration(id: number, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createRoleRepository(trx);
        const role = await roleForWrite(repo, id);
        if (role.isDefaultRegistration) return { id: role.id, version: role.version };
        const previous = await repo.defaultRegistrationRole();
        const now = isoTime(actor.at);
        if (
          previous &&
          !(await repo.update(previous.id, previous.version, { isDefaultRegistration: 0, updatedAt: now }))
        ) {
          throw staleVersion();
        }
        if (!(await repo.update(role.id, role.version, { isDefaultRegistration: 1, updatedAt: now })))
          throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'role.defaultRegistration',
          entity: ENTITY,
          entityId: role.id,
          before: { defaultRole: previous?.code ?? null },
          after: { defaultRole: role.code },
        });
        return { id: role.id, version: role.version + 1 };
      });
    },
  };
}

/** The catalogue of both scopes, labelled, in the order the code declares it. */
interface CatalogueEntry {
  label: { 'zh-CN': string; en: string };
  helpId?: string;
  buttons: Record<string, { 'zh-CN': string; en: string; helpId?: string }>;
}

/** The catalogue of both scopes, labelled, in the order the code declares it. */
export function permissionCatalogue(): PermissionCatalogue {
  const scope = (name: PermissionScope) =>
    Object.entries(PERMISSION_CATALOGUE[name] as Record<string, CatalogueEntry>).map(([page, entry]) => ({
      name: page,
      label: entry.label,
      helpId: entry.helpId ?? null,
      buttons: Object.entries(entry.buttons).map(([button, label]) => ({
        name: button,
        label: { 'zh-CN': label['zh-CN'], en: label.en },
        helpId: label.helpId ?? null,
      })),
    }));
  return { system: scope('system'), project: scope('project'), alwaysSystemPages: [...ALWAYS_SYSTEM_PAGES] };
}
