import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectDetailEndpoint } from '../../shared/api/portal/portal';
import { InitFailure } from '../ui/init-failure';
import { useDocumentTitle } from './document-title';
import { callEndpoint } from './http';
import { answer, setUpHttpTest, stubFetch } from './http-test-support';
import { LocaleProvider } from './i18n';
import { initialiseSite, resetSiteInitForTests } from './site-init';

const siteInfo = (site: Record<string, unknown>) => ({
  isOk: true,
  code: '200',
  data: {
    site: { siteName: '华康医院临床试验招募平台', webIco: '/demo/hospital.ico', sourceCheck: false, ...site },
    regmark: {},
    app: [],
  },
});

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  setUpHttpTest();
  resetSiteInitForTests();
  localStorage.clear();
  document.title = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSiteInitForTests();
});

describe('start-up with the site settings', () => {
  it('sets the page title from site.siteName, remembers it, and sets the favicon from site.webIco', async () => {
    stubFetch(() => answer({ body: siteInfo({}) }));
    await initialiseSite(queryClient());
    expect(document.title).toBe('华康医院临床试验招募平台');
    expect(localStorage.getItem('portal.siteTitle')).toBe('华康医院临床试验招募平台');
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/demo/hospital.ico');
  });

  it('shows settings restored from the device at once, then reads them again and follows a change', async () => {
    const fetch = stubFetch(() =>
      answer({ body: siteInfo({ siteName: '东湖医院招募平台', webIco: '/files/new.png' }) }),
    );
    const client = queryClient();
    const restored = siteInfo({ siteName: '华康医院临床试验招募平台' }).data;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 2, 18, 2, 0));
    // Saved on the device yesterday.
    client.setQueryData(['site', 'info'], restored, { updatedAt: Date.UTC(2026, 2, 17, 2, 0) });
    await initialiseSite(client);
    await vi.waitFor(() => expect(document.title).toBe('东湖医院招募平台'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/files/new.png');
    expect(client.getQueryData<{ site: { siteName: string } }>(['site', 'info'])?.site.siteName).toBe(
      '东湖医院招募平台',
    );
  });

  it('does not read settings fetched moments ago again', async () => {
    const fetch = stubFetch(() => answer({ body: siteInfo({}) }));
    const client = queryClient();
    client.setQueryData(['site', 'info'], siteInfo({}).data);
    await initialiseSite(client);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lets a screen's own title win while it is shown", async () => {
    stubFetch(() => answer({ body: siteInfo({}) }));
    function Home() {
      useDocumentTitle('首页');
      return null;
    }
    const { unmount } = render(<Home />);
    await initialiseSite(queryClient());
    expect(document.title).toBe('首页');
    unmount();
    expect(document.title).toBe('华康医院临床试验招募平台');
  });

  it('falls back to the stored title when the call fails, else to the platform name', async () => {
    stubFetch(() => answer({ status: 500, body: { isOk: false, code: '500', msg: 'down' } }));
    await expect(initialiseSite(queryClient())).rejects.toBeDefined();
    expect(document.title).toBe('临床试验智能招募平台');

    localStorage.setItem('portal.siteTitle', '某医院招募平台');
    await expect(initialiseSite(queryClient())).rejects.toBeDefined();
    expect(document.title).toBe('某医院招募平台');
  });

  it('starts once, and again after a failure', async () => {
    stubFetch(() => answer({ status: 500, body: { isOk: false, code: '500' } }));
    const client = queryClient();
    await expect(initialiseSite(client)).rejects.toBeDefined();
    const fetchMock = stubFetch(() => answer({ body: siteInfo({}) }));
    const first = initialiseSite(client);
    expect(initialiseSite(client)).toBe(first);
    await expect(first).resolves.toMatchObject({ site: { siteName: '华康医院临床试验招募平台' } });
    await initialiseSite(client);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches the public key and signs later calls when site.sourceCheck is true', async () => {
    const { publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/site-info')) return answer({ body: siteInfo({ sourceCheck: true }) });
      if (url.endsWith('/public-key')) {
        return answer({ body: { isOk: true, code: '200', data: { publicKey, algorithm: 'RSA-OAEP-256' } } });
      }
      return answer({ body: { isOk: true, code: '200', data: null } });
    });
    const init = initialiseSite(queryClient());
    // Made before the settings arrive, as a child route's loader would: it must wait and be signed.
    await callEndpoint(projectDetailEndpoint, { params: { id: 3 } });
    await init;
    const calls = fetchMock.mock.calls.map(([url, init]) => [url, (init?.headers ?? {}) as Record<string, string>]);
    expect(calls.map(([url]) => url)).toEqual([
      '/api/portal/site-info',
      '/api/portal/public-key',
      '/api/portal/projects/3',
    ]);
    expect(calls[2]?.[1]).toHaveProperty('sourceSign', expect.stringMatching(/^[A-Za-z0-9+/]{342}==$/));
  });
});

describe('the init failure screen', () => {
  it("says 'failed to initialise system' and retries on request", async () => {
    const retry = vi.fn();
    render(
      <LocaleProvider initial="zh-CN">
        <InitFailure onRetry={retry} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: '系统初始化失败' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
