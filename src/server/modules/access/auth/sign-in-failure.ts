/**
 * How a refused sign-in or password change answers: HTTP 400, code '100', a message for
 * the user and `data: { reason, captchaRequired, lockedUntil? }` for the form.
 */
import type { SignInFailureData, SignInFailureReason } from '../../../../shared/api/access/auth';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { ApiError } from '../../../lib/api-error';
import { type GuardState, captchaRequired } from './sign-in-guard';

/** One message for an unknown account, a wrong password and a disabled account alike. */
export const INVALID_CREDENTIALS_MSG = '用户名或密码错误';
export const LOCKED_MSG = '账号已锁定，请 15 分钟后再试';
export const SMS_CODE_INVALID_MSG = '验证码错误或已失效';

const messages: Record<SignInFailureReason, string> = {
  invalid_credentials: INVALID_CREDENTIALS_MSG,
  locked: LOCKED_MSG,
  captcha_required: '请输入图形验证码',
  captcha_wrong: '图形验证码错误或已失效，请重新输入',
  encryption_required: '密码未按要求加密，请刷新页面后重试',
  ciphertext_replayed: '请求已使用过，请重新提交',
  sms_code_invalid: SMS_CODE_INVALID_MSG,
  // Usually replaced by the policy's own words for what is wrong.
  password_policy: '新密码不符合密码要求',
};

export class SignInRefused extends ApiError {
  constructor(
    readonly failure: SignInFailureData,
    message?: string,
  ) {
    super(400, ResponseCode.info, message ?? messages[failure.reason], failure);
    this.name = 'SignInRefused';
  }
}

/** The answer's data for a reason, given the account's guard state after this attempt. */
export function failureData(reason: SignInFailureReason, state?: GuardState): SignInFailureData {
  if (state?.lockedUntil != null) {
    return { reason: 'locked', captchaRequired: false, lockedUntil: new Date(state.lockedUntil).toISOString() };
  }
  return { reason, captchaRequired: state ? captchaRequired(state) : false };
}

export const refused = (reason: SignInFailureReason, state?: GuardState, message?: string) =>
  new SignInRefused(failureData(reason, state), message);
