import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../../lib/http';
import { LocaleProvider } from '../../../../lib/i18n';
import { OfflineAwareError } from './offline-unavailable';

// The router logs every loader failure; these failures are the point of the tests.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function renderFailingRoute(load: () => Promise<string>) {
  const rootRoute = createRootRoute();
  const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>home</p> });
  const detailRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/projectdviewetail/$projectId',
    loader: load,
    errorComponent: OfflineAwareError,
    component: () => <p>detail loaded</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute, detailRoute]),
    history: createMemoryHistory({ initialEntries: ['/projectdviewetail/7'] }),
  });
  render(
    <LocaleProvider initial="zh-CN">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return router;
}

describe('OfflineAwareError', () => {
  it("shows 'not available offline' for a project the device has not saved, and retries", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue('ok');
    await renderFailingRoute(load);
    expect(await screen.findByRole('heading', { name: '此页面暂不可离线查看' })).toBeInTheDocument();
    expect(screen.getByText(/本机也没有保存这个项目/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('detail loaded')).toBeInTheDocument();
  });

  it('shows a plain load error when the server answered with an error', async () => {
    await renderFailingRoute(() => Promise.reject(new ApiCallError('boom', '/api/x', '500', 500)));
    expect(await screen.findByRole('heading', { name: '加载失败' })).toBeInTheDocument();
  });

  it('links back to the home page', async () => {
    const router = await renderFailingRoute(() => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(await screen.findByRole('link', { name: '返回首页' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
