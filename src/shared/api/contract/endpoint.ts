/**
 * The API contract's building blocks. Each endpoint is declared once (method, path and
 * JSON Schemas); the server registers its route from the declaration and the client
 * calls through it, so a URL string and a payload shape exist in one place only.
 * Types are inferred from the schemas at compile time (json-schema-to-ts), so the
 * declarations cost the browser bundle nothing but the schema objects themselves.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ReportKey } from '../../domain/reports/catalogue';
import type { Access } from './access';

export interface EndpointSchema {
  params?: JSONSchema;
  querystring?: JSONSchema;
  body?: JSONSchema;
  headers?: JSONSchema;
  response: JSONSchema;
}

export interface Endpoint<S extends EndpointSchema = EndpointSchema> {
  method: 'GET' | 'POST';
  /** Fastify-style path: `/api/portal/projects/:id`. */
  path: string;
  /** Who may call it; required, so no endpoint can be left unguarded by omission. */
  access: Access;
  /**
   * The catalogue report the endpoint produces (shared/domain/reports/catalogue.ts): besides
   * `access`, the caller must hold it, by a role or an approved application still valid.
   */
  report?: ReportKey;
  /** One line for the OpenAPI document; required, so every operation there says what it does. */
  summary: string;
  /**
   * How the client encodes the body; the server accepts exactly this content type.
   * 'binary': the body is a file's raw bytes (application/octet-stream).
   */
  bodyType?: 'form' | 'json' | 'binary';
  /**
   * The media types of a successful answer that is not the JSON envelope (a file, an
   * export, a calendar, the web manifest); the OpenAPI document lists them. See media-types.ts.
   */
  responseMediaTypes?: readonly string[];
  /** When the answer can be 404 though the request names no row: what is then missing. */
  notFoundWhen?: string;
  /**
   * 'exempt' for the start-up calls made before the client knows whether the site wants
   * signed requests (site info, the public key): never signed, never checked (SPEC §7).
   */
  sourceSign?: 'exempt';
  /** 'silent': failures reach the caller only, with no message to the user (SPEC §8). */
  feedback?: 'silent';
  schema: S;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Infer<S> = S extends JSONSchema ? FromSchema<S> : undefined;

export type ParamsOf<E extends Endpoint> = Infer<E['schema']['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['schema']['querystring']>;
export type BodyOf<E extends Endpoint> = Infer<E['schema']['body']>;
export type ResponseOf<E extends Endpoint> = Infer<E['schema']['response']>;

/** Builds the concrete URL of an endpoint from its path parameters. */
export function endpointUrl(endpoint: Endpoint, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}
