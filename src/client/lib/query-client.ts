/**
 * The app's one QueryClient and its defaults. Data stays in memory (gcTime) at least as long
 * as the persisted copy may be restored (PERSIST_MAX_AGE_MS), or restored offline data would
 * be garbage-collected before anyone looks at it.
 */
import { QueryClient } from '@tanstack/react-query';
import { followConnectivity } from './connectivity';
import { ApiCallError } from './http';
import { confirmingMutationCache } from './mutation-success';

/** The one retry a network failure or a server error gets, after this pause. */
export const RETRY_DELAY_MS = 1_000;

/**
 * Retries a failed query once when the failure may pass (no answer, a timeout, HTTP 5xx),
 * never when the server gave a business answer (any envelope code: '100', '401', '403',
 * '404', 'CA…'), which would only show the same message again; never while offline
 * (the offline banner says it all) or after a cancellation.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiCallError) return error.status !== undefined && error.status >= 500;
  if (error instanceof DOMException) return error.name === 'TimeoutError';
  return error instanceof TypeError;
}

/** How long saved public data may be restored on this device: 7 days. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function createPortalQueryClient(): QueryClient {
  // Online means the server answers, not what navigator.onLine says (a page opened offline
  // from the service worker never gets an 'offline' event; a captive portal never sends one).
  followConnectivity();
  return new QueryClient({
    // Every staff write names its confirmation in `meta.success`; it shows here, once.
    mutationCache: confirmingMutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: PERSIST_MAX_AGE_MS,
        // Try the network once even when the browser says offline (hospital Wi-Fi often
        // lies both ways); retries then wait for the connection instead of failing.
        networkMode: 'offlineFirst',
        retry: shouldRetryQuery,
        retryDelay: RETRY_DELAY_MS,
      },
    },
  });
}
