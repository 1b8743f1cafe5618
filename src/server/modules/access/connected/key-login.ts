/**
 * Third-party login by key: a connected system sends a staff member in with a signed link
 * (key-sign.ts). Checks, in this order: a known, enabled system; a key of that system that is
 * active or in its grace period; the time within ±5 minutes of the server's clock; the
 * signature (constant time); the nonce never used with this key (kept in
 * `connected_login_nonce` until the time check would refuse it anyway); the account named,
 * enabled and not locked by password failures. A success starts the same session as password
 * sign-in. Every attempt is an `auth.login` audit row (the login log) with method 'key' and the
 * system; the caller learns only that the link was refused, the log says why.
 */
import { ApiError } from '../../../lib/api-error';
import type { Clock } from '../../../lib/clock';
import type { FieldCipher } from '../../../lib/field-crypto';
import { appendAudit } from '../../../db/audit/audit-trail';
import { signInFailures } from '../../../lib/process-metrics';
import type { Db } from '../../../db/database';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import type { SessionStore } from '../../../services/sessions';
import { guardRepository } from '../auth/guard-repository';
import { accountKey } from '../auth/sign-in-guard';
import { keyStatus } from './systems';
import { KEY_LOGIN_SKEW_MS, type KeyLoginParams, keyLoginSignValid } from './key-sign';

export type KeyLoginRefusal =
  | 'system_unknown'
  | 'system_disabled'
  | 'key_invalid'
  | 'time_skew'
  | 'bad_signature'
  | 'nonce_replayed'
  | 'user_unknown'
  | 'user_disabled'
  | 'locked';

export interface KeyLoginDeps {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  cipher: FieldCipher;
}

export interface KeyLoginRequest extends KeyLoginParams {
  sign: string;
  clientIp: string;
  requestId: string;
}

/** How long a used nonce is kept: past it, the time check refuses the link anyway. */
const NONCE_KEEP_MS = 2 * KEY_LOGIN_SKEW_MS + 60_000;

export const KEY_LOGIN_REFUSED = {
  'zh-CN': '第三方登录失败：链接无效、已过期或账号不可用，请从原系统重新进入',
  en: 'Sign-in from the connected system failed: the link is invalid or expired, or the account cannot sign in. Open it again from that system',
};

class KeyLoginRefused extends ApiError {
  constructor() {
    super(400, ResponseCode.info, KEY_LOGIN_REFUSED, { reason: 'key_login_refused' });
  }
}

interface Outcome {
  userId: number | null;
  userName: string | null;
  reason: KeyLoginRefusal | 'ok';
}

async function record(deps: KeyLoginDeps, req: KeyLoginRequest, outcome: Outcome, keyRowId?: number) {
  const now = deps.clock();
  const success = outcome.reason === 'ok';
  await deps.db.transaction().execute(async (trx) => {
    if (success && outcome.userId !== null) {
      await trx
        .updateTable('staffUser')
        .set({ lastLoginAt: new Date(now).toISOString() })
        .where('id', '=', outcome.userId)
        .execute();
    }
    if (success && keyRowId !== undefined) {
      await trx
        .updateTable('connectedSystemKey')
        .set({ lastUsedAt: new Date(now).toISOString() })
        .where('id', '=', keyRowId)
        .execute();
    }
    await appendAudit(trx, {
      at: now,
      actorId: success ? outcome.userId : null,
      actorName: outcome.userName ?? req.user,
      action: 'auth.login',
      entity: 'staff_user',
      entityId: outcome.userId,
      outcome: success ? 'success' : 'failure',
      reason: success ? `key:${req.system}` : outcome.reason,
      after: { method: 'key', system: req.system, keyId: req.keyId, externalUser: req.user },
      clientIp: req.clientIp,
      requestId: req.requestId,
    });
  });
}

async function refuse(
  deps: KeyLoginDeps,
  req: KeyLoginRequest,
  reason: KeyLoginRefusal,
  user?: { id: number; userName: string },
): Promise<never> {
  signInFailures.inc({ reason: `key_${reason}` });
  await record(deps, req, { userId: user?.id ?? null, userName: user?.userName ?? null, reason });
  throw new KeyLoginRefused();
}

async function resolveUser(db: Db, systemId: number, loginBy: string, externalId: string) {
  const columns = ['id', 'userName', 'status'] as const;
  if (loginBy === 'userName') {
    return db.selectFrom('staffUser').select(columns).where('userName', '=', externalId).executeTakeFirst();
  }
  return db
    .selectFrom('connectedSystemUser as m')
    .innerJoin('staffUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.userName', 'u.status'])
    .where('m.systemId', '=', systemId)
    .where('m.externalId', '=', externalId)
    .executeTakeFirst();
}

/** Runs the checks; answers the new session, or throws the one refusal after logging why. */
export async function keyLogin(deps: KeyLoginDeps, req: KeyLoginRequest) {
  const { db } = deps;
  const now = deps.clock();
  const system = await db.selectFrom('connectedSystem').selectAll().where('code', '=', req.system).executeTakeFirst();
  if (!system) return refuse(deps, req, 'system_unknown');
  if (system.enabled !== 1) return refuse(deps, req, 'system_disabled');
  const key = await db
    .selectFrom('connectedSystemKey')
    .selectAll()
    .where('keyId', '=', req.keyId)
    .where('systemId', '=', system.id)
    .executeTakeFirst();
  const status = key && keyStatus(key, now);
  if (!key || (status !== 'active' && status !== 'grace')) return refuse(deps, req, 'key_invalid');
  if (Math.abs(Number(req.ts) * 1000 - now) > KEY_LOGIN_SKEW_MS) return refuse(deps, req, 'time_skew');
  if (!keyLoginSignValid(req, req.sign, deps.cipher.decrypt(key.secretSealed)))
    return refuse(deps, req, 'bad_signature');
  await db.deleteFrom('connectedLoginNonce').where('expiresAt', '<=', now).execute();
  const inserted = await db
    .insertInto('connectedLoginNonce')
    .values({ key: `${req.keyId}:${req.nonce}`, expiresAt: now + NONCE_KEEP_MS })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return refuse(deps, req, 'nonce_replayed');
  const user = await resolveUser(db, system.id, system.loginBy, req.user);
  if (!user) return refuse(deps, req, 'user_unknown');
  if (user.status !== 'enabled') return refuse(deps, req, 'user_disabled', user);
  const attempts = await guardRepository.attempt(db, accountKey(user.userName));
  if (attempts?.lockedUntil != null && attempts.lockedUntil > now) return refuse(deps, req, 'locked', user);
  const session = await deps.sessions.create(user.id, req.clientIp);
  await record(deps, req, { userId: user.id, userName: user.userName, reason: 'ok' }, key.id);
  return session;
}

const BASE = 'https://portal.invalid';
const STAFF_PATH = /^\/staff(?:[/?#]|$)/;
export const WORKBENCH_PATH = '/staff';

/** `next` when it is a /staff path of this site (as the sign-in page's own rule), else the workbench. */
export function staffPathOr(next: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (next === undefined || !STAFF_PATH.test(next) || /[\\\u0000-\u001f]/.test(next)) return WORKBENCH_PATH;
  try {
    const url = new URL(next, BASE);
    if (url.origin !== BASE || !STAFF_PATH.test(url.pathname)) return WORKBENCH_PATH;
    return url.pathname + url.search + url.hash;
  } catch {
    return WORKBENCH_PATH;
  }
}
