/**
 * The server's renderer of the public pages' first view (built by `vite build --ssr` into
 * dist/ssr, loaded by src/server/plugins/server-render.ts). It runs the same router and
 * loaders as the browser on a memory history, with the page's API calls answered
 * in-process by the caller's transport, renders the app to HTML with React, and hands back
 * the HTML, the query state it was rendered from and the head values of the page.
 *
 * Only the home page and a project's detail page (not inner mode) are rendered here; for
 * anything else, or when the data could not be read, it returns undefined and the server
 * sends the client-rendered shell, as before.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import type { SiteInfo } from '../shared/api/portal/portal';
import { PortalApp, createPortalRouter } from './app';
import { homeMessages } from './features/portal/home/messages';
import { projectMessages } from './features/portal/project/messages';
import { projectQueries } from './features/portal/project/queries';
import { setTransport } from './lib/http';
import { RenderClockContext } from './lib/render-clock';
import { dehydratePublicQueries, serializeServerState } from './lib/server-state';
import { siteQueries } from './lib/site-queries';
import type { PageHead, RenderedPage, Transport } from './render-contract';

const HOME_ROUTE = '/_public/';
const DETAIL_ROUTE = '/_public/projectdviewetail/$projectId';

const transports = new AsyncLocalStorage<Transport>();
setTransport((url, init) => {
  const current = transports.getStore();
  if (!current) return Promise.reject(new Error(`No transport for ${url} outside a server render`));
  return current(url, init);
});

/** Resolves once no query is fetching (loaders start some calls without awaiting them). */
async function fetchesSettled(queryClient: QueryClient): Promise<void> {
  while (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) {
          stop();
          resolve();
        }
      });
    });
  }
}

function siteDescription(site: SiteInfo['site']): string {
  return `${site.hospitalNameFull}临床试验招募：浏览正在招募的临床试验项目，查看入选与排除标准，联系招募人员。`;
}

function headFor(site: SiteInfo['site'], title: string, preloadImage?: string): PageHead {
  return { title, description: siteDescription(site), themeColor: site.themeColor, icon: site.webIco, preloadImage };
}

/** Renders `url` (path and query) or returns undefined when the shell should be sent instead. */
export async function renderPage(
  url: string,
  transport: Transport,
  now: number = Date.now(),
): Promise<RenderedPage | undefined> {
  return transports.run(transport, async () => {
    // No retries and no background refetches: one render, one read of each piece of data.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const router = createPortalRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    await fetchesSettled(queryClient);

    // A page whose data did not all arrive is left to the browser, which shows each
    // failure as the response-handling layer says (the HTML would not match its render).
    const leaf = router.state.matches.at(-1);
    const site = queryClient.getQueryData(siteQueries.info().queryKey)?.site;
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
    if (!leaf || leaf.status !== 'success' || !site || failed.length > 0) return undefined;

    let head: PageHead;
    if (leaf.routeId === HOME_ROUTE) {
      head = headFor(site, homeMessages['zh-CN'].title, site.banners[0]?.url);
    } else if (leaf.routeId === DETAIL_ROUTE && !('sign' in (leaf.search as object))) {
      const { projectId } = leaf.params;
      const project = queryClient.getQueryData(projectQueries.detail(projectId).queryKey);
      if (!project) return undefined;
      head = headFor(site, `${projectMessages['zh-CN'].pageTitle} - ${project.name}`);
    } else {
      return undefined;
    }

    // The styles go to the head, one <style> per kind, instead of beside every element;
    // the browser's Emotion cache (key 'css') adopts them and inserts nothing again.
    const styleCache = createCache({ key: 'css' });
    const emotion = createEmotionServer(styleCache);
    const html = renderToString(
      <CacheProvider value={styleCache}>
        <RenderClockContext.Provider value={() => now}>
          <PortalApp router={router} queryClient={queryClient} locale="zh-CN" />
        </RenderClockContext.Provider>
      </CacheProvider>,
    );
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    return { html, styles, state: serializeServerState(dehydratePublicQueries(queryClient)), head };
  });
}
