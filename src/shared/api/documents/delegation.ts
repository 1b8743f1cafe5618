/**
 * The delegation log (授权分工表) generated from the project's team and its roles and filed
 * in the binder's delegation-log folder (code 05) as the document 'Delegation log', a new
 * effective version superseding the one before; an unchanged team files nothing ('unchanged').
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idSchema, jsonBody } from '../contract/staff-fields';

export const DELEGATION_OUTCOMES = ['filed', 'unchanged'] as const;

export const delegationLogEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/doc/document/delegation-log/generate',
  access: { scope: 'project', button: 'document:upload', projectIdIn: 'body' },
  summary:
    "Generate the delegation log from the project's team and file it as the next effective version (none when the team is unchanged)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema }, ['projectId']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['outcome', 'documentId', 'number', 'members'],
      properties: {
        /** 'unchanged': the newest version already holds this content; nothing was filed. */
        outcome: { type: 'string', enum: DELEGATION_OUTCOMES },
        documentId: { type: 'integer' },
        /** The version holding the log now. */
        number: { type: 'integer' },
        /** Rows in the log (current and former members). */
        members: { type: 'integer' },
      },
    }),
  },
});
export type DelegationLogResult = NonNullable<FromSchema<typeof delegationLogEndpoint.schema.response>['data']>;
