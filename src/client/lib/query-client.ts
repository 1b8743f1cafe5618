/**
 * The app's one QueryClient and its defaults. Data stays in memory (gcTime) at least as long
 * as the persisted copy may be restored (PERSIST_MAX_AGE_MS), or restored offline data would
 * be garbage-collected before anyone looks at it.
 */
import { QueryClient, onlineManager } from '@tanstack/react-query';

/** How long saved public data may be restored on this device: 7 days. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function createPortalQueryClient(): QueryClient {
  // React Query assumes 'online' until an event says otherwise; a page opened offline
  // (from the service worker) never gets that event.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: PERSIST_MAX_AGE_MS,
        // Try the network once even when the browser says offline (hospital Wi-Fi often
        // lies both ways); retries then wait for the connection instead of failing.
        networkMode: 'offlineFirst',
      },
    },
  });
}
