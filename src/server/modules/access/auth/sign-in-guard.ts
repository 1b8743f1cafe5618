/**
 * Brute-force protection for password sign-in, per account name as typed (trimmed and
 * lower-cased), whether or not such an account exists, so the answers reveal nothing.
 *
 * Stores, in table `login_attempt`, the number of consecutive failures of each account name
 * and the end of its lock. After 3 failures every attempt needs an image captcha; 5 lock the
 * name for 15 minutes, during which even the right password is refused; when the lock ends
 * the count starts again. A success removes the row. Rows of names that never succeed stay
 * until they do (one short row per name typed).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { CaptchaStore } from './captcha';
import { guardRepository } from './guard-repository';

export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

type Executor = Kysely<Database>;

/** The throttling key of an account name. */
export const accountKey = (account: string) => account.trim().toLowerCase();

export interface GuardState {
  failures: number;
  /** Epoch ms the lock ends, while locked. */
  lockedUntil: number | null;
}

export interface CaptchaAnswer {
  code?: string;
  uuid?: string;
}

export type Admission =
  | { ok: true }
  | { ok: false; reason: 'locked' | 'captcha_required'; state: GuardState }
  /** A wrong captcha: counted as a failed attempt by the caller. */
  | { ok: false; reason: 'captcha_wrong'; state: GuardState };

export const captchaRequired = (state: GuardState) =>
  state.lockedUntil === null && state.failures >= CAPTCHA_AFTER_FAILURES;

export function createSignInGuard(clock: Clock, captchas: CaptchaStore) {
  /** The state for the next attempt: a lock that has ended counts as a fresh start. */
  async function state(db: Executor, key: string): Promise<GuardState> {
    const row = await guardRepository.attempt(db, key);
    if (!row) return { failures: 0, lockedUntil: null };
    if (row.lockedUntil !== null && row.lockedUntil <= clock()) return { failures: 0, lockedUntil: null };
    return row;
  }

  return {
    state,

    /** Whether an attempt may go on to the password: not locked, and a right captcha when one is due. */
    async admit(db: Executor, key: string, captcha: CaptchaAnswer): Promise<Admission> {
      const current = await state(db, key);
      if (current.lockedUntil !== null) return { ok: false, reason: 'locked', state: current };
      if (!captchaRequired(current)) return { ok: true };
      if (!captcha.code || !captcha.uuid) return { ok: false, reason: 'captcha_required', state: current };
      if (!(await captchas.check(captcha.uuid, captcha.code))) {
        return { ok: false, reason: 'captcha_wrong', state: current };
      }
      return { ok: true };
    },

    /** Counts one failure; the fifth locks the name. `lockedNow` says this failure locked it. */
    async countFailure(trx: Executor, key: string): Promise<GuardState & { lockedNow: boolean }> {
      const now = clock();
      const before = await guardRepository.attempt(trx, key);
      if (before?.lockedUntil != null) {
        // Still locked (attempts refused before counting), or a lock that has ended: restart.
        if (before.lockedUntil > now) return { ...before, lockedNow: false };
        await guardRepository.clearAttempts(trx, key);
      }
      const failures = await guardRepository.addFailure(trx, key, now);
      if (failures < LOCK_AFTER_FAILURES) return { failures, lockedUntil: null, lockedNow: false };
      const lockedUntil = now + LOCK_MS;
      await guardRepository.lock(trx, key, lockedUntil, now);
      return { failures, lockedUntil, lockedNow: true };
    },

    /** A success: the count starts again. */
    async reset(trx: Executor, key: string): Promise<void> {
      await guardRepository.clearAttempts(trx, key);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
