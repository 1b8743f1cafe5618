/** Shared set-up of the HTTP client tests: a fetch stub, the feedback host, a clean store. */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { FeedbackHost } from '../ui/feedback-host';
import { resetFeedbackForTests } from './feedback';
import { setSourceSigner } from './http';
import { LocaleProvider } from './i18n';

export interface StubAnswer {
  status?: number;
  body: string | object;
  contentType?: string;
}

export function answer({ status = 200, body, contentType }: StubAnswer): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = contentType ?? (typeof body === 'string' ? 'text/plain' : 'application/json; charset=utf-8');
  return new Response(text, { status, headers: { 'content-type': type } });
}

/** Replaces fetch; each call gets `respond(url, init)`. */
export function stubFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => respond(requestUrl(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch that waits for the caller's abort signal and rejects as a real one would. */
export function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    if (init.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

export function setUpHttpTest(): { reload: ReturnType<typeof vi.fn> } {
  const reload = vi.fn();
  resetFeedbackForTests({ reload });
  setSourceSigner(Promise.resolve(undefined));
  render(
    <LocaleProvider initial="zh-CN">
      <FeedbackHost />
    </LocaleProvider>,
  );
  return { reload };
}

export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

/** The URL a stubbed fetch was called with, whichever form the caller passed. */
export function requestUrl(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

/** A stubbed fetch's body as text: the JSON and form bodies the client sends. */
export function bodyText(body: BodyInit | null | undefined): string {
  if (typeof body === 'string') return body;
  return body instanceof URLSearchParams ? body.toString() : '';
}
