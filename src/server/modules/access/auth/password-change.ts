/**
 * The two password changes: `setNewPassword` (by user name, before signing in: first start
 * or a reset password) and `modifyPassword` (the signed-in user). Both take the current
 * password, which is counted like a sign-in (same failure counter, captcha and lock), and a
 * new one that must meet the policy and differ from it. A change ends every session of the
 * user in the same transaction as the new hash and its audit row.
 */
import { appendAudit } from '../../../db/audit/audit-trail';
import {
  type Attempt,
  type AuthDeps,
  admitOrRefuse,
  attemptAudit,
  passwordAccepted,
  refuse,
  revealOrRefuse,
} from './attempts';
import { hashPassword, passwordPolicyProblem } from './password';
import { type SignInUser, authRepository } from './repository';
import type { CaptchaAnswer } from './sign-in-guard';

export interface PasswordChange extends CaptchaAnswer {
  oldPassword: string;
  newPassword: string;
}

export const SAME_PASSWORD_MSG = '新密码不能与当前密码相同';
const SAME_PASSWORD = { 'zh-CN': SAME_PASSWORD_MSG, en: 'The new password must differ from the current one' };

export function createPasswordChangeService(deps: AuthDeps) {
  const { db, clock } = deps;

  /** Checks both passwords and stores the new one; answers the user whose password changed. */
  async function change(user: SignInUser | undefined, input: PasswordChange, attempt: Attempt): Promise<SignInUser> {
    const known: Attempt = { ...attempt, userId: user?.id ?? null };
    await admitOrRefuse(deps, known, input);
    const oldPassword = await revealOrRefuse(deps, known, input.oldPassword);
    const newPassword = await revealOrRefuse(deps, known, input.newPassword);
    if (!(await passwordAccepted(user, oldPassword)) || !user) {
      return refuse(deps, known, 'invalid_credentials', { counted: true });
    }
    const problem = passwordPolicyProblem(newPassword);
    if (problem) return refuse(deps, known, 'password_policy', { message: problem });
    if (newPassword === oldPassword) return refuse(deps, known, 'password_policy', { message: SAME_PASSWORD });

    const passwordHash = await hashPassword(newPassword);
    const { key } = known;
    await db.transaction().execute(async (trx) => {
      await authRepository.setPassword(trx, user.id, passwordHash, new Date(clock()).toISOString());
      await deps.sessions.revokeAllOf(user.id, trx);
      if (key !== null) await deps.guard.reset(trx, key);
      await appendAudit(trx, attemptAudit(known, clock(), { reason: 'ok', success: true }));
    });
    return user;
  }

  return {
    /** By user name; no session is started (the user signs in with the new password). */
    async setNewPassword(input: PasswordChange & { userName: string }, attempt: Attempt): Promise<void> {
      await change(await authRepository.userByName(db, input.userName), input, attempt);
    },

    /** The signed-in user; all their sessions end and this client gets a new one. */
    async modifyPassword(userId: number, input: PasswordChange, attempt: Attempt) {
      const user = await change(await authRepository.userById(db, userId), input, attempt);
      return deps.sessions.create(user.id, attempt.clientIp);
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
