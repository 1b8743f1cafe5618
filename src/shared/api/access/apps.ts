/**
 * The account software list (SPEC §7 /dTrial/*, issue 31 item 8): the hospital's other systems
 * a staff member may open from the app switcher. The administrator edits the list (system page
 * AppList, button app:manage); each signed-in staff member reads the enabled apps their roles
 * see and opens one; an app linked to a connected system is opened through an address signed
 * for that staff member (format: docs/connected-systems.md, 'Opening the hospital's systems').
 */
import { dataEnvelope } from '../contract/envelope';
import { defineEndpoint } from '../contract/endpoint';

const page = { scope: 'system', page: 'AppList' } as const;
const manage = { scope: 'system', button: 'app:manage' } as const;
const id = { type: 'integer', minimum: 1 } as const;
const text = { type: 'string' } as const;

/** The built-in icons an app may show (the client draws each). */
export const APP_ICONS = ['oa', 'his', 'lis', 'pacs', 'emr', 'mail', 'chart', 'link'] as const;
export type AppIcon = (typeof APP_ICONS)[number];

/** An http(s) address, absolute, without spaces or a user name and password before the host. */
export const APP_URL_PATTERN = '^https?://[^\\s/@]+(/[^\\s]*)?$';

const appRow = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'icon',
    'url',
    'sort',
    'enabled',
    'passThrough',
    'connectedSystemId',
    'signKeyId',
    'roleIds',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    name: text,
    icon: { type: 'string', enum: APP_ICONS },
    url: text,
    sort: { type: 'integer' },
    enabled: { type: 'boolean' },
    passThrough: { type: 'boolean' },
    connectedSystemId: { type: ['integer', 'null'] },
    signKeyId: { type: ['string', 'null'] },
    roleIds: { type: 'array', items: { type: 'integer' } },
    version: { type: 'integer' },
  },
} as const;

/** What the app form chooses from: the roles, and the connected systems with their working keys. */
const choices = {
  roles: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'code', 'name'],
      properties: { id: { type: 'integer' }, code: text, name: text },
    },
  },
  systems: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'code', 'name', 'keyIds'],
      properties: { id: { type: 'integer' }, code: text, name: text, keyIds: { type: 'array', items: text } },
    },
  },
} as const;

export const appListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dTrial/app/list',
  access: page,
  summary:
    'Every app of the account software list, in order, with the roles that see it; the roles and the ' +
    'enabled connected systems with their working keys to choose from',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['apps', 'roles', 'systems'],
      properties: { apps: { type: 'array', items: appRow }, ...choices },
    }),
  },
});

export const appSaveEndpoint = defineEndpoint({
  method: 'POST',
  bodyType: 'json',
  path: '/api/dTrial/app/save',
  access: manage,
  summary:
    'Adds an app (no id) or edits one (id and version): name, icon, address, order, enabled, roles, ' +
    'and the pass-through (a connected system and its key); refused when the key does not work',
  notFoundWhen: 'the app, a role or the connected system named does not exist',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'icon', 'url', 'sort', 'enabled', 'passThrough', 'roleIds'],
      properties: {
        id,
        version: { type: 'integer', minimum: 1 },
        name: { type: 'string', minLength: 1, maxLength: 50, format: 'single-line' },
        icon: { type: 'string', enum: APP_ICONS },
        url: { type: 'string', maxLength: 500, pattern: APP_URL_PATTERN },
        sort: { type: 'integer', minimum: 0, maximum: 9999 },
        enabled: { type: 'boolean' },
        passThrough: { type: 'boolean' },
        connectedSystemId: { type: ['integer', 'null'], minimum: 1 },
        signKeyId: { type: ['string', 'null'], maxLength: 64, format: 'single-line' },
        roleIds: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: id },
      },
    },
    response: dataEnvelope({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }),
  },
});

export const appDeleteEndpoint = defineEndpoint({
  method: 'POST',
  bodyType: 'json',
  path: '/api/dTrial/app/delete',
  access: manage,
  summary: 'Removes an app from the list',
  notFoundWhen: 'the app does not exist',
  schema: {
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id } },
    response: dataEnvelope({ type: 'null' }),
  },
});

export const myAppsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dTrial/app/mine',
  access: 'session',
  summary: "The enabled apps the signed-in staff member's roles see, in order (the app switcher)",
  // The header's switcher hides itself when this fails: no message over the page the user came for.
  feedback: 'silent',
  schema: {
    response: dataEnvelope({
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'icon', 'url', 'passThrough'],
        properties: {
          id: { type: 'integer' },
          name: text,
          icon: { type: 'string', enum: APP_ICONS },
          url: text,
          passThrough: { type: 'boolean' },
        },
      },
    }),
  },
});

export const appOpenEndpoint = defineEndpoint({
  method: 'POST',
  bodyType: 'json',
  path: '/api/dTrial/app/open',
  access: 'session',
  summary:
    'The address to open an app at: for a pass-through app, its address with a link signed for the ' +
    'staff member (HMAC-SHA256, time, nonce; valid 5 minutes); refused when the key no longer works ' +
    'or the staff member has no account in that system',
  notFoundWhen: "the app does not exist, is disabled or the staff member's roles do not see it",
  schema: {
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id } },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['url', 'signed'],
      properties: { url: text, signed: { type: 'boolean' } },
    }),
  },
});
