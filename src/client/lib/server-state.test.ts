import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adoptServerState, dehydratePublicQueries, readServerState, serializeServerState } from './server-state';

describe('the query state a server-rendered page carries', () => {
  it('holds only public queries that succeeded, and cannot close its script element', async () => {
    const server = new QueryClient();
    server.setQueryData(['projects', 'detail', 1], { name: '</script><script>alert(1)</script>' });
    server.setQueryData(['staff', 'users'], [{ name: 'private' }]);
    await server.prefetchQuery({
      queryKey: ['site', 'info'],
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
    });
    const text = serializeServerState(dehydratePublicQueries(server));
    expect(text).not.toContain('<');
    expect(text).not.toContain('private');
    expect(JSON.parse(text).queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ['projects', 'detail', 1],
    ]);

    document.body.innerHTML = `<script type="application/json" id="portal-state">${text}</script>`;
    const state = readServerState();
    const browser = new QueryClient();
    adoptServerState(browser, state!, 5_000);
    expect(browser.getQueryData(['projects', 'detail', 1])).toEqual({ name: '</script><script>alert(1)</script>' });
    // As fresh as the page, whatever the server's clock said.
    expect(browser.getQueryState(['projects', 'detail', 1])?.dataUpdatedAt).toBe(5_000);
  });

  it('is absent from a client-rendered page, and unreadable state is ignored', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState()).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="portal-state">{oops</script>';
    expect(readServerState()).toBeUndefined();
  });
});
