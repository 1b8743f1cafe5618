import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onUnauthorized } from './lib/http';
import { LocaleProvider } from './lib/i18n';
import { createPortalQueryClient } from './lib/query-client';
import { startQueryPersistence } from './lib/query-persistence';
import { clearStaffData } from './lib/staff-data';
import { routeTree } from './route-tree.gen';
import { createPortalTheme } from './theme';
import { FeedbackHost } from './ui/feedback-host';

const queryClient = createPortalQueryClient();
// A '401' means the session is gone: its data leaves memory before the 'login changed' alert.
onUnauthorized(() => clearStaffData(queryClient));

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // React Query owns caching; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const theme = createPortalTheme();

// Saved offline data is in the cache before the first route loader asks for it.
await startQueryPersistence(queryClient).catch(() => undefined);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LocaleProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <FeedbackHost />
        </QueryClientProvider>
      </ThemeProvider>
    </LocaleProvider>
  </StrictMode>,
);
