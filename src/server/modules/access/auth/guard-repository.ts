/**
 * All SQL of the sign-in guards: consecutive failures and locks per account name
 * (`login_attempt`), image captchas (`captcha`), SMS codes (`sms_code`) and the password
 * ciphertexts already used (`used_ciphertext`). What each table keeps and for how long is
 * said by the module that owns it (sign-in-guard, captcha, sms-codes, password-cipher).
 * Every function takes the executor, so callers can run it inside their transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface AttemptRow {
  failures: number;
  lockedUntil: number | null;
}

export interface SmsCodeRow {
  uuid: string;
  codeHash: string;
  expiresAt: number;
  tries: number;
  usedAt: number | null;
}

// PostgreSQL answers bigint columns as text; SQLite as numbers.
const epoch = (value: number | string | null): number | null => (value === null ? null : Number(value));

export const guardRepository = {
  async attempt(db: Executor, accountKey: string): Promise<AttemptRow | undefined> {
    const row = await db
      .selectFrom('loginAttempt')
      .select(['failures', 'lockedUntil'])
      .where('accountKey', '=', accountKey)
      .executeTakeFirst();
    return row && { failures: Number(row.failures), lockedUntil: epoch(row.lockedUntil) };
  },

  /** Adds one failure (atomically) and answers the new count. */
  async addFailure(db: Executor, accountKey: string, now: number): Promise<number> {
    const row = await db
      .insertInto('loginAttempt')
      .values({ accountKey, failures: 1, lockedUntil: null, updatedAt: now })
      .onConflict((oc) =>
        oc.column('accountKey').doUpdateSet((eb) => ({
          failures: eb('loginAttempt.failures', '+', 1),
          updatedAt: now,
        })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures);
  },

  async lock(db: Executor, accountKey: string, until: number, now: number): Promise<void> {
    await db
      .updateTable('loginAttempt')
      .set({ lockedUntil: until, updatedAt: now })
      .where('accountKey', '=', accountKey)
      .execute();
  },

  async clearAttempts(db: Executor, accountKey: string): Promise<void> {
    await db.deleteFrom('loginAttempt').where('accountKey', '=', accountKey).execute();
  },

  async insertCaptcha(db: Executor, uuid: string, answerHash: string, expiresAt: number): Promise<void> {
    await db.insertInto('captcha').values({ uuid, answerHash, expiresAt }).execute();
  },

  /** Removes the captcha and answers what it was: every captcha is checked once only. */
  async takeCaptcha(db: Executor, uuid: string): Promise<{ answerHash: string; expiresAt: number } | undefined> {
    const row = await db
      .deleteFrom('captcha')
      .where('uuid', '=', uuid)
      .returning(['answerHash', 'expiresAt'])
      .executeTakeFirst();
    return row && { answerHash: row.answerHash, expiresAt: Number(row.expiresAt) };
  },

  async deleteExpiredCaptchas(db: Executor, now: number): Promise<void> {
    await db.deleteFrom('captcha').where('expiresAt', '<=', now).execute();
  },

  async insertSmsCode(
    db: Executor,
    row: { uuid: string; mobile: string; codeHash: string; createdAt: number; expiresAt: number },
  ): Promise<void> {
    await db
      .insertInto('smsCode')
      .values({ ...row, tries: 0, usedAt: null })
      .execute();
  },

  /** Send times of the codes sent to a number since `since`, newest first. */
  async smsSendTimes(db: Executor, mobile: string, since: number): Promise<number[]> {
    const rows = await db
      .selectFrom('smsCode')
      .select('createdAt')
      .where('mobile', '=', mobile)
      .where('createdAt', '>', since)
      .orderBy('createdAt', 'desc')
      .execute();
    return rows.map((row) => Number(row.createdAt));
  },

  async smsCode(db: Executor, uuid: string, mobile: string): Promise<SmsCodeRow | undefined> {
    const row = await db
      .selectFrom('smsCode')
      .select(['uuid', 'codeHash', 'expiresAt', 'tries', 'usedAt'])
      .where('uuid', '=', uuid)
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    return (
      row && {
        uuid: row.uuid,
        codeHash: row.codeHash,
        expiresAt: Number(row.expiresAt),
        tries: Number(row.tries),
        usedAt: epoch(row.usedAt),
      }
    );
  },

  async addSmsTry(db: Executor, uuid: string): Promise<void> {
    await db
      .updateTable('smsCode')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('uuid', '=', uuid)
      .execute();
  },

  /** Marks the code used; false when it already was (two sign-ins raced for it). */
  async useSmsCode(db: Executor, uuid: string, now: number): Promise<boolean> {
    const result = await db
      .updateTable('smsCode')
      .set({ usedAt: now })
      .where('uuid', '=', uuid)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async deleteSmsCodesBefore(db: Executor, createdBefore: number): Promise<void> {
    await db.deleteFrom('smsCode').where('createdAt', '<=', createdBefore).execute();
  },

  /** Records a ciphertext's hash; false when it was already recorded (a replay). */
  async rememberCiphertext(db: Executor, hash: string, now: number): Promise<boolean> {
    const result = await db
      .insertInto('usedCiphertext')
      .values({ hash, usedAt: now })
      .onConflict((oc) => oc.column('hash').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async forgetCiphertextsBefore(db: Executor, usedBefore: number): Promise<void> {
    await db.deleteFrom('usedCiphertext').where('usedAt', '<=', usedBefore).execute();
  },
};
