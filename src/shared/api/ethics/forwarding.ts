/**
 * SAE reports forwarded to the ethics committee (issue 30 item 6): a signed SAE report of the
 * safety area becomes, in one transaction, a submitted 'safetyReport' submission carrying the
 * binder version the signed report was filed as. Once per report while its submission is open.
 */
import { SUBMISSION_STATUSES } from '../../domain/ethics/submissions';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idSchema, jsonBody, projectRowParams } from '../contract/staff-fields';

const FORWARD = '/api/ethic/forward';

/** The submission a report was last forwarded as, or null. */
export const forwardedSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['submissionId', 'status', 'acceptanceNumber'],
  properties: {
    submissionId: { type: 'integer' },
    status: { type: 'string', enum: SUBMISSION_STATUSES },
    acceptanceNumber: { type: ['string', 'null'] },
  },
} as const;

export const forwardSaeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${FORWARD}/sae`,
  access: { scope: 'project', button: 'ethics:submit', projectIdIn: 'body' },
  summary:
    "Forward a signed SAE report to the ethics committee: a submitted safety report carrying the report's filed binder version",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema }, ['projectId', 'id']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' } },
    }),
  },
});

export const forwardedSaeEndpoint = defineEndpoint({
  method: 'GET',
  path: `${FORWARD}/sae/:projectId/:id`,
  access: { scope: 'project', page: 'EthicsSubmissions', projectIdIn: 'params' },
  summary:
    'The ethics submission an SAE report was last forwarded as, with its status and acceptance number (null if never)',
  schema: { params: projectRowParams, response: dataEnvelope(forwardedSchema) },
});
