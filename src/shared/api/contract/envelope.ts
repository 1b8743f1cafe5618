/**
 * The response envelope every API answer uses (SPEC §8): `{ isOk, code, msg?, cause?, data? }`,
 * lists add `rows` and `total`. Codes are strings. A failure's msg is in the request's
 * language (Accept-Language 'en', else zh-CN); bad input adds the refused `field`.
 */
import type { JSONSchema } from 'json-schema-to-ts';

export const ResponseCode = {
  ok: '200',
  /** A business message for the user (validation, 'operation failed'). */
  info: '100',
  unauthorized: '401',
  forbidden: '403',
  notFound: '404',
  error: '500',
} as const;

export interface ErrorEnvelope {
  isOk: false;
  code: string;
  msg?: string;
  cause?: string;
  requestId?: string;
  /** Bad input (code '100'): the path of the refused field ('attachments', 'assignments.0.roleId'). */
  field?: string;
}

const envelopeBase = {
  isOk: { type: 'boolean' },
  code: { type: 'string' },
  msg: { type: 'string' },
} as const;

export function dataEnvelope<const D extends JSONSchema>(data: D) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['isOk', 'code', 'data'],
    properties: { ...envelopeBase, data },
  } as const;
}

export function listEnvelope<const R extends JSONSchema>(row: R) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['isOk', 'code', 'rows', 'total'],
    properties: { ...envelopeBase, rows: { type: 'array', items: row }, total: { type: 'integer' } },
  } as const;
}

export const errorEnvelopeSchema = {
  type: 'object',
  required: ['isOk', 'code'],
  properties: {
    ...envelopeBase,
    cause: { type: 'string' },
    requestId: { type: 'string' },
    field: { type: 'string' },
  },
} as const;
