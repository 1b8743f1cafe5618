/**
 * Electronic signatures for any step a sponsor or an ethics committee relies on (safety
 * reports now; documents, ethics votes and payment approvals later). A step's service calls
 * `signedWrite` with the `signature` of its request and its own write:
 *
 * 1. failed password attempts of the signer are rate limited (table `rate_limit`);
 * 2. the password arrives as the sign-in's does (RSA-OAEP ciphertext unless the site turned
 *    encryption off; a ciphertext is accepted once: auth/password-cipher.ts), and is checked
 *    with the sign-in's hashing; a wrong one is counted, audited and refused before anything
 *    is written;
 * 3. in one transaction: the challenge is spent (a replay is refused), the step writes, and
 *    calls `sign` with what it signed, which stores the signature (printed name, server time,
 *    meaning, SHA-256 of the content's canonical JSON) and its audit row.
 *
 * `signaturesOf` answers a record's signatures, each checked against the content now.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import type { Signature, SignatureBody } from '../../../../shared/api/access/signatures';
import {
  SIGNING_CHALLENGE_TTL_MS,
  type SignatureMeaning,
  signatureMeaningText,
} from '../../../../shared/domain/access/signatures';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { appendAudit, recordAudit } from '../../../db/audit/audit-trail';
import { ApiError, badRequest } from '../../../lib/api-error';
import { contentHash } from '../../../lib/canonical-json';
import { createRateLimitRepository } from '../../../services/rate-limit-repository';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { LOGIN_CONFIG_KEYS } from '../../../../shared/api/access/auth';
import { verifyPassword } from '../auth/password';
import type { PasswordCipher } from '../auth/password-cipher';
import { authRepository } from '../auth/repository';
import { type StoredSignature, signatureRepository as repo } from './repository';
import type { LocalizedText } from '../../../../shared/domain/labels';

type Trx = Transaction<Database>;

/** Failed signing passwords a user may type in a window before signing is refused until it ends. */
export const SIGNING_FAILURES_MAX = 5;
export const SIGNING_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const SIGNATURE_PASSWORD_WRONG: LocalizedText = {
  'zh-CN': '签名密码错误，未提交',
  en: 'Wrong password: nothing was signed or submitted',
};
export const SIGNATURE_LOCKED: LocalizedText = {
  'zh-CN': '签名密码错误次数过多，请稍后再试',
  en: 'Too many wrong signing passwords: try again later',
};
export const SIGNATURE_CHALLENGE_SPENT: LocalizedText = {
  'zh-CN': '签名已使用或已过期，请重新签名',
  en: 'This signature was already used or has expired: sign again',
};

/** What was signed: the audit entity and id of a record, and its revision. */
export interface SignedSubject {
  entity: string;
  entityId: number;
  revision: number;
}

/** A step's `signature` as sent, with the cipher that opens its password (the sign-in's key). */
export interface SentSignature {
  signature: SignatureBody;
  cipher: PasswordCipher;
}

/** Stores the signature of `content` in the step's transaction; called once by the step. */
export type SignFn = (subject: SignedSubject, content: unknown) => Promise<StoredSignature>;

const failureKey = (userId: number) => `signature:${userId}`;

/** A new one-time challenge for the user's next signature. */
export async function issueChallenge(db: Db, userId: number, now: number) {
  const challenge = randomBytes(24).toString('base64url');
  const expiresAt = now + SIGNING_CHALLENGE_TTL_MS;
  await repo.addChallenge(db, { challenge, userId, issuedAt: isoTime(now), expiresAt });
  return { challenge, expiresAt: isoTime(expiresAt) };
}

type RefusalReason = 'wrong_password' | 'encryption_required' | 'ciphertext_replayed';

async function refuse(db: Db, actor: Actor, meaning: SignatureMeaning, reason: RefusalReason): Promise<never> {
  await createRateLimitRepository(db).count(failureKey(actor.actorId ?? 0), actor.at, SIGNING_FAILURE_WINDOW_MS);
  await recordAudit(db, {
    ...auditActor(actor),
    action: 'signature.refused',
    entity: 'e_signature',
    outcome: 'failure',
    reason,
    after: { meaning },
  });
  if (reason === 'ciphertext_replayed') {
    throw new ApiError(400, ResponseCode.info, SIGNATURE_CHALLENGE_SPENT, { reason: 'signature_replayed' });
  }
  throw new ApiError(400, ResponseCode.info, SIGNATURE_PASSWORD_WRONG, { reason: 'signature_password' });
}

