import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HOME_SEARCH, toProjectSearch } from '../features/portal/home/home-search';
import { projectListQueries } from '../features/portal/home/queries';
import { ApiCallError } from './http';
import { PROBE_DELAYS_MS } from './connectivity';
import { answer, requestUrl, setOnline, setUpHttpTest, stubFetch } from './http-test-support';
import { RETRY_DELAY_MS, createPortalQueryClient, shouldRetryQuery } from './query-client';

const listQuery = projectListQueries.page(toProjectSearch(DEFAULT_HOME_SEARCH));
const isListCall = (url: string) => url.endsWith('/api/portal/projects');

beforeEach(() => {
  setOnline(true);
  setUpHttpTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Moves the fake timers `beforeMs` and then through the one retry's delay, and some more, so
 * a second retry would have shown; resolves with how `fetching` ended.
 */
async function settleWithRetries(fetching: Promise<unknown>, beforeMs = 0): Promise<PromiseSettledResult<unknown>> {
  const ended = Promise.allSettled([fetching]).then(([result]) => result);
  await act(() => vi.advanceTimersByTimeAsync(beforeMs + RETRY_DELAY_MS * 2.5));
  return ended;
}

describe('one message per failure', () => {
  it("makes a list call answered with code '100' once, and shows its message once", async () => {
    const fetchMock = stubFetch(() => answer({ status: 400, body: { isOk: false, code: '100', msg: '查询条件有误' } }));
    const queryClient = createPortalQueryClient();
    vi.useFakeTimers();
    const ended = await settleWithRetries(queryClient.fetchQuery(listQuery));
    expect(ended).toMatchObject({ status: 'rejected', reason: { code: '100' } });
    expect(fetchMock.mock.calls.filter(([url]) => isListCall(requestUrl(url)))).toHaveLength(1);
    expect(screen.getAllByText('查询条件有误')).toHaveLength(1);
  });

  it('tries a call that got no answer once more when the server answers again, and no more', async () => {
    // The list call never gets through; the connectivity probe (HEAD) does.
    const fetchMock = stubFetch((_url, init) =>
      init.method === 'HEAD' ? answer({ status: 200, body: '' }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const queryClient = createPortalQueryClient();
    // Mounted, as under the app's provider: it resumes paused queries when back online.
    queryClient.mount();
    vi.useFakeTimers();
    // The first probe comes after PROBE_DELAYS_MS[0]: the retry waits for its answer.
    const ended = await settleWithRetries(queryClient.fetchQuery(listQuery), PROBE_DELAYS_MS[0]);
    expect(ended).toMatchObject({ status: 'rejected', reason: expect.any(TypeError) });
    expect(fetchMock.mock.calls.filter(([url]) => isListCall(requestUrl(url)))).toHaveLength(2);
    queryClient.unmount();
  });
});

describe('shouldRetryQuery', () => {
  const answered = (code: string, status: number) => new ApiCallError('x', '/api/x', code, status);

  it('never retries a business answer, whatever its code', () => {
    for (const code of ['100', '401', '403', '404', 'CA01'])
      expect(shouldRetryQuery(0, answered(code, 400))).toBe(false);
  });

  it('retries a server error, a timeout or a lost connection once', () => {
    expect(shouldRetryQuery(0, answered('500', 500))).toBe(true);
    expect(shouldRetryQuery(0, new DOMException('timeout', 'TimeoutError'))).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('does not retry offline or after a cancellation', () => {
    expect(shouldRetryQuery(0, new DOMException('offline', 'NetworkError'))).toBe(false);
    expect(shouldRetryQuery(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
