/**
 * SMS sign-in codes: 6 random digits, valid 5 minutes, used once, dead after 5 wrong tries.
 *
 * Stores, in table `sms_code`, per code: a random uuid, the mobile number, the SHA-256 of
 * uuid + code (never the code), when it was sent, when it expires, the wrong tries and when
 * it was used. Rows are kept one hour, for the per-number send limits (one send a minute,
 * five an hour), and removed at the next send after that.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { badRequest } from '../../../lib/api-error';
import { guardRepository } from './guard-repository';
import type { LocalizedText } from '../../../../shared/domain/labels';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_HOURLY_MAX = 5;
export const SMS_MAX_TRIES = 5;
const HOUR_MS = 60 * 60 * 1000;

const codeHash = (uuid: string, code: string) => createHash('sha256').update(`${uuid}${code}`).digest();

/** Why the number cannot have another code now, in words for the user; null when it can. */
function sendLimitProblem(sendTimes: number[], now: number): LocalizedText | null {
  const last = sendTimes[0];
  if (last !== undefined && now - last < SMS_RESEND_MS) {
    const seconds = Math.ceil((last + SMS_RESEND_MS - now) / 1000);
    return {
      'zh-CN': `验证码发送过于频繁，请 ${seconds} 秒后再试`,
      en: `Codes are sent too often: try again in ${seconds} seconds`,
    };
  }
  if (sendTimes.length >= SMS_HOURLY_MAX) {
    const oldest = sendTimes[SMS_HOURLY_MAX - 1] ?? now;
    const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 60_000));
    return {
      'zh-CN': `该手机号 1 小时内最多获取 ${SMS_HOURLY_MAX} 次验证码，请 ${minutes} 分钟后再试`,
      en: `A phone number gets at most ${SMS_HOURLY_MAX} codes an hour: try again in ${minutes} minutes`,
    };
  }
  return null;
}

export function createSmsCodes(db: Db, clock: Clock) {
  return {
    /**
     * A new code for the number, or a refusal (HTTP 400) when the number had one less than a
     * minute ago or five in the last hour. The caller decides whether to send it.
     */
    async issue(mobile: string): Promise<{ uuid: string; code: string }> {
      const now = clock();
      await guardRepository.deleteSmsCodesBefore(db, now - HOUR_MS);
      const problem = sendLimitProblem(await guardRepository.smsSendTimes(db, mobile, now - HOUR_MS), now);
      if (problem) throw badRequest(problem);
      const uuid = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await guardRepository.insertSmsCode(db, {
        uuid,
        mobile,
        codeHash: codeHash(uuid, code).toString('hex'),
        createdAt: now,
        expiresAt: now + SMS_CODE_TTL_MS,
      });
      return { uuid, code };
    },

    /**
     * True when `code` is the live code `uuid` sent to `mobile`. A wrong code counts as a try;
     * the fifth wrong try kills the code. The code stays usable: see `use`.
     */
    async check(mobile: string, uuid: string, code: string): Promise<boolean> {
      const row = await guardRepository.smsCode(db, uuid, mobile);
      if (!row || row.usedAt !== null || row.expiresAt <= clock() || row.tries >= SMS_MAX_TRIES) return false;
      if (timingSafeEqual(Buffer.from(row.codeHash, 'hex'), codeHash(uuid, code))) return true;
      await guardRepository.addSmsTry(db, uuid);
      return false;
    },

    /** Uses the code up (after a successful sign-in); false when another request used it first. */
    async use(uuid: string): Promise<boolean> {
      return guardRepository.useSmsCode(db, uuid, clock());
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
