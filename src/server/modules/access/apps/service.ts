/**
 * The account software list (page AppList, table staff_app; migration 059): the administrator's
 * edits, each one transaction with its audit row, the apps a staff member's roles see, and the
 * address an app opens at, signed for the staff member when the app passes them through to a
 * connected system (pass-through.ts). Issuing a signed address is itself an audit row.
 */
import { randomBytes } from 'node:crypto';
import type { AppIcon } from '../../../../shared/api/access/apps';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Actor, auditActor, isoTime, staleVersion } from '../../../services/staff-write';
import { keyStatus } from '../connected/systems';
import { passThroughUrl } from './pass-through';
import { createAppRepository } from './repository';

export const APP_ENTITY = 'staff_app';
const NO_APP = { 'zh-CN': '应用不存在', en: 'No such app' };
const KEY_NOT_WORKING = {
  'zh-CN': '应用的对接系统或签名密钥不存在或已失效',
  en: "The app's connected system or signing key does not exist or no longer works",
};
const NO_ACCOUNT = {
  'zh-CN': '您在该系统没有对应账号，请联系管理员维护人员映射',
  en: 'You have no account mapped in that system; ask the administrator to map one',
};

export interface AppInput {
  id?: number;
  version?: number;
  name: string;
  icon: AppIcon;
  url: string;
  sort: number;
  enabled: boolean;
  passThrough: boolean;
  connectedSystemId?: number | null;
  signKeyId?: string | null;
  roleIds: number[];
}

/** The connected system and its key, when both exist, belong together and the key works now. */
async function workingSigner(db: Db, systemId: number | null, keyId: string | null, now: number) {
  if (systemId === null || keyId === null) return undefined;
  const repo = createAppRepository(db);
  const system = await repo.connectedSystem(systemId);
  const key = await repo.systemKey(systemId, keyId);
  if (!system || system.enabled !== 1 || !key) return undefined;
  const status = keyStatus(key, now);
  return status === 'active' || status === 'grace' ? { system, key } : undefined;
}

export function createAppList(db: Db, cipher: FieldCipher) {
  const repo = createAppRepository(db);

  async function list(now: number) {
    const { apps, roles } = await repo.apps();
    const rows = apps.map((a) => ({
      id: a.id,
      name: a.name,
      icon: a.icon as AppIcon,
      url: a.url,
      sort: a.sort,
      enabled: a.enabled === 1,
      passThrough: a.passThrough === 1,
      connectedSystemId: a.connectedSystemId,
      signKeyId: a.signKeyId,
      roleIds: roles.filter((r) => r.appId === a.id).map((r) => r.roleId),
      version: a.version,
    }));
    return { apps: rows, ...(await choices(now)) };
  }

  async function choices(now: number) {
    const { roles, systems, keys } = await repo.choices();
    const working = keys.filter((k) => ['active', 'grace'].includes(keyStatus(k, now)));
    return {
      roles,
      systems: systems.map((s) => ({
        ...s,
        keyIds: working.filter((k) => k.systemId === s.id).map((k) => k.keyId),
      })),
    };
  }

  async function save(body: AppInput, actor: Actor) {
    const passThrough = body.passThrough;
    const fields = {
      name: body.name.trim(),
      icon: body.icon,
      url: body.url.trim(),
      sort: body.sort,
      enabled: body.enabled ? 1 : 0,
      passThrough: passThrough ? 1 : 0,
      connectedSystemId: passThrough ? (body.connectedSystemId ?? null) : null,
      signKeyId: passThrough ? (body.signKeyId ?? null) : null,
    };
    if (passThrough && !(await workingSigner(db, fields.connectedSystemId, fields.signKeyId, actor.at))) {
      throw badRequest(KEY_NOT_WORKING);
    }
    const roleIds = [...body.roleIds].sort((a, b) => a - b);
    return db.transaction().execute(async (trx) => {
      const writes = createAppRepository(trx);
      const known = await writes.knownRoles(roleIds);
      if (known.length !== roleIds.length) throw notFound({ 'zh-CN': '角色不存在', en: 'No such role' });
      const at = isoTime(actor.at);
      let appId: number;
      let before: Record<string, unknown> | null = null;
      if (body.id === undefined) {
        appId = await writes.insertApp({ ...fields, createdAt: at, updatedAt: at });
      } else {
        appId = body.id;
        const row = await writes.app(appId);
        if (!row) throw notFound(NO_APP);
        if (body.version !== row.version) throw staleVersion();
        const oldRoles = await writes.appRoles(appId);
        const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...rest } = row;
        before = { ...rest, roleIds: oldRoles.map((r) => r.roleId).sort((a, b) => a - b) };
        await writes.updateApp(appId, { ...fields, version: row.version + 1, updatedAt: at });
        await writes.deleteRoles(appId);
      }
      await writes.insertRoles(appId, roleIds);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: before ? 'app.update' : 'app.create',
        entity: APP_ENTITY,
        entityId: appId,
        before,
        after: { ...fields, roleIds },
      });
      return { id: appId };
    });
  }

  async function remove(appId: number, actor: Actor) {
    await db.transaction().execute(async (trx) => {
      const writes = createAppRepository(trx);
      const row = await writes.app(appId);
      if (!row) throw notFound(NO_APP);
      await writes.deleteApp(appId);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'app.delete',
        entity: APP_ENTITY,
        entityId: appId,
        before: { name: row.name, url: row.url },
      });
    });
  }

  /** The enabled apps any of the user's roles sees, in order. */
  async function visibleApps(userId: number) {
    const roleIds = await repo.roleIdsOf(userId);
    if (roleIds.length === 0) return [];
    return repo.visibleApps(roleIds);
  }

  async function mine(userId: number) {
    return (await visibleApps(userId)).map((a) => ({
      id: a.id,
      name: a.name,
      icon: a.icon as AppIcon,
      url: a.url,
      passThrough: a.passThrough === 1,
    }));
  }

  /** The staff member's id in the system: their user name, or their mapped staff number. */
  async function externalUser(systemId: number, loginBy: string, actor: Actor) {
    if (loginBy === 'userName') return actor.actorName;
    return repo.externalId(systemId, actor.actorId ?? 0);
  }

  async function open(appId: number, actor: Actor) {
    const visible = await visibleApps(actor.actorId ?? 0);
    if (!visible.some((a) => a.id === appId)) throw notFound(NO_APP);
    const app = await repo.app(appId);
    if (!app) throw notFound(NO_APP);
    if (app.passThrough !== 1) return { url: app.url, signed: false };
    const signer = await workingSigner(db, app.connectedSystemId, app.signKeyId, actor.at);
    if (!signer) throw badRequest(KEY_NOT_WORKING);
    const user = await externalUser(signer.system.id, signer.system.loginBy, actor);
    if (user === undefined) throw badRequest(NO_ACCOUNT);
    const nonce = randomBytes(16).toString('base64url');
    const fields = { system: signer.system.code, keyId: signer.key.keyId, user, nonce };
    const url = passThroughUrl(app.url, fields, cipher.decrypt(signer.key.secretSealed), actor.at);
    await db.transaction().execute((trx) =>
      appendAudit(trx, {
        ...auditActor(actor),
        action: 'app.passThrough',
        entity: APP_ENTITY,
        entityId: appId,
        after: fields,
      }),
    );
    return { url, signed: true };
  }

  return { list, save, remove, mine, open };
}
