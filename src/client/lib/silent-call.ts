/**
 * Calls to 'silent' endpoints (sign-in, who am I, password changes): the HTTP client hands
 * their JSON answer back whatever its code (SPEC §8), so the caller words the outcome itself.
 * This reads that answer the way SPEC §8 does and says plainly whether it succeeded.
 */
import type { Endpoint, ResponseOf } from '../../shared/api/contract/endpoint';
import { ResponseCode } from '../../shared/api/contract/envelope';
import { type CallOptions, callEndpoint, callEndpointWithTip } from './http';

export interface SilentFailure {
  ok: false;
  /** The envelope's code: '100' (refused, see `data`), '401', '403', '429', ... */
  code: string;
  /** The server's text (cause, else msg), or ''. */
  message: string;
  /** The envelope's data: for sign-in failures a SignInFailureData. */
  data: unknown;
}

type ErasedCall = (endpoint: Endpoint, options: object) => Promise<unknown>;

export type SilentAnswer<E extends Endpoint> = { ok: true; value: ResponseOf<E> } | SilentFailure;

interface EnvelopeFields {
  isOk?: unknown;
  success?: unknown;
  code?: unknown;
  msg?: unknown;
  cause?: unknown;
  data?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Success as SPEC §8 sees it: code '200', a CA code, or an answer with no isOk/success. */
export function readSilentAnswer<E extends Endpoint>(value: unknown): SilentAnswer<E> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: true, value: value as ResponseOf<E> };
  }
  const envelope = value as EnvelopeFields;
  const code = typeof envelope.code === 'string' || typeof envelope.code === 'number' ? String(envelope.code) : '';
  const hasEnvelope = 'isOk' in envelope || 'success' in envelope;
  if (!hasEnvelope || code === ResponseCode.ok || code.startsWith('CA')) {
    return { ok: true, value: value as ResponseOf<E> };
  }
  return { ok: false, code, message: text(envelope.cause) || text(envelope.msg), data: envelope.data };
}

/**
 * Calls a silent endpoint. Resolves with the outcome for any JSON answer; rejects only when
 * no readable answer came (offline, timeout, an HTML page), as `callEndpoint` does.
 * `tip: true` is for user actions: 'processing...' shows after 500 ms.
 */
export async function callSilently<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
  { tip = false }: { tip?: boolean } = {},
): Promise<SilentAnswer<E>> {
  // The options were checked against E at the call site. Here only the answer's envelope is
  // read, so the call goes through an erased signature (inferring ResponseOf<Endpoint>, the
  // type of any JSON Schema, is too deep for the compiler).
  const call = tip ? (callEndpointWithTip as unknown as ErasedCall) : (callEndpoint as unknown as ErasedCall);
  return readSilentAnswer<E>(await call(endpoint, options));
}
