/**
 * The one HTTP client: every query and mutation calls an endpoint declared in
 * src/shared/api through `callEndpoint` (or its 'tip' and file variants). It encodes the
 * request as the declaration says, signs it when the site asks for it (SPEC §7), applies
 * a timeout, and turns every answer and failure into what SPEC §8 says the user sees.
 *
 * Failures reject with: ApiCallError when the server answered (code '100', '401', any
 * other failure); the original TypeError / DOMException 'TimeoutError' when no answer came;
 * DOMException 'NetworkError' when the app already knew it was offline. A call cancelled
 * through its own signal rejects with the AbortError and shows nothing. Every answer, and
 * every call that got none, tells the app's connectivity state (lib/connectivity.ts).
 */
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../shared/api/contract/access';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../../shared/api/contract/endpoint';
import { endpointUrl } from '../../shared/api/contract/endpoint';
import { SOURCE_SIGN_HEADER } from '../../shared/domain/constants';
import type { Transport } from '../render-contract';
import { isAppOnline, noteNetworkFailure, noteServerAnswered } from './connectivity';
import { beginProcessingTip, showError, showInfo, showOffline, showSessionExpired } from './feedback';
import { type FeedbackText, feedbackMessages } from './feedback-messages';
import { currentLocale, format } from './i18n';
import { type Outcome, classifyAnswer, decodeAnswer } from './response-outcome';

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type ApiFailureKind = 'info' | 'unauthorized' | 'error';

/** The server answered, and the answer is a failure (SPEC §8). */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly code: string | undefined,
    readonly status: number | undefined,
    readonly kind: ApiFailureKind = 'error',
    readonly requestId?: string,
    /** Bad input (code '100'): the path of the refused field, as the server named it. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }

  /** Set when the caller shows this failure's text itself (field-problem.ts): no notice then. */
  shownByCaller = false;
}

/**
 * A refused input's notice (code '100') waits until the caller has had its turn: a form that
 * shows the server's text under a field or above itself marks the failure, and the text then
 * shows once, where the user is looking, not also in a notice over the dialog.
 */
function announceUnlessShown(error: ApiCallError, content: FeedbackText): void {
  setTimeout(() => {
    if (!error.shownByCaller) showInfo(content);
  }, 0);
}

let transport: Transport = (url, init) => fetch(url, init);

/** Server rendering answers the page's calls in-process (see entry-server.tsx). */
export function setTransport(next: Transport): void {
  transport = next;
}

/** Produces a fresh sourceSign header value per request. */
export type SourceSigner = () => string;

let signerReady: Promise<SourceSigner | undefined> = Promise.resolve(undefined);

/**
 * Set once at start-up: resolves to a signer when the site requires signed requests.
 * Every non-exempt call waits for it, so no call races ahead of the site settings.
 */
export function setSourceSigner(pending: Promise<SourceSigner | undefined>): void {
  signerReady = pending.catch(() => undefined);
}

type UnauthorizedHandler = () => void;
const unauthorizedHandlers = new Set<UnauthorizedHandler>();

