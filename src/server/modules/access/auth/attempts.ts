/**
 * What every sign-in and password change shares: the services it uses, the record of one
 * attempt for the audit trail, the checks before a password is compared, and refusing an
 * attempt so that its bookkeeping (failure count, lock, audit row) is committed before the
 * request fails. Audit rows name the account and the method, never a secret.
 */
import { signInFailures } from '../../../lib/process-metrics';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { LOGIN_CONFIG_KEYS, type SignInFailureReason } from '../../../../shared/api/access/auth';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { type AuditEntry, appendAudit } from '../../../db/audit/audit-trail';
import type { CaptchaStore } from './captcha';
import { hashPassword, verifyPassword } from './password';
import type { PasswordCipher } from './password-cipher';
import { type SignInUser, authRepository } from './repository';
import type { SessionStore } from '../../../services/sessions';
import { type CaptchaAnswer, type GuardState, type SignInGuard, accountKey } from './sign-in-guard';
import { refused } from './sign-in-failure';
import type { SmsCodes } from './sms-codes';
import type { SmsSender } from './sms-sender';
import type { LocalizedText } from '../../../../shared/domain/labels';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  cipher: PasswordCipher;
  guard: SignInGuard;
  captchas: CaptchaStore;
  smsCodes: SmsCodes;
  smsSender: SmsSender;
  log: FastifyRequest['log'];
}

export type AttemptAction = 'auth.login' | 'auth.password.set' | 'auth.password.modify' | 'auth.sso.link';

/** One sign-in or password change, as the audit trail records it. */
export interface Attempt {
  action: AttemptAction;
  method: 'password' | 'sms' | 'sso';
  /** The account name as given (user name, mobile number or e-mail). */
  accountName: string;
  /** The brute-force counter's key; null for SMS sign-in, which has its own limits. */
  key: string | null;
  /** The account the name resolved to, when it did. */
  userId: number | null;
  clientIp: string;
  requestId: string;
}

export function attemptOf(
  request: FastifyRequest,
  fields: Pick<Attempt, 'action' | 'method' | 'accountName'> & { throttled: boolean },
): Attempt {
  const { throttled, ...rest } = fields;
  return {
    ...rest,
    key: throttled ? accountKey(fields.accountName) : null,
    userId: null,
    clientIp: request.ip,
    requestId: String(request.id),
  };
}

export function attemptAudit(
  attempt: Attempt,
  at: number,
  outcome: { reason: string; success: boolean; after?: Record<string, unknown> },
): AuditEntry {
  return {
    at,
    actorId: outcome.success ? attempt.userId : null,
    actorName: attempt.accountName,
    action: attempt.action,
    entity: 'staff_user',
    entityId: attempt.userId,
    outcome: outcome.success ? 'success' : 'failure',
    reason: outcome.reason,
    after: { method: attempt.method, ...outcome.after },
    clientIp: attempt.clientIp,
    requestId: attempt.requestId,
  };
}

async function countFailure(deps: AuthDeps, trx: Transaction<Database>, attempt: Attempt, key: string) {
  const state = await deps.guard.countFailure(trx, key);
  if (state.lockedNow && state.lockedUntil !== null) {
    await appendAudit(trx, {
      at: deps.clock(),
      actorName: attempt.accountName,
      action: 'auth.lock',
      entity: 'staff_user',
      entityId: attempt.userId,
      outcome: 'success',
      reason: 'too_many_failures',
      after: { lockedUntil: new Date(state.lockedUntil).toISOString(), failures: state.failures },
      clientIp: attempt.clientIp,
      requestId: attempt.requestId,
    });
  }
  return state;
}

/**
 * Refuses the attempt: counts it as a failure when `counted` (the fifth locks the account
 * name), appends its audit row, commits both, then throws the answer for the form.
 */
export async function refuse(
  deps: AuthDeps,
  attempt: Attempt,
  reason: SignInFailureReason,
  options: { counted?: boolean; message?: LocalizedText } = {},
): Promise<never> {
  const { key } = attempt;
  signInFailures.inc({ reason });
  const state = await deps.db.transaction().execute(async (trx): Promise<GuardState | undefined> => {
    await appendAudit(trx, attemptAudit(attempt, deps.clock(), { reason, success: false }));
    if (key === null) return undefined;
    return options.counted ? countFailure(deps, trx, attempt, key) : deps.guard.state(trx, key);
  });
  throw refused(reason, state, options.message);
}

/** Before any password is compared: not locked, and the captcha when one is due. */
export async function admitOrRefuse(deps: AuthDeps, attempt: Attempt, captcha: CaptchaAnswer): Promise<void> {
  if (attempt.key === null) return;
  const admission = await deps.guard.admit(deps.db, attempt.key, captcha);
  if (!admission.ok) await refuse(deps, attempt, admission.reason, { counted: admission.reason === 'captcha_wrong' });
}

/** The password inside a sent value (ciphertext unless the site turned encryption off). */
export async function revealOrRefuse(deps: AuthDeps, attempt: Attempt, sent: string): Promise<string> {
  const encryptionOn = (await authRepository.configValue(deps.db, LOGIN_CONFIG_KEYS.passwordEncrypt)) !== 'false';
  const revealed = await deps.cipher.reveal(deps.db, sent, encryptionOn);
  if (revealed.ok) return revealed.password;
  return refuse(deps, attempt, revealed.reason);
}

let dummyHash: Promise<string> | undefined;

/** Hashes the stand-in password once, so the first unknown account is not slower than the rest. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

/**
 * True when `user` exists, is enabled and `password` is theirs. An unknown account is
 * compared against a stand-in hash, so the time taken does not reveal whether it exists.
 */
export async function passwordAccepted(user: SignInUser | undefined, password: string): Promise<boolean> {
  const matches = await verifyPassword(user?.passwordHash ?? (await prepareDummyHash()), password);
  return matches && user !== undefined && user.status === 'enabled';
}
