/**
 * Staff sign-in: with a password (user name, or any of user name, mobile and e-mail) and
 * with an SMS code. A success starts a new session, unless the user must first set a new
 * password; every attempt leaves an audit row (see attempts.ts).
 */
import { LOGIN_CONFIG_KEYS } from '../../../../shared/api/access/auth';
import { appendAudit, recordAudit } from '../../../db/audit/audit-trail';
import {
  type Attempt,
  type AuthDeps,
  admitOrRefuse,
  attemptAudit,
  passwordAccepted,
  refuse,
  revealOrRefuse,
} from './attempts';
import { type SignInUser, authRepository } from './repository';
import type { CaptchaAnswer } from './sign-in-guard';
import { SignInRefused } from './sign-in-failure';
import { SMS_RESEND_MS } from './sms-codes';

export type SignInResult =
  { mustChangePassword: true } | { mustChangePassword: false; session: { token: string; expiresAt: number } };

export interface PasswordSignIn extends CaptchaAnswer {
  account: string;
  password: string;
  /** 'userName': `login`; 'account': user name, mobile number or e-mail. */
  lookup: 'userName' | 'account';
}

export interface SmsSignIn {
  mobile: string;
  smscode: string;
  uuid: string;
  /** `loginByMobile`: the user who must own the mobile number. */
  userName?: string;
}

export const smsText = (code: string) => `您的登录验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`;

/** The user signs in: counters restart, a new session starts (or none, to change the password first). */
async function signedIn(deps: AuthDeps, user: SignInUser, attempt: Attempt): Promise<SignInResult> {
  const { db, clock } = deps;
  const session = user.mustChangePassword ? undefined : await deps.sessions.create(user.id, attempt.clientIp);
  const { key } = attempt;
  await db.transaction().execute(async (trx) => {
    if (key !== null) await deps.guard.reset(trx, key);
    if (session) await authRepository.markSignedIn(trx, user.id, new Date(clock()).toISOString());
    const after = user.mustChangePassword ? { mustChangePassword: true } : undefined;
    await appendAudit(trx, attemptAudit(attempt, clock(), { reason: 'ok', success: true, after }));
  });
  return session ? { mustChangePassword: false, session } : { mustChangePassword: true };
}

async function withPassword(deps: AuthDeps, input: PasswordSignIn, attempt: Attempt): Promise<SignInResult> {
  const user =
    input.lookup === 'userName'
      ? await authRepository.userByName(deps.db, input.account)
      : await authRepository.userByAccount(deps.db, input.account);
  const known: Attempt = { ...attempt, userId: user?.id ?? null };
  await admitOrRefuse(deps, known, input);
  const password = await revealOrRefuse(deps, known, input.password);
  if (!(await passwordAccepted(user, password)) || !user) {
    return refuse(deps, known, 'invalid_credentials', { counted: true });
  }
  // Told only after the right password, so the refusal reveals nothing to a guesser.
  if (!user.passwordSignIn) return refuse(deps, known, 'password_sign_in_off');
  return signedIn(deps, user, known);
}

/** The code's owner signs in: the enabled user whose mobile it is (and who is `userName`, when given). */
async function withSms(deps: AuthDeps, input: SmsSignIn, attempt: Attempt): Promise<SignInResult> {
  const valid = await deps.smsCodes.check(input.mobile, input.uuid, input.smscode);
  const user = input.userName
    ? await authRepository.userByName(deps.db, input.userName)
    : await authRepository.userByPhone(deps.db, input.mobile);
  const known: Attempt = { ...attempt, userId: user?.id ?? null };
  const owner = valid && user?.status === 'enabled' && user.phone === input.mobile ? user : undefined;
  if (!owner || !(await deps.smsCodes.use(input.uuid))) return refuse(deps, known, 'sms_code_invalid');
  return signedIn(deps, owner, known);
}

/**
 * Sends a code to the number when it belongs to an enabled user. The answer is the same
 * whether or not it does, and the per-number limits apply either way.
 */
async function sendSmsCode(deps: AuthDeps, input: { mobile: string; code?: string; captchaUuid?: string }) {
  if ((await authRepository.configValue(deps.db, LOGIN_CONFIG_KEYS.mobileCaptcha)) === 'true') {
    if (!input.code || !input.captchaUuid)
      throw new SignInRefused({ reason: 'captcha_required', captchaRequired: true });
    if (!(await deps.captchas.check(input.captchaUuid, input.code))) {
      throw new SignInRefused({ reason: 'captcha_wrong', captchaRequired: true });
    }
  }
  const { uuid, code } = await deps.smsCodes.issue(input.mobile);
  const user = await authRepository.userByPhone(deps.db, input.mobile);
  if (user?.status === 'enabled') {
    // Not awaited: a slow gateway must not make a real number answer slower than an unknown one.
    deps.smsSender.send(input.mobile, smsText(code)).catch((err: unknown) => {
      deps.log.warn({ errMessage: err instanceof Error ? err.message : String(err) }, 'SMS code could not be sent');
    });
  }
  return { uuid, resendAfterSeconds: SMS_RESEND_MS / 1000 };
}

/** Ends the session a signed-in user signs out of. */
async function signOut(
  deps: AuthDeps,
  staff: { userId: number; userName: string; tokenHash: string },
  request: { clientIp: string; requestId: string },
) {
  await deps.sessions.revoke(staff.tokenHash);
  await recordAudit(deps.db, {
    at: deps.clock(),
    actorId: staff.userId,
    actorName: staff.userName,
    action: 'auth.logout',
    entity: 'staff_user',
    entityId: staff.userId,
    reason: 'ok',
    ...request,
  });
}

export function createSignInService(deps: AuthDeps) {
  return {
    withPassword: (input: PasswordSignIn, attempt: Attempt) => withPassword(deps, input, attempt),
    withSms: (input: SmsSignIn, attempt: Attempt) => withSms(deps, input, attempt),
    sendSmsCode: (input: { mobile: string; code?: string; captchaUuid?: string }) => sendSmsCode(deps, input),
    /** Checks without using the code up; a wrong code counts as a try. */
    checkSmsCode: (input: { mobile: string; uuid: string; smscode: string }) =>
      deps.smsCodes.check(input.mobile, input.uuid, input.smscode),
    signOut: (staff: Parameters<typeof signOut>[1], request: Parameters<typeof signOut>[2]) =>
      signOut(deps, staff, request),
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
