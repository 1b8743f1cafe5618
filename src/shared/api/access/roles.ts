/**
 * Roles and their permissions (SPEC §6, page RoleManage): role list, detail, save, the
 * permission editor's save, the default role given on registration, the roles of a user,
 * and the permission catalogue the editor is built from (the server's truth, with labels).
 * User management (page UserManage) reads the roles' names through the role options.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagingProperties,
  requiredText,
  roleRefSchema,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import { roleListFilters } from './list-filters';
import { projectRoleSchema } from './users';

const roleRowProperties = {
  id: { type: 'integer' },
  code: { type: 'string' },
  name: { type: 'string' },
  description: { type: ['string', 'null'] },
  /** The role a registration request gets when it is passed (at most one role). */
  isDefaultRegistration: { type: 'boolean' },
  /** Users holding it, as a system role or in any project. */
  userCount: { type: 'integer' },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  version: { type: 'integer' },
} as const;

export const roleRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'code',
    'name',
    'description',
    'isDefaultRegistration',
    'userCount',
    'createdAt',
    'updatedAt',
    'version',
  ],
  properties: roleRowProperties,
} as const;

const permissionNames = {
  type: 'array',
  maxItems: 500,
  uniqueItems: true,
  items: { type: 'string', format: 'single-line', maxLength: 64 },
} as const;

/** A role's grants in one scope. */
export const scopeGrantSchema = jsonBody({ pages: permissionNames, buttons: permissionNames }, ['pages', 'buttons']);

export const roleDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...roleRowSchema.required, 'permissions'],
  properties: {
    ...roleRowProperties,
    permissions: jsonBody({ system: scopeGrantSchema, project: scopeGrantSchema }, ['system', 'project']),
  },
} as const;

export const roleListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/role/list',
  access: { scope: 'system', page: 'RoleManage' },
  summary: 'Roles with their user counts; keyword matches code or name',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { ...pagingProperties, ...roleListFilters },
    },
    response: listEnvelope(roleRowSchema),
  },
});

export const roleOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/role/options',
  // UserManage, not RoleManage: filtering users by role and assigning roles need the names only.
  access: { scope: 'system', page: 'UserManage' },
  summary: "Every role's id, code and name, by id, for user management's filters and role assignment",
  schema: { response: dataEnvelope({ type: 'array', items: roleRefSchema }) },
});

export const roleDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/role/:id',
  access: { scope: 'system', page: 'RoleManage' },
  summary: 'One role with its permissions in both scopes',
  schema: { params: idParams('id'), response: dataEnvelope(roleDetailSchema) },
});

export const roleSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/role/save',
  access: { scope: 'system', button: 'role:create', updateButton: 'role:update' },
  summary: 'Create a role (no id) or update its name and description (id + version); the code never changes',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        version: versionSchema,
        /** Unique; required to create, and when updating it must stay the same. */
        code: { type: 'string', format: 'single-line', pattern: '^[a-z][a-z0-9_]{1,31}$' },
        name: requiredText(50),
        description: optionalText(500, 'multi-line'),
      },
      ['name'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const rolePermissionSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/role/permission/save',
  access: { scope: 'system', button: 'role:permission' },
  summary: "Replace a role's pages and buttons in both scopes; every name from the catalogue, a button with its page",
  bodyType: 'json',
  schema: {
    body: jsonBody({ roleId: idSchema, version: versionSchema, system: scopeGrantSchema, project: scopeGrantSchema }, [
      'roleId',
      'version',
      'system',
      'project',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const roleSetDefaultRegistrationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/role/setDefaultRegistration',
  access: { scope: 'system', button: 'role:setDefault' },
  summary: 'Make a role the one passed registration requests get (replaces the previous default)',
  bodyType: 'json',
  schema: { body: jsonBody({ id: idSchema }, ['id']), response: dataEnvelope(savedRowSchema) },
});

export const rolesByUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/role/byUser/:userId',
  access: { scope: 'system', page: 'UserManage' },
  summary: "A user's system roles and project roles",
  schema: {
    params: idParams('userId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['roles', 'projectRoles'],
      properties: {
        roles: { type: 'array', items: roleRefSchema },
        projectRoles: { type: 'array', items: projectRoleSchema },
      },
    }),
  },
});

const labelSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['zh-CN', 'en'],
  properties: { 'zh-CN': { type: 'string' }, en: { type: 'string' } },
} as const;

const cataloguePageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'label', 'helpId', 'buttons'],
  properties: {
    name: { type: 'string' },
    label: labelSchema,
    helpId: { type: ['string', 'null'] },
    buttons: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'label', 'helpId'],
        properties: { name: { type: 'string' }, label: labelSchema, helpId: { type: ['string', 'null'] } },
      },
    },
  },
} as const;

export const permissionCatalogueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/permission/catalogue',
  access: { scope: 'system', page: 'RoleManage' },
  summary: 'Every page and button of both scopes with zh-CN and English labels',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['system', 'project', 'alwaysSystemPages'],
      properties: {
        system: { type: 'array', items: cataloguePageSchema },
        project: { type: 'array', items: cataloguePageSchema },
        /** Pages every signed-in user has whatever the roles (SPEC §3); not grantable. */
        alwaysSystemPages: { type: 'array', items: { type: 'string' } },
      },
    }),
  },
});

export type RoleRow = FromSchema<typeof roleRowSchema>;
export type RoleOption = FromSchema<typeof roleRefSchema>;
export type RoleDetail = FromSchema<typeof roleDetailSchema>;
export type ScopeGrant = FromSchema<typeof scopeGrantSchema>;
export type RoleSaveBody = FromSchema<(typeof roleSaveEndpoint)['schema']['body']>;
export type RolePermissionSaveBody = FromSchema<(typeof rolePermissionSaveEndpoint)['schema']['body']>;
export type RolesOfUser = NonNullable<FromSchema<(typeof rolesByUserEndpoint)['schema']['response']>['data']>;
export type CataloguePage = FromSchema<typeof cataloguePageSchema>;
export type PermissionCatalogue = NonNullable<
  FromSchema<(typeof permissionCatalogueEndpoint)['schema']['response']>['data']
>;
