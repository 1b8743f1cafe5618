/**
 * Inner (embedded) mode endpoints: the hospital's own system frames the project detail page
 * and proves it may do so with a RECRUIT-SIGN header (SPEC §6, §7). Same data as the public
 * detail and outpatient endpoints, fetched by POST.
 *
 * RECRUIT-SIGN = base64url(JSON { projectId, patientId?, exp }) + '.' +
 *                base64url(HMAC-SHA256(first part, shared secret)), exp in unix seconds.
 */
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { outpatientSchema, projectSchema } from './portal';

/** The header name as sent; Node lower-cases incoming header names. */
export const RECRUIT_SIGN_HEADER = 'RECRUIT-SIGN';

const projectId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** Documents the header; a missing or bad sign is answered 403 by the handler, not 400. */
const signHeaders = {
  type: 'object',
  properties: { 'recruit-sign': { type: 'string' } },
} as const;

export const innerProjectDetailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/portal/inner/projects/:id',
  access: 'public',
  summary: "A project's public detail for the hospital's own system (RECRUIT-SIGN header)",
  schema: {
    headers: signHeaders,
    params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: projectId } },
    response: dataEnvelope(projectSchema),
  },
});

export const innerOutpatientsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/portal/inner/outpatients',
  access: 'public',
  summary: "A project's outpatient clinics for the hospital's own system (RECRUIT-SIGN header)",
  bodyType: 'json',
  schema: {
    headers: signHeaders,
    body: { type: 'object', additionalProperties: false, required: ['projectId'], properties: { projectId } },
    response: dataEnvelope({ type: 'array', items: outpatientSchema }),
  },
});
