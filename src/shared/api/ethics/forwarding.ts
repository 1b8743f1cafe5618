/**
 * Safety reports forwarded to the ethics committee (issue 30 item 6): a signed SAE or SUSAR
 * report of the safety area becomes, in one transaction, a submitted 'safetyReport'
 * submission carrying the binder version the signed report was filed as. Once per report
 * while its submission is open. Declared once per report kind by `reportForwardingEndpoints`.
 */
import { SUBMISSION_STATUSES } from '../../domain/ethics/submissions';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idSchema, jsonBody, projectRowParams } from '../contract/staff-fields';

const FORWARD = '/api/ethic/forward';

/** The safety reports that can be forwarded, by the source kind they are filed and forwarded under. */
export const FORWARDED_REPORT_KINDS = ['sae', 'susar'] as const;
export type ForwardedReportKind = (typeof FORWARDED_REPORT_KINDS)[number];

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

function reportForwardingEndpoints<const Kind extends ForwardedReportKind>(kind: Kind, noun: string) {
  return {
    forward: defineEndpoint({
      method: 'POST',
      path: `${FORWARD}/${kind}`,
      access: { scope: 'project', button: 'ethics:submit', projectIdIn: 'body' },
      summary: `Forward a signed ${noun} to the ethics committee: a submitted safety report carrying the report's filed binder version`,
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
    }),
    forwarded: defineEndpoint({
      method: 'GET',
      path: `${FORWARD}/${kind}/:projectId/:id`,
      access: { scope: 'project', page: 'EthicsSubmissions', projectIdIn: 'params' },
      summary: `The ethics submission a ${noun} was last forwarded as, with its status and acceptance number (null if never)`,
      schema: { params: projectRowParams, response: dataEnvelope(forwardedSchema) },
    }),
  };
}

export const reportForwarding = {
  sae: reportForwardingEndpoints('sae', 'SAE report'),
  susar: reportForwardingEndpoints('susar', 'SUSAR report'),
} as const;
