/**
 * The one HTTP client: every query and mutation calls an endpoint declared in
 * src/shared/api through `callEndpoint`. It encodes the body as the declaration says,
 * applies a timeout and answers the envelope; a non-'200' code rejects with ApiCallError.
 */
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../../shared/api/endpoint';
import { endpointUrl } from '../../shared/api/endpoint';
import { ResponseCode } from '../../shared/api/envelope';

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly code: string | undefined,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

function encodeForm(body: object): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return form;
}

function encodeQuery(query: object | undefined): string {
  if (!query) return '';
  const search = encodeForm(query).toString();
  return search ? `?${search}` : '';
}

interface EnvelopeLike {
  isOk?: boolean;
  success?: boolean;
  code?: string;
  msg?: string;
  cause?: string;
}

export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  const url = endpointUrl(endpoint, options.params) + encodeQuery(options.query as object | undefined);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined && endpoint.bodyType === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.body !== undefined) {
    body = encodeForm(options.body as object);
  }

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await fetch(url, { method: endpoint.method, headers, body, signal });
  const payload = (await response.json().catch(() => undefined)) as EnvelopeLike | undefined;
  if (payload === undefined) {
    throw new ApiCallError(`HTTP ${response.status}`, url, undefined, response.status);
  }
  const hasEnvelope = 'isOk' in payload || 'success' in payload;
  if (hasEnvelope && payload.code !== ResponseCode.ok) {
    throw new ApiCallError(
      payload.cause ?? payload.msg ?? `HTTP ${response.status}`,
      url,
      payload.code,
      response.status,
    );
  }
  return payload as ResponseOf<E>;
}
