/**
 * Staff sign-in (SPEC §7 auth table), under the proxy prefix /igcpproapi: account and
 * password (encrypted with the server's public key, SPEC §5), SMS codes, the image
 * captcha, sign-out and the two password changes (who am I: who.ts). The legacy single-sign-on
 * calls are not provided.
 *
 * Sign-in answers are `feedback: 'silent'`: the sign-in form shows its own message from
 * the answer's `data.reason` (a failure answers HTTP 400 with code '100' and
 * `data: { reason, captchaRequired, lockedUntil? }`).
 */
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { singleLine } from '../contract/formats';

export const AUTH_PREFIX = '/igcpproapi';

/** Why a sign-in or password change was refused; the form words each one. */
export const SIGN_IN_FAILURE_REASONS = [
  'invalid_credentials',
  'locked',
  'captcha_required',
  'captcha_wrong',
  'encryption_required',
  'ciphertext_replayed',
  'sms_code_invalid',
  'password_policy',
  'password_sign_in_off',
  'sso_unlinked',
  'sso_account_disabled',
  'sso_state_mismatch',
  'sso_provider_error',
] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

export interface SignInFailureData {
  reason: SignInFailureReason;
  /** A captcha must accompany the next attempt for this account. */
  captchaRequired: boolean;
  /** ISO time the lock ends, when the account is locked. */
  lockedUntil?: string;
}

/** A password as sent: RSA-OAEP ciphertext (base64) unless the site turned encryption off. */
const password = { ...singleLine(1024), minLength: 1 } as const;
const account = { ...singleLine(64), minLength: 1 } as const;
const mobile = { type: 'string', format: 'single-line', pattern: '^1[3-9][0-9]{9}$' } as const;
const smscode = { type: 'string', format: 'single-line', pattern: '^[0-9]{6}$' } as const;
const uuid = { ...singleLine(64), minLength: 1 } as const;
const captchaCode = { ...singleLine(16), minLength: 1 } as const;

const signInResult = dataEnvelope({
  type: 'object',
  additionalProperties: false,
  required: ['mustChangePassword'],
  properties: {
    /** True: no session was started; the user must set a new password (setNewPassword) first. */
    mustChangePassword: { type: 'boolean' },
  },
});

const okResult = dataEnvelope({ type: 'null' });

function jsonBody<const P extends Record<string, unknown>, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/auth/login`,
  access: 'public',
  summary: 'Sign in with user name and password (captcha code and uuid after 3 failures)',
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    body: jsonBody({ username: account, password, code: captchaCode, uuid }, ['username', 'password']),
    response: signInResult,
  },
});

export const loginByTypeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/auth/loginByType`,
  access: 'public',
  summary: 'Sign in with an account (user name, mobile or e-mail) and password',
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    body: jsonBody({ account, password, code: captchaCode, uuid }, ['account', 'password']),
    response: signInResult,
  },
});

export const loginByAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/auth/loginByAccount`,
  access: 'public',
  summary: 'Sign in with an account and an encrypted password',
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    body: jsonBody({ account, password, code: captchaCode, uuid }, ['account', 'password']),
    response: signInResult,
  },
});

export const smsCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/sms/code`,
  access: 'public',
  summary: 'Send a 6-digit sign-in code by SMS (captcha code and uuid when sys.login.mobileCaptchaOnOff is on)',
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    body: jsonBody({ mobile, code: captchaCode, captchaUuid: uuid }, ['mobile']),
    /** The uuid names this code in sms/login, sms/checkCode and loginByMobile. */
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['uuid', 'resendAfterSeconds'],
      properties: { uuid, resendAfterSeconds: { type: 'integer' } },
    }),
  },
});

export const smsLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/sms/login`,
  access: 'public',
  summary: 'Sign in with a mobile number and its SMS code',
  bodyType: 'json',
  feedback: 'silent',
  schema: { body: jsonBody({ mobile, smscode, uuid }, ['mobile', 'smscode', 'uuid']), response: signInResult },
});

export const loginByMobileEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/auth/loginByMobile`,
  access: 'public',
  summary: 'Sign in as the named user with the SMS code sent to their mobile',
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    body: jsonBody({ mobile, smscode, uuid, username: account }, ['mobile', 'smscode', 'uuid', 'username']),
    response: signInResult,
  },
});

export const smsCheckCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/sms/checkCode`,
  access: 'public',
  summary: 'Check an SMS code without using it up (a wrong code counts as a try)',
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    body: jsonBody({ mobile, smscode, uuid }, ['mobile', 'smscode', 'uuid']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['valid'],
      properties: { valid: { type: 'boolean' } },
    }),
  },
});

export const captchaEndpoint = defineEndpoint({
  method: 'GET',
  path: `${AUTH_PREFIX}/auth/captcha`,
  access: 'public',
  summary: 'A new image captcha: its uuid and an SVG data URL; valid 5 minutes, single use',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['uuid', 'image'],
      properties: { uuid, image: { type: 'string' } },
    }),
  },
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/auth/logout`,
  // Signing out without a session (already expired) is not an error.
  access: 'public',
  summary: 'Sign out: ends this session and clears the cookie',
  schema: { response: okResult },
});

export const setNewPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/gbc/user/setNewPassword`,
  access: 'public',
  summary: 'Set a new password with the current one (first sign-in, expired password); ends all sessions',
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    // code and uuid: the image captcha, due after 3 failures of the account (as for sign-in).
    body: jsonBody({ username: account, oldPassword: password, newPassword: password, code: captchaCode, uuid }, [
      'username',
      'oldPassword',
      'newPassword',
    ]),
    response: okResult,
  },
});

export const modifyPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/gbc/user/modifyPassword`,
  access: 'session',
  summary: "Change the signed-in user's password; ends their other sessions and renews this one",
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    body: jsonBody({ oldPassword: password, newPassword: password, code: captchaCode, uuid }, [
      'oldPassword',
      'newPassword',
    ]),
    response: okResult,
  },
});

/** Config keys of the sign-in screen (read through config-by-key). */
export const LOGIN_CONFIG_KEYS = {
  /** 'true': sending an SMS code needs a solved image captcha. */
  mobileCaptcha: 'sys.login.mobileCaptchaOnOff',
  /** 'false' turns password encryption off (the server then takes plain text). Default on. */
  passwordEncrypt: 'sys.login.passwordEncrypt',
  /** 'false' turns the permission switch off (SPEC §6). Default on. */
  permissionSwitch: 'sys.permission.switch',
} as const;
