/**
 * How a refused sign-in or password change answers: HTTP 400, code '100', a message for
 * the user and `data: { reason, captchaRequired, lockedUntil? }` for the form.
 */
import type { SignInFailureData, SignInFailureReason } from '../../../../shared/api/access/auth';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { ApiError } from '../../../lib/api-error';
import { type GuardState, captchaRequired } from './sign-in-guard';
import type { LocalizedText } from '../../../../shared/domain/labels';

/** One message for an unknown account, a wrong password and a disabled account alike. */
export const INVALID_CREDENTIALS_MSG = '用户名或密码错误';
export const LOCKED_MSG = '账号已锁定，请 15 分钟后再试';
export const SMS_CODE_INVALID_MSG = '验证码错误或已失效';

const messages: Record<SignInFailureReason, LocalizedText> = {
  invalid_credentials: { 'zh-CN': INVALID_CREDENTIALS_MSG, en: 'Wrong user name or password' },
  locked: { 'zh-CN': LOCKED_MSG, en: 'The account is locked: try again in 15 minutes' },
  captcha_required: { 'zh-CN': '请输入图形验证码', en: 'Enter the picture code' },
  captcha_wrong: {
    'zh-CN': '图形验证码错误或已失效，请重新输入',
    en: 'The picture code is wrong or expired: enter it again',
  },
  encryption_required: {
    'zh-CN': '密码未按要求加密，请刷新页面后重试',
    en: 'The password was not encrypted: refresh the page and retry',
  },
  ciphertext_replayed: { 'zh-CN': '请求已使用过，请重新提交', en: 'This request was already used: submit again' },
  sms_code_invalid: { 'zh-CN': SMS_CODE_INVALID_MSG, en: 'The SMS code is wrong or expired' },
  // Usually replaced by the policy's own words for what is wrong.
  password_policy: { 'zh-CN': '新密码不符合密码要求', en: 'The new password does not meet the password rules' },
  password_sign_in_off: {
    'zh-CN': '该账号已停用密码登录，请使用医院统一身份认证或短信登录',
    en: "Password sign-in is off for this account: use the hospital's identity provider or an SMS code",
  },
  sso_unlinked: {
    'zh-CN': '该统一身份认证账号未关联本系统账号，请联系管理员',
    en: 'This identity provider account is not linked to a staff account: ask the administrator',
  },
  sso_account_disabled: {
    'zh-CN': '关联的账号已停用，请联系管理员',
    en: 'The linked account is disabled: ask the administrator',
  },
  sso_state_mismatch: {
    'zh-CN': '登录请求已失效或不匹配，请重新登录',
    en: 'The sign-in request expired or does not match: sign in again',
  },
  sso_provider_error: {
    'zh-CN': '统一身份认证服务返回错误，请稍后重试',
    en: 'The identity provider answered with an error: try again later',
  },
};

export class SignInRefused extends ApiError {
  constructor(
    readonly failure: SignInFailureData,
    message?: LocalizedText,
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

export const refused = (reason: SignInFailureReason, state?: GuardState, message?: LocalizedText) =>
  new SignInRefused(failureData(reason, state), message);
