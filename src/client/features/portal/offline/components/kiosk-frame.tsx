import { useTheme } from '@mui/material/styles';
// As in app.tsx: without MUI's CSS-variables provider, which the portal's theme does not use.
import { ThemeProvider } from '@mui/system';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo } from 'react';
import { clearTypedInput, emitKioskReset, startIdleTimer, useKioskSettings } from '../../../../lib/kiosk';
import { createPortalTheme } from '../../../../theme';
import { applyUpdate, isUpdateWaiting } from '../service-worker';

/** Search fields that come with the home page itself rather than from a visitor. */
const DEFAULT_SEARCH_FIELDS: ReadonlySet<string> = new Set(['offset', 'limit', 'recruitStatus']);

/** List pages fetched for something a visitor typed or picked: forgotten on reset. */
function forgetTypedSearches(queryClient: QueryClient): void {
  queryClient.removeQueries({
    queryKey: ['projects', 'list'],
    predicate: (query) => {
      const search = query.queryKey[2];
      if (typeof search !== 'object' || search === null) return false;
      return Object.entries(search).some(
        ([field, value]) => !DEFAULT_SEARCH_FIELDS.has(field) && value !== '' && value !== undefined && value !== null,
      );
    },
  });
}

/**
 * Wraps the page in kiosk mode: larger text through the theme, and after the idle time the
 * screen returns to the home page with an empty search, closes dialogs and clears typed
 * text (on screen and in the query cache). A waiting new build is applied then, when nobody
 * is using the screen. Outside kiosk mode it renders its children unchanged.
 */
export function KioskFrame({ children }: { children: ReactNode }) {
  const kiosk = useKioskSettings();
  const router = useRouter();
  const queryClient = useQueryClient();
  const outer = useTheme();
  const kioskTheme = useMemo(() => createPortalTheme(outer.palette.primary.main, { kiosk: true }), [outer]);

  useEffect(() => {
    if (!kiosk.enabled) return undefined;
    document.documentElement.dataset.kiosk = 'on';
    const stop = startIdleTimer(kiosk.idleMs, () => {
      emitKioskReset();
      clearTypedInput();
      forgetTypedSearches(queryClient);
      window.scrollTo({ top: 0 });
      if (isUpdateWaiting()) applyUpdate();
      else void router.navigate({ to: '/', search: {}, replace: true });
    });
    return () => {
      stop();
      delete document.documentElement.dataset.kiosk;
    };
  }, [kiosk.enabled, kiosk.idleMs, queryClient, router]);

  if (!kiosk.enabled) return children;
  return <ThemeProvider theme={kioskTheme}>{children}</ThemeProvider>;
}
