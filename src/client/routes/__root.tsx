import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { siteQueries } from '../lib/site-queries';
import { LanguageSwitch } from '../ui/language-switch';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const { data: siteInfo } = useQuery(siteQueries.info());
  return (
    <>
      <AppBar position="static" component="header">
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {siteInfo?.site.siteName ?? '\u00a0'}
          </Typography>
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ py: 2 }}>
        <Container maxWidth="lg">
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
