/**
 * Connected systems, their keys and staff mappings (page ConnectedSystems). A key's secret is
 * 32 random bytes, answered once as base64url text and kept sealed with the field cipher
 * (server/lib/field-crypto.ts): the server must recompute each link's HMAC, so it cannot keep
 * only a hash. Every change is one transaction with its audit row; no row holds a secret.
 */
import { randomBytes } from 'node:crypto';
import { KEY_GRACE_MS, type KEY_STATUSES, type LOGIN_BY } from '../../../../shared/api/access/connected-systems';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { Transaction } from 'kysely';
import { badRequest, notFound } from '../../../lib/api-error';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';

export const SYSTEM_ENTITY = 'connected_system';
const NO_SYSTEM = { 'zh-CN': '对接系统不存在', en: 'No such connected system' };
const NO_KEY = { 'zh-CN': '密钥不存在或已失效', en: 'No such working key' };

type KeyStatus = (typeof KEY_STATUSES)[number];
type LoginBy = (typeof LOGIN_BY)[number];

interface KeyState {
  expiresAt: number | null;
  revokedAt: string | null;
}

export function keyStatus(key: KeyState, now: number): KeyStatus {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt === null) return 'active';
  return Number(key.expiresAt) > now ? 'grace' : 'expired';
}

type Trx = Transaction<Database>;

const newKeyId = () => `k_${randomBytes(9).toString('base64url')}`;
const newSecret = () => randomBytes(32).toString('base64url');

