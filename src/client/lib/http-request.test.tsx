/** How the client builds requests: encodings, params, signing, offline and the 'tip' hint. */
import '@testing-library/jest-dom/vitest';
import { act, screen } from '@testing-library/react';
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictBatchEndpoint } from '../../shared/api/study/dict';
import { projectDetailEndpoint, projectListEndpoint, siteInfoEndpoint } from '../../shared/api/portal/portal';
import { configByKeyEndpoint } from '../../shared/api/study/sys';
import { createSourceSigner } from './crypto';
import { resetConnectivityForTests } from './connectivity';
import { callEndpoint, callEndpointWithTip, setSourceSigner } from './http';
import { answer, bodyText, setOnline, setUpHttpTest, stubFetch } from './http-test-support';

const ok = () => answer({ body: { isOk: true, code: '200', data: null, rows: [], total: 0 } });

beforeEach(() => {
  setUpHttpTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setOnline(true);
  resetConnectivityForTests();
});

describe('request encoding', () => {
  it('sends a form body, comma-joining lists and leaving out empty fields', async () => {
    const fetchMock = stubFetch(ok);
    await callEndpoint(projectListEndpoint, {
      body: { offset: 10, limit: 10, trialStages: '1,2', keyword: '', name: '肺癌' },
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/portal/projects');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(bodyText(init.body)).toBe('offset=10&limit=10&trialStages=1%2C2&name=%E8%82%BA%E7%99%8C');
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = stubFetch(ok);
    await callEndpoint(dictBatchEndpoint, { body: ['RecruitStatus', 'bd'] });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe('["RecruitStatus","bd"]');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('fills path params and query params, encoded', async () => {
    const fetchMock = stubFetch(ok);
    await callEndpoint(projectDetailEndpoint, { params: { id: 42 } });
    await callEndpoint(configByKeyEndpoint, { query: { key: 'sys.ctdms.shfy&x=1' } });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/portal/projects/42',
      '/api/sys/config/by-key?key=sys.ctdms.shfy%26x%3D1',
    ]);
  });
});

describe('request signing (SPEC §7)', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const decrypt = (header: string) =>
    privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(header, 'base64'),
    ).toString();

  it('sends no sourceSign while the site does not ask for it', async () => {
    const fetchMock = stubFetch(ok);
    await callEndpoint(projectDetailEndpoint, { params: { id: 1 } });
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).headers).not.toHaveProperty('sourceSign');
  });

  it('signs every call with a fresh RSA-OAEP timestamp + 11 random digits, except the start-up calls', async () => {
    const fetchMock = stubFetch(ok);
    // The page's clock, moved between the calls: each sign carries the time of its call.
    let now = Date.UTC(2026, 2, 18, 2, 0);
    setSourceSigner(createSourceSigner(publicKey, () => now));
    await callEndpoint(projectDetailEndpoint, { params: { id: 1 } });
    now += 1_500;
    await callEndpoint(projectDetailEndpoint, { params: { id: 1 } });
    await callEndpoint(siteInfoEndpoint);
    const headers = fetchMock.mock.calls.map((call) => (call[1] as RequestInit).headers as Record<string, string>);
    const [first, second] = [headers[0]?.sourceSign as string, headers[1]?.sourceSign as string];
    const plain = [decrypt(first), decrypt(second)];
    for (const text of plain) expect(text).toMatch(/^\d{24}$/);
    expect(plain.map((text) => text.slice(0, 13))).toEqual(['1773799200000', '1773799201500']);
    expect(plain[0]?.slice(13)).not.toBe(plain[1]?.slice(13));
    expect(headers[2]).not.toHaveProperty('sourceSign');
  });

  it('holds calls until the signing decision is known', async () => {
    const fetchMock = stubFetch(ok);
    let decide: (signer: () => string) => void = () => undefined;
    setSourceSigner(new Promise((resolve) => (decide = resolve)));
    const call = callEndpoint(projectDetailEndpoint, { params: { id: 1 } });
    await callEndpoint(siteInfoEndpoint);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    decide(() => 'signed');
    await call;
    expect((fetchMock.mock.calls[1]?.[1] as RequestInit).headers).toHaveProperty('sourceSign', 'signed');
  });
});

describe('offline', () => {
  it('fails fast with one calm offline message and no error notification', async () => {
    const fetchMock = stubFetch(ok);
    setOnline(false);
    const calls = [callEndpoint(projectDetailEndpoint, { params: { id: 1 } }), callEndpoint(siteInfoEndpoint)];
    for (const call of calls) await expect(call).rejects.toMatchObject({ name: 'NetworkError' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findAllByTestId('offline-message')).toHaveLength(1);
    expect(screen.getByTestId('offline-message')).toHaveTextContent('当前处于离线状态');
    expect(screen.queryByTestId('error-notification')).not.toBeInTheDocument();
  });

  it('reports one failure of calls that fail together while the browser still says online', async () => {
    resetConnectivityForTests();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const calls = [
      callEndpoint(dictBatchEndpoint, { body: ['RecruitStatus'] }),
      callEndpoint(siteInfoEndpoint),
      callEndpoint(projectListEndpoint, { body: { offset: 0, limit: 10 } }),
    ];
    for (const call of calls) await expect(call).rejects.toBeDefined();
    expect(await screen.findAllByTestId('error-notification')).toHaveLength(1);
    expect(screen.getByTestId('error-notification')).toHaveTextContent('网络连接失败');
    expect(await screen.findByTestId('offline-message')).toBeInTheDocument();
  });

  it('treats a network failure while the browser went offline as offline, not as an error', async () => {
    stubFetch(() => {
      setOnline(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(callEndpoint(projectDetailEndpoint, { params: { id: 1 } })).rejects.toMatchObject({
      name: 'NetworkError',
    });
    expect(await screen.findByTestId('offline-message')).toBeInTheDocument();
    expect(screen.queryByTestId('error-notification')).not.toBeInTheDocument();
  });
});

describe("'tip' calls", () => {
  it("show 'processing...' after 500 ms while running and hide it when done", async () => {
    vi.useFakeTimers();
    let finish: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (finish = resolve)));
    const call = callEndpointWithTip(projectDetailEndpoint, { params: { id: 1 } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByTestId('processing-hint')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('processing-hint')).toHaveTextContent('处理中...');
    finish(ok());
    await act(async () => {
      await call;
    });
    expect(screen.queryByTestId('processing-hint')).not.toBeInTheDocument();
  });

  it('never show it for a call that ends within 500 ms, and the plain variant never shows it', async () => {
    vi.useFakeTimers();
    stubFetch(ok);
    await act(async () => {
      await callEndpointWithTip(projectDetailEndpoint, { params: { id: 1 } });
    });
    let finish: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (finish = resolve)));
    const plain = callEndpoint(projectDetailEndpoint, { params: { id: 1 } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByTestId('processing-hint')).not.toBeInTheDocument();
    finish(ok());
    await act(async () => {
      await plain;
    });
  });
});
