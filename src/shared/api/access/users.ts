/**
 * User management (SPEC §6, page UserManage): the user list and detail, create and edit,
 * enable/disable, password reset, system roles and the user-project-role assignment.
 * The signed-in user's own account (profile, avatar) is in my-account.ts.
 *
 * Writes are JSON bodies carrying the row's `version`; a stale version answers 400 code
 * '100' and changes nothing. Passwords generated here are answered once and never again.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import {
  SPREADSHEET_FORMATS,
  emailSchema,
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagingProperties,
  phoneSchema,
  requiredText,
  roleRefSchema,
  savedRowSchema,
  userNameSchema,
  versionSchema,
} from '../contract/staff-fields';
import { USER_STATUSES, userListFilters } from './list-filters';

const nullableText = { type: ['string', 'null'] } as const;

const userRowProperties = {
  id: { type: 'integer' },
  userName: { type: 'string' },
  realname: { type: 'string' },
  fullName: nullableText,
  phone: nullableText,
  email: nullableText,
  deptId: { type: ['integer', 'null'] },
  deptName: nullableText,
  belong: nullableText,
  enableCa: { type: 'boolean' },
  status: { type: 'string', enum: USER_STATUSES },
  /** The user must set a new password at their next sign-in. */
  mustChangePassword: { type: 'boolean' },
  hasAvatar: { type: 'boolean' },
  /** ISO 8601 UTC, or null when the user never signed in. */
  lastLoginAt: nullableText,
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  version: { type: 'integer' },
  /** System-scope roles. */
  roles: { type: 'array', items: roleRefSchema },
} as const;

export const userRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'userName',
    'realname',
    'fullName',
    'phone',
    'email',
    'deptId',
    'deptName',
    'belong',
    'enableCa',
    'status',
    'mustChangePassword',
    'hasAvatar',
    'lastLoginAt',
    'createdAt',
    'updatedAt',
    'version',
    'roles',
  ],
  properties: userRowProperties,
} as const;

/** One role of a user in one project (the user-project-role assignment). */
export const projectRoleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'projectName', 'roleId', 'roleCode', 'roleName'],
  properties: {
    projectId: { type: 'integer' },
    projectName: { type: 'string' },
    roleId: { type: 'integer' },
    roleCode: { type: 'string' },
    roleName: { type: 'string' },
  },
} as const;

export const userDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...userRowSchema.required, 'signature', 'projectRoles'],
  properties: {
    ...userRowProperties,
    signature: nullableText,
    projectRoles: { type: 'array', items: projectRoleSchema },
  },
} as const;

export const userListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/user/list',
  access: { scope: 'system', page: 'UserManage' },
  summary: 'Users, newest first; keyword matches user name, real name or phone',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { ...pagingProperties, ...userListFilters },
    },
    response: listEnvelope(userRowSchema),
  },
});

/** Users above this many are left out of an export (a hospital's staff fits well below it). */
export const USER_EXPORT_MAX_ROWS = 10_000;

export const userExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/user/export',
  access: { scope: 'system', page: 'UserManage' },
  summary: 'The user list with the same filters, as CSV or .xlsx (the columns the list shows)',
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        format: { type: 'string', enum: SPREADSHEET_FORMATS, default: 'xlsx' },
        ...userListFilters,
      },
    },
    response: { description: 'The file: text/csv or .xlsx' },
  },
});

export const userDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/user/:id',
  access: { scope: 'system', page: 'UserManage' },
  summary: 'One user with their system roles and project roles',
  schema: { params: idParams('id'), response: dataEnvelope(userDetailSchema) },
});

export const userSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/user/save',
  access: { scope: 'system', button: 'user:create', updateButton: 'user:update' },
  summary:
    'Create a user (no id; answers the initial password once, to be changed at first sign-in) or update one (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        version: versionSchema,
        /** Create only; a user name never changes. */
        userName: userNameSchema,
        realname: requiredText(50),
        fullName: optionalText(100),
        /** Unique among users. */
        phone: { ...phoneSchema, type: ['string', 'null'] },
        email: emailSchema,
        deptId: { ...idSchema, type: ['integer', 'null'] },
        /** Affiliation (company, office) for people outside the department tree. */
        belong: optionalText(100),
        enableCa: { type: 'boolean' },
      },
      ['realname'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version'],
      properties: {
        id: { type: 'integer' },
        version: { type: 'integer' },
        /** Only when a user was created: shown once, never stored in clear. */
        password: { type: 'string' },
      },
    }),
  },
});

export const userSetStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/user/setStatus',
  access: { scope: 'system', button: 'user:disable' },
  summary: 'Enable or disable a user; disabling ends their sessions (not allowed on oneself)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, status: { type: 'string', enum: USER_STATUSES }, version: versionSchema }, [
      'id',
      'status',
      'version',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const userResetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/user/resetPassword',
  access: { scope: 'system', button: 'user:resetPassword' },
  summary: 'Set a new random password (answered once), to be changed at next sign-in; ends their sessions',
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema }, ['id', 'version']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'password'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' }, password: { type: 'string' } },
    }),
  },
});

export const userSetRolesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/user/setRoles',
  access: { scope: 'system', button: 'user:assignRoles' },
  summary: "Replace a user's system roles (not one's own)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        roleIds: { type: 'array', items: idSchema, maxItems: 50, uniqueItems: true },
        version: versionSchema,
      },
      ['id', 'roleIds', 'version'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const userSetProjectRolesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/user/setProjectRoles',
  access: { scope: 'system', button: 'user:assignRoles' },
  summary: "Replace a user's project roles (the user-project-role assignment)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        assignments: {
          type: 'array',
          maxItems: 500,
          items: jsonBody({ projectId: idSchema, roleId: idSchema }, ['projectId', 'roleId']),
        },
        version: versionSchema,
      },
      ['id', 'assignments', 'version'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type UserRow = FromSchema<typeof userRowSchema>;
export type UserDetail = FromSchema<typeof userDetailSchema>;
export type UserProjectRole = FromSchema<typeof projectRoleSchema>;
export type UserListQuery = FromSchema<(typeof userListEndpoint)['schema']['querystring']>;
export type UserSaveBody = FromSchema<(typeof userSaveEndpoint)['schema']['body']>;
export type UserSaveAnswer = NonNullable<FromSchema<(typeof userSaveEndpoint)['schema']['response']>['data']>;
export type UserSetProjectRolesBody = FromSchema<(typeof userSetProjectRolesEndpoint)['schema']['body']>;
