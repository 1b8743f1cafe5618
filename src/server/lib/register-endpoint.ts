/**
 * Registers a Fastify route from its declaration in src/shared/api, so the path, the
 * request schemas and the response schema come from the one place the client uses too.
 * The declared `access` is enforced before validation and the handler (plugins/staff-access).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../shared/api/contract/endpoint';
import { SOURCE_SIGN_PLUGIN } from './source-sign';
import { badRequest } from './api-error';

export interface EndpointContext<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const contentTypes = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  binary: 'application/octet-stream',
} as const;

type Handler<E extends Endpoint> = (context: EndpointContext<E>) => Promise<ResponseOf<E>>;

/**
 * `registerEndpoint(app, endpoint)(handler)`: the endpoint fixes the types first, so the
 * handler is checked against them rather than taking part in inferring them.
 */
export const registerEndpoint =
  <E extends Endpoint>(
    app: FastifyInstance,
    endpoint: E,
    options: Pick<RouteShorthandOptions, 'onRequest' | 'config' | 'bodyLimit'> = {},
  ) =>
  (handler: Handler<E>): void => {
    const { params, querystring, body, headers, response } = endpoint.schema;
    const expectedType = endpoint.bodyType ? contentTypes[endpoint.bodyType] : undefined;
    app.declareEndpoint(endpoint, {
      signed: endpoint.sourceSign !== 'exempt' && app.hasPlugin(SOURCE_SIGN_PLUGIN),
      rateLimited: app.hasPlugin('@fastify/rate-limit') || options.config?.rateLimit !== undefined,
    });
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // Only the parts the endpoint declares: an explicit undefined makes Fastify warn.
      schema: {
        ...Object.fromEntries(
          Object.entries({ params, querystring, body, headers, response: { 200: response } }).filter(
            ([, v]) => v !== undefined,
          ),
        ),
        // Read by @fastify/swagger into the OpenAPI document (plugins/openapi adds the rest).
        summary: endpoint.summary,
      },
      ...options,
      // Read by the source-sign plugin: start-up calls are never required to be signed.
      config: { ...options.config, sourceSignExempt: endpoint.sourceSign === 'exempt' },
      preValidation: async (request) => {
        // Access first: an anonymous or unpermitted caller learns nothing from validation.
        await app.staffAccess.check(request, endpoint);
        const actual = request.headers['content-type'];
        if (expectedType && actual !== undefined && !actual.startsWith(expectedType)) {
          throw badRequest({ 'zh-CN': `请求内容应为 ${expectedType}`, en: `Request body must be ${expectedType}` });
        }
      },
      handler: async (request, reply) =>
        handler({
          params: request.params as ParamsOf<E>,
          query: request.query as QueryOf<E>,
          body: request.body as BodyOf<E>,
          request,
          reply,
        }),
    });
  };
