/**
 * The public consented lead (SPEC §7 recruitment): after the self-check, a patient who ticks
 * the consent box leaves a name and phone so the hospital calls back. Stored as a candidate
 * of the project, encrypted like every other (candidates.ts). Apart from the candidate
 * endpoints, so the public pages' chunk does not carry them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { idSchema, jsonBody, phoneSchema, requiredText } from '../contract/staff-fields';

/** A patient's name, here and in the staff's candidate forms (candidates.ts). */
export const PATIENT_NAME_MAX = 50;
export const SELF_CHECK_ANSWERS = ['yes', 'no', 'notSure'] as const;

const projectParams = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId'],
  properties: { projectId: idSchema },
} as const;

export const recruitLeadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/portal/projects/:projectId/recruit-lead',
  access: 'public',
  summary: 'With explicit consent, leave a name and phone after the self-check so the hospital calls back',
  bodyType: 'json',
  schema: {
    params: projectParams,
    body: jsonBody(
      {
        name: requiredText(PATIENT_NAME_MAX),
        phone: phoneSchema,
        /** Must be true: the patient ticked the consent box. */
        consent: { type: 'boolean', const: true },
        /** Which consent text the patient saw. */
        consentVersion: { type: 'string', format: 'single-line', minLength: 1, maxLength: 40 },
        answers: {
          type: 'array',
          maxItems: 50,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['questionId', 'answer'],
            properties: {
              questionId: { type: 'string', format: 'single-line', minLength: 1, maxLength: 64 },
              answer: { type: 'string', enum: SELF_CHECK_ANSWERS },
            },
          },
        },
      },
      ['name', 'phone', 'consent', 'consentVersion', 'answers'],
    ),
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['isOk', 'code'],
      properties: { isOk: { type: 'boolean' }, code: { type: 'string' }, msg: { type: 'string' } },
    },
  },
});

export type RecruitLeadBody = FromSchema<(typeof recruitLeadEndpoint)['schema']['body']>;
