import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import { projectListQueries } from '../features/home/queries';
import { KioskFrame } from '../features/offline/components/kiosk-frame';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { OfflineHeaderActions } from '../features/offline/components/offline-header-actions';
import { UpdateWatcher } from '../features/offline/components/update-watcher';
import { projectQueries } from '../features/project/queries';
import { initialiseSite } from '../lib/site-init';
import { siteQueries } from '../lib/site-queries';
import { InitFailure } from '../ui/init-failure';
import { LanguageSwitch } from '../ui/language-switch';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Started before any child loader runs, so every call waits for the signing decision;
  // awaited in the loader, so a failure shows the init failure screen (SPEC §8).
  beforeLoad: ({ context }) => {
    void initialiseSite(context.queryClient).catch(() => undefined);
  },
  loader: ({ context }) => initialiseSite(context.queryClient),
  component: RootLayout,
  errorComponent: RootInitFailure,
});

/** The project queries 'save for offline' fills, so saved data sits under the usual keys. */
const savedProjectQueries = {
  listPage: projectListQueries.page,
  detail: projectQueries.detail,
  outpatients: projectQueries.outpatients,
};

function RootInitFailure({ reset }: { reset: () => void }) {
  const router = useRouter();
  return (
    <InitFailure
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

function RootLayout() {
  const { data: siteInfo } = useQuery(siteQueries.info());
  return (
    <KioskFrame>
      <AppBar position="static" component="header">
        <Toolbar>
          <Typography
            variant="h6"
            component="p"
            sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }}
          >
            {siteInfo?.site.siteName ?? '\u00a0'}
          </Typography>
          <OfflineHeaderActions factories={savedProjectQueries} />
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      <OfflineBanner />
      <Box component="main" sx={{ py: 2 }}>
        <Container maxWidth="lg">
          <Outlet />
        </Container>
      </Box>
      <UpdateWatcher />
    </KioskFrame>
  );
}
