import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import {
  KioskModeContext,
  clearTypedInput,
  emitKioskReset,
  startIdleTimer,
  useKioskSettings,
} from '../../../../lib/kiosk';
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
 * Wraps the page in kiosk mode: larger text (the frame's `data-kiosk` for portal.css, and
 * KioskModeContext for MUI's theme in ui/mui-scope.tsx), and after the idle time the
 * screen returns to the home page with an empty search, closes dialogs and clears typed
 * text (on screen and in the query cache). A waiting new build is applied then, when nobody
 * is using the screen.
 */
export function KioskFrame({ children }: { children: ReactNode }) {
  const kiosk = useKioskSettings();
  const router = useRouter();
  const queryClient = useQueryClient();

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

  return (
    <KioskModeContext value={kiosk.enabled}>
      <div className="portal-frame" data-kiosk={kiosk.enabled ? 'on' : undefined}>
        {children}
      </div>
    </KioskModeContext>
  );
}
