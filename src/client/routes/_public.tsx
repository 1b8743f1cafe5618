/**
 * The public portal's frame (a pathless layout: it adds nothing to the URL): the app bar
 * with the site name, the offline banner and header actions, the kiosk frame and the
 * update watcher, around the home and project detail pages.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { projectListQueries } from '../features/portal/home/queries';
import { KioskFrame } from '../features/portal/offline/components/kiosk-frame';
import { OfflineBanner } from '../features/portal/offline/components/offline-banner';
import { OfflineHeaderActions } from '../features/portal/offline/components/offline-header-actions';
import { UpdateWatcher } from '../features/portal/offline/components/update-watcher';
import { projectQueries } from '../features/portal/project/queries';
import { siteQueries } from '../lib/site-queries';
import { LanguageSwitch } from '../ui/language-switch';

export const Route = createFileRoute('/_public')({
  // Not split: the frame paints with the entry, as it did from the root, instead of a
  // separate chunk that costs the home page ~5 KB of duplicated module glue.
  codeSplitGroupings: [],
  component: PublicLayout,
});

/** The project queries 'save for offline' fills, so saved data sits under the usual keys. */
const savedProjectQueries = {
  listPage: projectListQueries.page,
  detail: projectQueries.detail,
  outpatients: projectQueries.outpatients,
  selfCheck: projectQueries.selfCheck,
};

function PublicLayout() {
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