/** The signer, when the password is theirs; refuses (nothing written but the failure) otherwise. */
async function authenticate(db: Db, cipher: PasswordCipher, actor: Actor, signature: SignatureBody) {
  if (actor.actorId === null)
    throw badRequest({ 'zh-CN': '只有登录用户可以签名', en: 'Only a signed-in user can sign' });
  const failures = await createRateLimitRepository(db).current(failureKey(actor.actorId), actor.at);
  if (failures >= SIGNING_FAILURES_MAX) {
    throw new ApiError(429, ResponseCode.info, SIGNATURE_LOCKED, { reason: 'signature_locked' });
  }
  const encryptionOn = (await authRepository.configValue(db, LOGIN_CONFIG_KEYS.passwordEncrypt)) !== 'false';
  const revealed = await cipher.reveal(db, signature.password, encryptionOn);
  if (!revealed.ok) return refuse(db, actor, signature.meaning, revealed.reason);
  const signer = await repo.signer(db, actor.actorId);
  const accepted = signer ? await verifyPassword(signer.passwordHash, revealed.password) : false;
  if (!signer || !accepted || signer.status !== 'enabled')
    return refuse(db, actor, signature.meaning, 'wrong_password');
  return signer;
}

/**
 * Runs `write` in one transaction with the signature it makes by calling `sign`; the password
 * is checked and the challenge spent first, so a refused signature writes nothing of the step.
 */
export async function signedWrite<T>(
  db: Db,
  { signature, cipher }: SentSignature,
  actor: Actor,
  write: (trx: Trx, sign: SignFn) => Promise<T>,
): Promise<T> {
  const signer = await authenticate(db, cipher, actor, signature);
  return db.transaction().execute(async (trx) => {
    if (!(await repo.spendChallenge(trx, signature.challenge, signer.id, actor.at))) {
      throw new ApiError(400, ResponseCode.info, SIGNATURE_CHALLENGE_SPENT, { reason: 'signature_replayed' });
    }
    let signed = false;
    const sign: SignFn = async (subject, content) => {
      signed = true;
      const stored = await repo.add(trx, {
        ...subject,
        signerId: signer.id,
        signerUserName: signer.userName,
        signerName: signer.fullName?.trim() || signer.realname,
        meaning: signature.meaning,
        meaningText: signatureMeaningText(signature.meaning),
        signedAt: isoTime(actor.at),
        contentHash: contentHash(content),
        challenge: signature.challenge,
      });
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'signature.sign',
        entity: subject.entity,
        entityId: subject.entityId,
        after: {
          signatureId: stored.id,
          revision: subject.revision,
          signerName: stored.signerName,
          meaning: stored.meaning,
          contentHash: stored.contentHash,
        },
      });
      return stored;
    };
    const result = await write(trx, sign);
    // A step that forgot to sign must not pass as signed: its write rolls back.
    if (!signed) throw new Error('signedWrite: the write did not sign');
    return result;
  });
}

/**
 * A record's signatures, oldest first: those of `current.revision` checked against its
 * content now, those of earlier revisions superseded.
 */
export async function signaturesOf(
  db: Db,
  entity: string,
  entityId: number,
  current: { revision: number; content: unknown },
): Promise<Signature[]> {
  const hashNow = contentHash(current.content);
  return (await repo.of(db, entity, entityId)).map((row) => ({
    id: row.id,
    revision: row.revision,
    signerUserName: row.signerUserName,
    signerName: row.signerName,
    meaning: row.meaning as SignatureMeaning,
    meaningText: row.meaningText,
    signedAt: row.signedAt,
    contentHash: row.contentHash,
    state: row.revision !== current.revision ? 'superseded' : row.contentHash === hashNow ? 'valid' : 'content_changed',
  }));
}
