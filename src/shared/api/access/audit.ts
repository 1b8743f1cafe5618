/**
 * Reading the audit trail: the login log (page LoginLog, the 'auth.login' rows) and the
 * whole trail (page AuditLog). Both are read-only views of the append-only `audit_log`,
 * newest first. Times are ISO 8601 UTC.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { listEnvelope } from '../contract/envelope';
import { pagingProperties } from '../contract/staff-fields';
import { AUDIT_OUTCOMES, auditListFilters, loginLogListFilters } from './list-filters';

/** The audit action of a sign-in attempt (written by the sign-in area). */
export const LOGIN_ACTION = 'auth.login';

const nullableText = { type: ['string', 'null'] } as const;

export const loginLogRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'at', 'userId', 'userName', 'clientIp', 'outcome', 'reason'],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    /** null when the account named does not exist. */
    userId: { type: ['integer', 'null'] },
    /** The account as typed at sign-in. */
    userName: nullableText,
    clientIp: nullableText,
    outcome: { type: 'string', enum: AUDIT_OUTCOMES },
    /** Why it failed (e.g. invalid_credentials, locked), or the sign-in method. */
    reason: nullableText,
  },
} as const;

export const loginLogListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/loginLog/list',
  access: { scope: 'system', page: 'LoginLog' },
  summary: 'Sign-in attempts, newest first; filters user name (contains), outcome and a time range',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { ...pagingProperties, ...loginLogListFilters },
    },
    response: listEnvelope(loginLogRowSchema),
  },
});

export const auditRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'at',
    'actorId',
    'actorName',
    'action',
    'entity',
    'entityId',
    'outcome',
    'reason',
    'before',
    'after',
    'clientIp',
    'requestId',
  ],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    actorId: { type: ['integer', 'null'] },
    /** A user's name, or 'system' / 'cli' for changes made outside a session. */
    actorName: nullableText,
    /** e.g. 'user.create', 'role.permissions', 'auth.login'. */
    action: { type: 'string' },
    /** e.g. 'user', 'role', 'organization'. */
    entity: { type: 'string' },
    entityId: nullableText,
    outcome: { type: 'string', enum: AUDIT_OUTCOMES },
    reason: nullableText,
    /** The changed fields before and after, as recorded (never secrets); null when none. */
    before: {},
    after: {},
    clientIp: nullableText,
    requestId: nullableText,
  },
} as const;

export const auditListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbs/audit/list',
  access: { scope: 'system', page: 'AuditLog' },
  summary: 'The audit trail, newest first; filters action, entity, entity id, actor (contains) and a time range',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { ...pagingProperties, ...auditListFilters },
    },
    response: listEnvelope(auditRowSchema),
  },
});

export type LoginLogRow = FromSchema<typeof loginLogRowSchema>;
export type LoginLogQuery = FromSchema<(typeof loginLogListEndpoint)['schema']['querystring']>;
export type AuditRow = FromSchema<typeof auditRowSchema>;
export type AuditQuery = FromSchema<(typeof auditListEndpoint)['schema']['querystring']>;
