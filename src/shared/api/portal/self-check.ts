/**
 * The public eligibility self-check (issue 13 item 7): a published project's yes/no
 * questions, built on the server from the published recruitment rules' patient-answerable
 * criteria (shared/domain/recruitment/self-check.ts), and the consent text a call-back
 * request must agree to. Public data: the client persists it for saved projects.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';

const localisedText = {
  type: 'object',
  additionalProperties: false,
  required: ['zh-CN', 'en'],
  properties: { 'zh-CN': { type: 'string' }, en: { type: 'string' } },
} as const;

export const selfCheckQuestionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'text', 'rulesOutOn'],
  properties: {
    /** The criterion's id in the published rule. */
    id: { type: 'string' },
    kind: { type: 'string', enum: ['age', 'sex', 'diagnosis', 'priorDrug', 'manual'] },
    text: localisedText,
    /** The answer that rules the patient out ('notSure' never does). */
    rulesOutOn: { type: 'string', enum: ['yes', 'no'] },
  },
} as const;

export const selfCheckSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'diseaseKey', 'questions', 'hasDoctorChecks', 'consent'],
  properties: {
    projectId: { type: 'integer' },
    /** SPEC §3 rule config cache key: a disease name or 'default'. */
    diseaseKey: { type: 'string' },
    questions: { type: 'array', items: selfCheckQuestionSchema },
    /** Some criteria (lab values) need a doctor to check; the page says so. */
    hasDoctorChecks: { type: 'boolean' },
    /** What a call-back request agrees to (PIPL): its version goes back with the request. */
    consent: {
      type: 'object',
      additionalProperties: false,
      required: ['version', 'text'],
      properties: { version: { type: 'string' }, text: localisedText },
    },
  },
} as const;

export type SelfCheck = FromSchema<typeof selfCheckSchema>;

export const selfCheckEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/portal/projects/:projectId/self-check',
  access: 'public',
  summary: "A published project's eligibility self-check questions",
  // The page works without it (the button stays hidden), so a failure shows no message.
  feedback: 'silent',
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId'],
      properties: { projectId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    },
    response: dataEnvelope(selfCheckSchema),
  },
});
