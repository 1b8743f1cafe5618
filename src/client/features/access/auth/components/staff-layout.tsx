/**
 * The staff suite's frame (lazy: never part of the public pages' code): a white-labelled
 * header with the site name, the '工作台' title, the language switch and the user menu; the
 * navigation drawer (permanent from md up, temporary on phones); breadcrumbs; and the page,
 * or 'no permission' when the user lacks the page's permission.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { siteQueries } from '../../../../lib/site-queries';
import { LanguageSwitch } from '../../../../ui/language-switch';
import { MenuIcon } from '../../../../ui/staff-icons';
import { shellMessages } from '../messages';
import { safeStaffRedirect } from '../redirect';
import { useWho } from '../use-staff-session';
import { HelpButton } from './help-button';
import { NoticesMenu } from './notices-menu';
import { PageGate } from './page-gate';
import { StaffBreadcrumbs } from './staff-breadcrumbs';
import { NAV_WIDTH, StaffNav } from './staff-nav';
import { UserMenu } from './user-menu';
import { ProblemReportHost } from '../../../work';
import { AppSwitcher } from '../../apps/components/app-switcher';

/** The session ended while a staff page was open (found when who is re-read): sign in again. */
function useSignedOutRedirect(signedIn: boolean): void {
  const navigate = useNavigate();
  const router = useRouter();
  // The URL is read when it is needed, not subscribed to: the whole layout would otherwise
  // render again on every URL change of the page inside it (a filter, a page of a list).
  useEffect(() => {
    if (signedIn) return;
    const redirect = safeStaffRedirect(router.state.location.href);
    void navigate({ to: '/login', search: { redirect }, replace: true });
  }, [signedIn, navigate, router]);
}

function StaffDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  if (desktop) {
    return (
      <Drawer variant="permanent" sx={{ width: NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}>
        <Toolbar />
        <StaffNav />
      </Drawer>
    );
  }
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} id="staff-navigation">
      <StaffNav onNavigate={onClose} />
    </Drawer>
  );
}

const MAIN_ID = 'staff-main';

/**
 * The page area. Column headings never wrap, and on a phone a table's cells keep a readable
 * width (the table scrolls sideways in its container) instead of wrapping a character a line.
 */
const PAGE_SX = {
  flex: 1,
  minWidth: 0,
  p: { xs: 2, md: 3 },
  outline: 'none',
  '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
  '& .MuiTableCell-body': { minWidth: { xs: '6em', md: 0 } },
} as const;

/**
 * The first stop of the Tab key: moves the focus past the header and the navigation to the
 * page's content. Hidden until focused.
 */
function SkipLink() {
  const t = useMessages(shellMessages);
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t.skipToContent}
    </Link>
  );
}

export function StaffLayout() {
  const t = useMessages(shellMessages);
  const who = useWho();
  const { data: info } = useQuery(siteQueries.info());
  const [drawerOpen, setDrawerOpen] = useState(false);
  useSignedOutRedirect(who !== null);
  useDocumentTitle(t.workbench);
  if (!who) return null;
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <AppBar position="fixed" component="header" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t.openNavigation}
            aria-controls="staff-navigation"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {info?.site.siteName ? `${info.site.siteName} · ` : ''}
            {t.workbench}
          </Typography>
          <AppSwitcher />
          <LanguageSwitch />
          <HelpButton />
          <NoticesMenu />
          <UserMenu name={who.user.realname || who.user.userName} />
        </Toolbar>
      </AppBar>
      <StaffDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <ProblemReportHost />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={PAGE_SX}>
        <Toolbar />
        <StaffBreadcrumbs />
        <PageGate>
          <Outlet />
        </PageGate>
      </Box>
    </Box>
  );
}
