import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteInfoEndpoint } from '../../shared/api/portal/portal';
import { PROBE_DELAYS_MS, followConnectivity, isAppOnline } from './connectivity';
import { callEndpoint } from './http';
import { answer, hangingFetch, setOnline, setUpHttpTest, stubFetch } from './http-test-support';

const ok = () => answer({ body: { isOk: true, code: '200', data: null } });
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const isProbe = (init: RequestInit) => init.method === 'HEAD';

beforeEach(() => {
  // The captive portal, or a browser build whose flag never changes: always 'online'.
  setOnline(true);
  setUpHttpTest();
  followConnectivity();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectivity', () => {
  it('goes offline when a request gets no answer, though the browser says online, and back on an answer', async () => {
    stubFetch(noAnswer);
    await expect(callEndpoint(siteInfoEndpoint)).rejects.toBeInstanceOf(TypeError);
    expect(isAppOnline()).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);

    // An HTTP error is still an answer: the server is there.
    stubFetch(() => answer({ status: 500, body: 'Internal Server Error' }));
    await expect(callEndpoint(siteInfoEndpoint)).rejects.toMatchObject({ status: 500 });
    expect(isAppOnline()).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('goes offline when a request times out', async () => {
    stubFetch(hangingFetch);
    await expect(callEndpoint(siteInfoEndpoint, { timeoutMs: 20 })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('stays online when the caller cancels its own request', async () => {
    stubFetch(hangingFetch);
    const controller = new AbortController();
    const call = callEndpoint(siteInfoEndpoint, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("follows the browser's offline and online events", () => {
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('asks the server now and then while offline, and comes back once it answers', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(noAnswer);
    const probes = () => fetchMock.mock.calls.filter(([, init]) => isProbe(init ?? {})).length;
    await expect(callEndpoint(siteInfoEndpoint)).rejects.toBeInstanceOf(TypeError);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(probes()).toBe(1);
    expect(onlineManager.isOnline()).toBe(false);

    fetchMock.mockImplementation(async () => ok());
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1]);
    expect(probes()).toBe(2);
    expect(onlineManager.isOnline()).toBe(true);
    // Online again: no more probes.
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[3] * 2);
    expect(probes()).toBe(2);
  });

  it('says a failure is the calm offline notice once the app knows it is offline', async () => {
    stubFetch(noAnswer);
    await expect(callEndpoint(siteInfoEndpoint)).rejects.toBeInstanceOf(TypeError);
    await expect(callEndpoint(siteInfoEndpoint)).rejects.toMatchObject({ name: 'NetworkError' });
  });
});
