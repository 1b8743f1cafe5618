import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteInfoEndpoint } from '../../../../../shared/api/portal/portal';
import { followConnectivity } from '../../../../lib/connectivity';
import { callEndpoint } from '../../../../lib/http';
import { answer, setOnline, stubFetch } from '../../../../lib/http-test-support';
import { LocaleProvider } from '../../../../lib/i18n';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

function renderBanner(queryClient = new QueryClient()) {
  render(
    <LocaleProvider initial="zh-CN">
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return queryClient;
}

describe('OfflineBanner', () => {
  it('is an empty polite live region while online', () => {
    renderBanner();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('says the app is offline and when the shown data was last synced', () => {
    const queryClient = new QueryClient();
    const syncedAt = Date.parse('2026-11-20T09:05:00+08:00'); // shown on the hospital's clock
    queryClient.setQueryData(['projects', 'detail', 1], { id: 1 }, { updatedAt: syncedAt - 60_000 });
    queryClient.setQueryData(['site', 'info'], { site: {} }, { updatedAt: syncedAt });
    // A staff query's time is not what the public screens show.
    queryClient.setQueryData(['auth', 'who'], {}, { updatedAt: syncedAt + 3_600_000 });
    renderBanner(queryClient);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('当前处于离线状态，显示的是 2026-11-20 09:05 同步的数据。');
  });

  it('says nothing is saved when offline with an empty cache, and notes the return of the network', () => {
    renderBanner();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('本机尚未保存数据');
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status')).toHaveTextContent('网络已恢复');
  });

  it('counts a request that got no answer as offline though the browser says online, until one is answered', async () => {
    setOnline(true);
    followConnectivity();
    const queryClient = renderBanner();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => callEndpoint(siteInfoEndpoint).catch(() => undefined));
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();

    // Data computed on the device (the saved-projects search) says nothing about the network.
    await act(() =>
      queryClient.fetchQuery({ queryKey: ['offline', 'saved-projects'], queryFn: () => [], networkMode: 'always' }),
    );
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();

    stubFetch(() => answer({ body: { isOk: true, code: '200', data: null } }));
    await act(() => callEndpoint(siteInfoEndpoint).catch(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('网络已恢复');
  });
});
