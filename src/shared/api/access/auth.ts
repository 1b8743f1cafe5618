/**
 * Staff sign-in (SPEC §7 auth table), under the proxy prefix /igcpproapi: account and
 * password (encrypted with the server's public key, SPEC §5), SMS codes, the image
 * captcha, who am I, sign-out and the two password changes. The legacy single-sign-on
 * calls are not provided.
 *
 * Sign-in answers are `feedback: 'silent'`: the sign-in form shows its own message from
 * the answer's `data.reason` (a failure answers HTTP 400 with code '100' and
 * `data: { reason, captchaRequired, lockedUntil? }`).
 */
import type { FromSchema } from 'json-schema-to-ts';
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

const scopePermissionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pages', 'buttons', 'pageHelpIds', 'buttonHelpIds'],
  properties: {
    pages: { type: 'array', items: { type: 'string' } },
    buttons: { type: 'array', items: { type: 'string' } },
    pageHelpIds: { type: 'array', items: { type: 'string' } },
    buttonHelpIds: { type: 'array', items: { type: 'string' } },
  },
} as const;

const roleRef = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name'],
  properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
} as const;

const nullableText = { type: ['string', 'null'] } as const;

/** The signed-in user's profile (SPEC §3 'user profile held client-side'). */
export const staffProfileSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'userId',
    'userName',
    'fullName',
    'realname',
    'phone',
    'email',
    'attFileId',
    'formId',
    'avatar',
    'userSessionId',
    'deptId',
    'headPortrait',
    'fileName',
    'signature',
    'userRoles',
    'belong',
    'enableCa',
    'signImageId',
    'signImage',
  ],
  properties: {
    userId: { type: 'integer' },
    userName: { type: 'string' },
    fullName: nullableText,
    realname: { type: 'string' },
    phone: nullableText,
    email: nullableText,
    attFileId: nullableText,
    formId: nullableText,
    /** URL of the avatar image, or null. */
    avatar: nullableText,
    /** A short public id of this session (not the cookie's token). */
    userSessionId: { type: 'string' },
    deptId: { type: ['integer', 'null'] },
    headPortrait: nullableText,
    fileName: nullableText,
    signature: nullableText,
    userRoles: { type: 'array', items: roleRef },
    belong: nullableText,
    enableCa: { type: 'boolean' },
    signImageId: nullableText,
    signImage: nullableText,
  },
} as const;

export const whoEndpoint = defineEndpoint({
  method: 'GET',
  path: `${AUTH_PREFIX}/auth/who`,
  access: 'session',
  summary: 'The signed-in user: profile, roles and permissions in both scopes',
  // The route guard reads a 401 as 'not signed in' and goes to /login; no alert.
  feedback: 'silent',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: [
        'user',
        'currentRole',
        'appRoles',
        'siteList',
        'demoEnv',
        'aesKeyFlag',
        'permissionSwitch',
        'permissions',
      ],
      properties: {
        user: staffProfileSchema,
        currentRole: { anyOf: [roleRef, { type: 'null' }] },
        appRoles: { type: 'array', items: roleRef },
        siteList: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['code', 'name'],
            properties: { code: { type: 'string' }, name: { type: 'string' } },
          },
        },
        demoEnv: { type: 'boolean' },
        /** Passwords travel RSA-encrypted; no AES key is used. */
        aesKeyFlag: { type: 'boolean' },
        /** SPEC §6: when off, the client shows every page; the server always enforces. */
        permissionSwitch: { type: 'boolean' },
        permissions: {
          type: 'object',
          additionalProperties: false,
          required: ['system', 'projects'],
          properties: {
            system: scopePermissionsSchema,
            /** Project scope, per project the user is assigned to. */
            projects: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['projectId', 'projectName', 'roles', 'permissions'],
                properties: {
                  projectId: { type: 'integer' },
                  projectName: { type: 'string' },
                  roles: { type: 'array', items: roleRef },
                  permissions: scopePermissionsSchema,
                },
              },
            },
          },
        },
      },
    }),
  },
});
export type WhoAnswer = NonNullable<FromSchema<(typeof whoEndpoint)['schema']['response']>['data']>;
export type StaffProfile = WhoAnswer['user'];

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