/**
 * Runs `handler` whenever a call answers '401' (before the 'login changed' alert), e.g. to
 * drop the signed-in user's data from memory. Returns the function that unregisters it.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(handler);
  return () => unauthorizedHandlers.delete(handler);
}

/** The user's-language-independent text of a failure, for ApiCallError.message and logs. */
function plainText(content: FeedbackText): string {
  if ('text' in content) return content.text;
  return format(feedbackMessages['zh-CN'][content.key], content.values ?? {});
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

function encodeBody(endpoint: Endpoint, body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (endpoint.bodyType === 'json') {
    headers['content-type'] = 'application/json';
    return JSON.stringify(body);
  }
  if (endpoint.bodyType === 'binary') {
    headers['content-type'] = 'application/octet-stream';
    return body as Blob;
  }
  return encodeForm(body as object);
}

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

interface CallContext {
  url: string;
  silent: boolean;
}

function reportFailure(context: CallContext, content: FeedbackText, requestId?: string, code?: string): void {
  if (!context.silent) showError({ content, url: absoluteUrl(context.url), time: Date.now(), requestId, code });
}

/** Shows what SPEC §8 says for the outcome and returns the value or throws. */
function act(outcome: Outcome, context: CallContext, status: number): unknown {
  switch (outcome.kind) {
    case 'pass':
      return outcome.value;
    case 'info': {
      const error = new ApiCallError(
        plainText(outcome.content),
        context.url,
        outcome.code,
        status,
        'info',
        undefined,
        outcome.field,
      );
      if (!context.silent) announceUnlessShown(error, outcome.content);
      throw error;
    }
    case 'unauthorized':
      for (const handler of unauthorizedHandlers) handler();
      if (!context.silent) showSessionExpired();
      throw new ApiCallError(plainText(outcome.content), context.url, '401', status, 'unauthorized');
    case 'error':
      reportFailure(context, outcome.content, outcome.requestId, outcome.code);
      throw new ApiCallError(plainText(outcome.content), context.url, outcome.code, status, 'error', outcome.requestId);
  }
}

function offlineFailure(context: CallContext): DOMException {
  if (!context.silent) showOffline();
  return new DOMException(plainText({ key: 'offline' }), 'NetworkError');
}

/** CallOptions with the endpoint's types erased, once they have been checked at the call. */
interface SendOptions extends Omit<CallOptions<Endpoint>, 'query' | 'body'> {
  query?: object;
  body?: unknown;
}

function erase<E extends Endpoint>(options: CallOptions<E>): SendOptions {
  const { query, body, ...rest } = options;
  return { ...rest, query: query as object | undefined, body };
}

async function send(endpoint: Endpoint, options: SendOptions, expected: 'json' | 'file'): Promise<unknown> {
  const url = endpointUrl(endpoint, options.params) + encodeQuery(options.query);
  const context: CallContext = { url, silent: endpoint.feedback === 'silent' };
  // The browser is right when it says offline; when it says online, only a try tells.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw offlineFailure(context);

  // The server words its messages in the language on screen.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLocale(),
    ...options.headers,
  };
  // Staff writes must prove they come from this app's script (a cross-site form cannot set
  // a custom header); every POST carries it, which costs same-origin public calls nothing.
  if (endpoint.method === 'POST') headers[STAFF_REQUEST_HEADER] = STAFF_REQUEST_HEADER_VALUE;
  const body = encodeBody(endpoint, options.body, headers);
  if (endpoint.sourceSign !== 'exempt') {
    const signer = await signerReady;
    if (signer) headers[SOURCE_SIGN_HEADER] = signer();
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  let answered = false;
  try {
    const response = await transport(url, { method: endpoint.method, headers, body, signal: controller.signal });
    answered = true;
    noteServerAnswered();
    const answer = await decodeAnswer(response, expected);
    if (timedOut) throw new DOMException('timeout', 'AbortError');
    // SPEC §8: the config-by-key answer goes to its caller whatever its code.
    if (context.silent && answer.type === 'json') return answer.value;
    return act(classifyAnswer(answer, response.status), context, response.status);
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    if (options.signal?.aborted && !timedOut) throw error;
    // Decided now, not when the call began: of calls started together (a page's first
    // queries), the first to fail reports it, and the rest find the app already offline.
    const knownOffline = !isAppOnline();
    if (!answered) noteNetworkFailure();
    if (timedOut) {
      reportFailure(context, { key: 'timeout' });
      throw new DOMException(plainText({ key: 'timeout' }), 'TimeoutError');
    }
    // Once the app knows it is offline, more failed calls get the calm offline notice.
    if (knownOffline || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
      throw offlineFailure(context);
    }
    reportFailure(context, { key: 'networkError' });
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  return (await send(endpoint, erase<E>(options), 'json')) as ResponseOf<E>;
}

/** The 'tip' variant for user actions: 'processing...' shows if the call takes over 500 ms. */
export async function callEndpointWithTip<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  const end = beginProcessingTip();
  try {
    return await callEndpoint<E>(endpoint, options);
  } finally {
    end();
  }
}

/**
 * For endpoints that answer a file. A JSON or HTML answer (an error envelope, a proxy's
 * login page) is decoded and handled like any other answer; a JSON answer that passes
 * (code '200', a CA code, no envelope) comes back as the file the server sent.
 */
export async function callFileEndpoint<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<Blob> {
  const value = await send(endpoint, erase<E>(options), 'file');
  if (value instanceof Blob) return value;
  return new Blob([JSON.stringify(value ?? null)], { type: 'application/json' });
}
