/**
 * What the OpenAPI document says of one declared endpoint beyond its schemas: a stable
 * operationId, the credentials it needs, the media types it takes and gives, and every
 * failure status the server can answer for it, each worked out from the declaration and
 * from where the route was registered, never written per endpoint.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE, describeAccess } from '../../shared/api/contract/access';
import type { Endpoint } from '../../shared/api/contract/endpoint';
import { SESSION_COOKIE, needsStaffHeader } from './staff-access';

/** Facts only the registering scope knows (see lib/register-endpoint). */
export interface RouteFacts {
  /** Request signing applies: registered under the source-sign plugin and not exempt. */
  signed: boolean;
  /** A rate limit can refuse it: its own, a limiter in its handler, or its scope's per-client limit. */
  rateLimited: boolean;
}

export const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

export const securitySchemes: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The staff session, set by a sign-in; over HTTPS it is named \`__Host-${SESSION_COOKIE}\`.`,
  },
  staffRequestHeader: {
    type: 'apiKey',
    in: 'header',
    name: STAFF_REQUEST_HEADER,
    description: `Must be \`${STAFF_REQUEST_HEADER_VALUE}\` on requests that change something: a cross-site form cannot set it.`,
  },
};

/** `GET /api/trial/gcpAeRecord/get/:projectId/:id` -> `getTrialGcpAeRecordGetByProjectIdById`. */
export function operationIdOf(endpoint: Endpoint): string {
  const segments = endpoint.path.split('/').filter(Boolean);
  const words = (segments[0] === 'api' ? segments.slice(1) : segments).flatMap((segment) => {
    const parameter = /^:(\w+)$/.exec(segment)?.[1];
    return parameter ? ['by', parameter] : segment.split(/[^A-Za-z0-9]+/);
  });
  const capitalised = words.filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return endpoint.method.toLowerCase() + capitalised.join('');
}

export function securityOf(endpoint: Endpoint): OpenAPIV3_1.SecurityRequirementObject[] {
  const requirement: OpenAPIV3_1.SecurityRequirementObject = {};
  if (endpoint.access !== 'public') requirement.sessionCookie = [];
  if (needsStaffHeader(endpoint)) requirement.staffRequestHeader = [];
  // An empty list says so explicitly: a public operation needs no credentials.
  return Object.keys(requirement).length > 0 ? [requirement] : [];
}

/** The media types the server parses a body of (both parsers apply when none is declared). */
export function requestMediaTypes(endpoint: Endpoint): string[] {
  switch (endpoint.bodyType) {
    case 'binary':
      return ['application/octet-stream'];
    case 'form':
      return ['application/x-www-form-urlencoded'];
    case 'json':
      return ['application/json'];
    default:
      return ['application/json', 'application/x-www-form-urlencoded'];
  }
}

function propertiesOf(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

function badRequestReasons(endpoint: Endpoint): string[] {
  const { params, querystring, body } = endpoint.schema;
  const reasons: string[] = [];
  if (params || querystring || body) reasons.push('a parameter or field does not match its schema (msg names it)');
  if (endpoint.method === 'POST') {
    reasons.push(`the body is malformed or not ${requestMediaTypes(endpoint).join(' or ')}`);
  }
  if (endpoint.bodyType === 'binary') reasons.push('the file is over the upload limit or is not what its name says');
  if (propertiesOf(body).includes('version')) {
    reasons.push("the row changed since it was read: a stale `version` (data.reason 'stale_version'), nothing written");
  }
  return reasons;
}

function forbiddenReasons(endpoint: Endpoint, facts: RouteFacts): string[] {
  const { access } = endpoint;
  const reasons: string[] = [];
  if (typeof access === 'object') {
    reasons.push(
      access.scope === 'project'
        ? `the signed-in user lacks ${describeAccess(access)} in this project, or is on no team of it`
        : `the signed-in user lacks ${describeAccess(access)}`,
    );
  }
  if (needsStaffHeader(endpoint)) reasons.push(`the ${STAFF_REQUEST_HEADER} header is missing`);
  if (endpoint.schema.headers) reasons.push('a header it requires is missing, expired or wrongly signed');
  if (facts.signed) reasons.push('the site requires signed requests and the sourceSign header is missing or invalid');
  return reasons;
}

/** A field that names another row: `id` or `…Id`, except the project (see namesARow). */
const isRowReference = (name: string) => name === 'id' || (name.endsWith('Id') && name !== 'projectId');

function requiredOf(schema: unknown): string[] {
  return (schema as { required?: string[] } | undefined)?.required ?? [];
}

/**
 * A row the request names can be missing: a path parameter (except a project-scope
 * `projectId`, where a project the caller is on no team of is a 403 whether it exists or
 * not), a body field naming a row, or a required query field naming one (optional ones
 * are list filters, which find nothing rather than fail).
 */
function namesARow(endpoint: Endpoint): boolean {
  const { params, body, querystring } = endpoint.schema;
  const projectScope = typeof endpoint.access === 'object' && endpoint.access.scope === 'project';
  return (
    propertiesOf(params).some((name) => !(projectScope && name === 'projectId')) ||
    propertiesOf(body).some(isRowReference) ||
    requiredOf(querystring).some(isRowReference)
  );
}

/** Every failure status the server can answer for this endpoint, with why. */
export function failureReasons(endpoint: Endpoint, facts: RouteFacts): Map<string, string[]> {
  const statuses = new Map<string, string[]>();
  const add = (status: string, reasons: string[]) => reasons.length > 0 && statuses.set(status, reasons);
  add('400', badRequestReasons(endpoint));
  add('401', endpoint.access === 'public' ? [] : ['there is no valid session cookie (sign in first)']);
  add('403', forbiddenReasons(endpoint, facts));
  add('404', [
    ...(namesARow(endpoint) ? ['the row the request names does not exist'] : []),
    ...(endpoint.notFoundWhen ? [endpoint.notFoundWhen] : []),
  ]);
  add(
    '429',
    facts.rateLimited || facts.signed
      ? ['this client sent too many requests (the per-client limit, a route limit, or repeated invalid signatures)']
      : [],
  );
  add('500', ['something unexpected failed; the envelope carries the requestId the server logged it under']);
  return statuses;
}

export function failureResponses(endpoint: Endpoint, facts: RouteFacts): OpenAPIV3_1.ResponsesObject {
  const responses: OpenAPIV3_1.ResponsesObject = {};
  for (const [status, reasons] of failureReasons(endpoint, facts)) {
    responses[status] = {
      description: `${status} when ${reasons.join('; or ')}.`,
      content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } },
    };
  }
  return responses;
}