export function createConnectedSystems(db: Db, cipher: FieldCipher) {
  async function list(now: number) {
    const systems = await db.selectFrom('connectedSystem').selectAll().orderBy('code').execute();
    const keys = await db.selectFrom('connectedSystemKey').selectAll().orderBy('id', 'desc').execute();
    const mappings = await db
      .selectFrom('connectedSystemUser as m')
      .innerJoin('staffUser as u', 'u.id', 'm.userId')
      .select(['m.systemId', 'm.externalId', 'm.userId', 'u.userName', 'u.realname'])
      .orderBy('m.externalId')
      .execute();
    return systems.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      enabled: s.enabled === 1,
      loginBy: s.loginBy as LoginBy,
      keys: keys
        .filter((k) => k.systemId === s.id)
        .map((k) => ({
          keyId: k.keyId,
          createdAt: k.createdAt,
          createdBy: k.createdBy,
          lastUsedAt: k.lastUsedAt,
          expiresAt: k.expiresAt === null ? null : new Date(Number(k.expiresAt)).toISOString(),
          revokedAt: k.revokedAt,
          status: keyStatus(k, now),
        })),
      mappings: mappings
        .filter((m) => m.systemId === s.id)
        .map(({ externalId, userId, userName, realname }) => ({ externalId, userId, userName, realname })),
    }));
  }

  async function save(
    body: { id?: number; code: string; name: string; enabled: boolean; loginBy: LoginBy },
    actor: Actor,
  ) {
    const fields = { name: body.name.trim(), enabled: body.enabled ? 1 : 0, loginBy: body.loginBy };
    return db.transaction().execute(async (trx) => {
      const at = isoTime(actor.at);
      if (body.id === undefined) {
        const taken = await trx
          .selectFrom('connectedSystem')
          .select('id')
          .where('code', '=', body.code)
          .executeTakeFirst();
        if (taken) throw badRequest({ 'zh-CN': '系统编码已存在', en: 'The system code is taken' });
        const { id } = await trx
          .insertInto('connectedSystem')
          .values({ code: body.code, ...fields, createdAt: at, updatedAt: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'connectedSystem.create',
          entity: SYSTEM_ENTITY,
          entityId: id,
          after: { code: body.code, ...fields },
        });
        return { id };
      }
      const before = await trx.selectFrom('connectedSystem').selectAll().where('id', '=', body.id).executeTakeFirst();
      if (!before) throw notFound(NO_SYSTEM);
      await trx
        .updateTable('connectedSystem')
        .set({ ...fields, updatedAt: at })
        .where('id', '=', body.id)
        .execute();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'connectedSystem.update',
        entity: SYSTEM_ENTITY,
        entityId: body.id,
        before: { name: before.name, enabled: before.enabled, loginBy: before.loginBy },
        after: fields,
      });
      return { id: body.id };
    });
  }

  async function insertKey(trx: Trx, systemId: number, actor: Actor, action: string) {
    const system = await trx.selectFrom('connectedSystem').select('id').where('id', '=', systemId).executeTakeFirst();
    if (!system) throw notFound(NO_SYSTEM);
    const keyId = newKeyId();
    const secret = newSecret();
    await trx
      .insertInto('connectedSystemKey')
      .values({
        systemId,
        keyId,
        secretSealed: cipher.encrypt(secret),
        createdAt: isoTime(actor.at),
        createdBy: actor.actorName,
        lastUsedAt: null,
        expiresAt: null,
        revokedAt: null,
      })
      .execute();
    await appendAudit(trx, {
      ...auditActor(actor),
      action,
      entity: SYSTEM_ENTITY,
      entityId: systemId,
      after: { keyId },
    });
    return { keyId, secret };
  }

  const createKey = (systemId: number, actor: Actor) =>
    db.transaction().execute((trx) => insertKey(trx, systemId, actor, 'connectedSystem.key.create'));

  async function workingKey(keyId: string, now: number) {
    const key = await db.selectFrom('connectedSystemKey').selectAll().where('keyId', '=', keyId).executeTakeFirst();
    if (!key || keyStatus(key, now) === 'revoked' || keyStatus(key, now) === 'expired') throw notFound(NO_KEY);
    return key;
  }

  /** A new key; the old one works KEY_GRACE_MS more (or less, when already in its grace period). */
  async function rotateKey(keyId: string, actor: Actor) {
    const old = await workingKey(keyId, actor.at);
    const graceEnds = Math.min(actor.at + KEY_GRACE_MS, old.expiresAt === null ? Infinity : Number(old.expiresAt));
    return db.transaction().execute(async (trx) => {
      const created = await insertKey(trx, old.systemId, actor, 'connectedSystem.key.rotate');
      await trx.updateTable('connectedSystemKey').set({ expiresAt: graceEnds }).where('id', '=', old.id).execute();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'connectedSystem.key.expire',
        entity: SYSTEM_ENTITY,
        entityId: old.systemId,
        after: { keyId, expiresAt: new Date(graceEnds).toISOString(), replacedBy: created.keyId },
      });
      return created;
    });
  }

  async function revokeKey(keyId: string, actor: Actor) {
    const key = await db.selectFrom('connectedSystemKey').selectAll().where('keyId', '=', keyId).executeTakeFirst();
    if (!key || key.revokedAt !== null) throw notFound(NO_KEY);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('connectedSystemKey')
        .set({ revokedAt: isoTime(actor.at) })
        .where('id', '=', key.id)
        .execute();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'connectedSystem.key.revoke',
        entity: SYSTEM_ENTITY,
        entityId: key.systemId,
        after: { keyId },
      });
    });
  }

  async function saveMapping(body: { systemId: number; externalId: string; userId: number | null }, actor: Actor) {
    await db.transaction().execute(async (trx) => {
      const system = await trx
        .selectFrom('connectedSystem')
        .select('id')
        .where('id', '=', body.systemId)
        .executeTakeFirst();
      if (!system) throw notFound(NO_SYSTEM);
      const where = { systemId: body.systemId, externalId: body.externalId.trim() };
      await trx
        .deleteFrom('connectedSystemUser')
        .where('systemId', '=', where.systemId)
        .where('externalId', '=', where.externalId)
        .execute();
      if (body.userId !== null) {
        const user = await trx.selectFrom('staffUser').select('id').where('id', '=', body.userId).executeTakeFirst();
        if (!user) throw notFound({ 'zh-CN': '用户不存在', en: 'No such user' });
        await trx
          .insertInto('connectedSystemUser')
          .values({ ...where, userId: body.userId })
          .execute();
      }
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'connectedSystem.mapping',
        entity: SYSTEM_ENTITY,
        entityId: body.systemId,
        after: { externalId: where.externalId, userId: body.userId },
      });
    });
  }

  return { list, save, createKey, rotateKey, revokeKey, saveMapping };
}
