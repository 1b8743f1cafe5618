/**
 * The portal app as both entries use it: main.tsx in the browser, entry-server.tsx when the
 * server renders a public page's first view. One router factory and one provider tree, so
 * the server's HTML and the browser's first render are the same tree.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RouterHistory, RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { LocaleProvider, type Locale } from './lib/i18n';
import { adoptFullRouteTree, publicRouteTree } from './public-route-tree';
import { FeedbackHost } from './ui/feedback-host';
import { SuccessNotices } from './ui/success-notices';
// The public pages' styles and the baseline of every screen (MUI's theme is in ui/mui-scope.tsx).
import './portal.css';

/** The browser's router, or with `serverHistory` the one a server render runs on. */
export function createPortalRouter(queryClient: QueryClient, serverHistory?: RouterHistory) {
  const router = createRouter({
    // The public routes, and stand-ins that load the signed-in side's routes when entered.
    routeTree: publicRouteTree,
    context: { queryClient },
    history: serverHistory,
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server it would add an inline script, which the CSP
    // refuses (script-src 'self'), left in the page to break hydration.
    scrollRestoration: !serverHistory,
  });
  // The server renders public pages only, one router per request: none of them adopts.
  if (!serverHistory) adoptFullRouteTree(router);
  return router;
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}

export interface PortalAppProps {
  router: PortalRouter;
  queryClient: QueryClient;
  /** The server renders the default language; the browser reads the visitor's choice. */
  locale?: Locale;
}

export function PortalApp({ router, queryClient, locale }: PortalAppProps) {
  return (
    <StrictMode>
      <LocaleProvider initial={locale}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <FeedbackHost />
          <SuccessNotices />
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>
  );
}
