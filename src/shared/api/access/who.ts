/**
 * Who am I (SPEC §7 auth table, SPEC §3 'user profile held client-side'): the signed-in
 * user's profile, roles and permissions in the system scope and in each project, under the
 * same proxy prefix as sign-in. The route guard and every access check of the client read it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { dataEnvelope } from '../contract/envelope';
import { defineEndpoint } from '../contract/endpoint';
import { AUTH_PREFIX } from './auth';

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
