/** A submission's decision as its team sees it (project page EthicsSubmissions): never the reviewers. */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { projectRowParams } from '../contract/staff-fields';
import { decisionSchema } from './review';

const nullableText = { type: ['string', 'null'] } as const;

/** A submission's decision as its team sees it: null until decided (reviewers are never named to the team). */
export const teamDecisionSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['decision', 'otherDecision', 'decidedVia', 'decidedAt', 'decisionNote'],
  properties: {
    decision: decisionSchema,
    otherDecision: nullableText,
    decidedVia: { type: 'string', enum: ['expedited', 'meeting'] },
    decidedAt: { type: 'string' },
    decisionNote: nullableText,
  },
} as const;
export type TeamDecision = FromSchema<typeof teamDecisionSchema>;

export const teamDecisionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ethic/issue/decision/:projectId/:id',
  access: { scope: 'project', page: 'EthicsSubmissions', projectIdIn: 'params' },
  summary: "The committee's decision on a submission of the project, once decided (null before)",
  schema: { params: projectRowParams, response: dataEnvelope(teamDecisionSchema) },
});
