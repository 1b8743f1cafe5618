/**
 * Connected systems and third-party login by key (SPEC §7 /gbc/*, issue 31). The administrator
 * registers the hospital's systems (system page ConnectedSystems), creates, rotates and revokes
 * their keys (the secret is answered once, at creation) and maps their staff ids to accounts.
 * A connected system then sends a staff member in with a signed link to `keyLoginEndpoint`
 * (format: docs/connected-systems.md; builder: server/modules/access/connected/key-sign.ts).
 */
import { dataEnvelope } from '../contract/envelope';
import { defineEndpoint } from '../contract/endpoint';

const page = { scope: 'system', page: 'ConnectedSystems' } as const;
const manage = { scope: 'system', button: 'connectedSystem:manage' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const code = { type: 'string', pattern: '^[a-z][a-z0-9_-]{1,31}$' } as const;

export const LOGIN_BY = ['mapping', 'userName'] as const;
export const KEY_STATUSES = ['active', 'grace', 'expired', 'revoked'] as const;
/** How long a rotated key still works. */
export const KEY_GRACE_MS = 24 * 60 * 60 * 1000;

const keyRow = {
  type: 'object',
  additionalProperties: false,
  required: ['keyId', 'createdAt', 'createdBy', 'lastUsedAt', 'expiresAt', 'revokedAt', 'status'],
  properties: {
    keyId: text,
    createdAt: text,
    createdBy: text,
    lastUsedAt: nullableText,
    /** When a rotated key stops working (ISO), or null. */
    expiresAt: nullableText,
    revokedAt: nullableText,
    status: { type: 'string', enum: KEY_STATUSES },
  },
} as const;

const mappingRow = {
  type: 'object',
  additionalProperties: false,
  required: ['externalId', 'userId', 'userName', 'realname'],
  properties: { externalId: text, userId: { type: 'integer' }, userName: text, realname: text },
} as const;

const systemRow = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name', 'enabled', 'loginBy', 'keys', 'mappings'],
  properties: {
    id: { type: 'integer' },
    code: text,
    name: text,
    enabled: { type: 'boolean' },
    loginBy: { type: 'string', enum: LOGIN_BY },
    keys: { type: 'array', items: keyRow },
    mappings: { type: 'array', items: mappingRow },
  },
} as const;

export const connectedSystemListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/connectedSystem/list',
  access: page,
  summary: 'Connected systems with their keys (never a secret) and staff mappings',
  schema: { response: dataEnvelope({ type: 'array', items: systemRow }) },
});

export const connectedSystemSaveEndpoint = defineEndpoint({
  method: 'POST',
  bodyType: 'json',
  path: '/api/gbc/connectedSystem/save',
  access: manage,
  summary: 'Registers a connected system (no id) or edits one: name, enabled, how it names staff',
  notFoundWhen: 'the system named by id does not exist',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'name', 'enabled', 'loginBy'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        code,
        name: { type: 'string', format: 'single-line', minLength: 1, maxLength: 100 },
        enabled: { type: 'boolean' },
        loginBy: { type: 'string', enum: LOGIN_BY },
      },
    },
    response: dataEnvelope({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }),
  },
});

const newKey = dataEnvelope({
  type: 'object',
  additionalProperties: false,
  required: ['keyId', 'secret'],
  properties: {
    keyId: text,
    /** Shown once: the server keeps it sealed and never answers it again. */
    secret: text,
  },
});

export const connectedKeyCreateEndpoint = defineEndpoint({
  method: 'POST',
  bodyType: 'json',
  path: '/api/gbc/connectedSystem/key/create',
  access: manage,
  summary: 'Creates a key for a connected system; the secret is answered this once',
  notFoundWhen: 'the system does not exist',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['systemId'],
      properties: { systemId: { type: 'integer', minimum: 1 } },
    },
    response: newKey,
  },
});

const keyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['keyId'],
  properties: { keyId: { type: 'string', format: 'single-line', minLength: 1, maxLength: 64 } },
} as const;

export const connectedKeyRotateEndpoint = defineEndpoint({
  method: 'POST',
  bodyType: 'json',
  path: '/api/gbc/connectedSystem/key/rotate',
  access: manage,
  summary: 'Replaces a working key by a new one; the old one works 24 hours more, then expires',
  notFoundWhen: 'the key does not exist or no longer works',
  schema: { body: keyBody, response: newKey },
});

export const connectedKeyRevokeEndpoint = defineEndpoint({
  method: 'POST',
  bodyType: 'json',
  path: '/api/gbc/connectedSystem/key/revoke',
  access: manage,
  summary: 'Revokes a key at once',
  notFoundWhen: 'the key does not exist or is already revoked',
  schema: { body: keyBody, response: dataEnvelope({ type: 'null' }) },
});

export const connectedUserSaveEndpoint = defineEndpoint({
  method: 'POST',
  bodyType: 'json',
  path: '/api/gbc/connectedSystem/user/save',
  access: manage,
  summary: "Maps a connected system's staff id to an account (userId null removes the mapping)",
  notFoundWhen: 'the system or the account does not exist',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['systemId', 'externalId', 'userId'],
      properties: {
        systemId: { type: 'integer', minimum: 1 },
        externalId: { type: 'string', format: 'single-line', minLength: 1, maxLength: 64 },
        userId: { type: ['integer', 'null'], minimum: 1 },
      },
    },
    response: dataEnvelope({ type: 'null' }),
  },
});

export const keyLoginEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/thirdLogin/key',
  access: 'public',
  summary:
    'Third-party login by key: a connected system signs a staff member in (HMAC-SHA256, time, nonce); ' +
    'redirects to the workbench or `next`, or answers { redirectTo } to Accept: application/json',
  // A link the browser follows from another system: it cannot carry a sourceSign.
  sourceSign: 'exempt',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['system', 'keyId', 'user', 'ts', 'nonce', 'sign'],
      properties: {
        system: { type: 'string', format: 'single-line', maxLength: 32 },
        keyId: { type: 'string', format: 'single-line', maxLength: 64 },
        /** The staff member's id in that system (or the user name, for systems so set). */
        user: { type: 'string', format: 'single-line', minLength: 1, maxLength: 64 },
        /** Unix seconds. */
        ts: { type: 'string', pattern: '^[0-9]{1,12}$' },
        nonce: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
        /** base64url(HMAC-SHA256(canonical string, secret)). */
        sign: { type: 'string', format: 'single-line', maxLength: 64 },
        /** A staff path to open after sign-in (default: the workbench). */
        next: { type: 'string', format: 'single-line', maxLength: 512 },
      },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['redirectTo'],
      properties: { redirectTo: text },
    }),
  },
});
