/**
 * The offline feature's view of connectivity: which failures mean 'no connection', whether
 * the app is offline now, and how old the data on screen is.
 */
import { type QueryClient, onlineManager, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiCallError } from '../../../lib/http';
import { isPublicQueryKey } from '../../../lib/public-queries';

/** A failure of the network itself (no answer), as opposed to an answer with an error. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiCallError) return false;
  if (error instanceof TypeError) return true;
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'NetworkError');
}

/** True when `error` is best explained by having no connection right now. */
export function isOfflineError(error: unknown): boolean {
  return isNetworkFailure(error) || (!onlineManager.isOnline() && !(error instanceof ApiCallError));
}

/**
 * True while the app cannot reach its server: React Query's onlineManager follows the
 * connectivity of lib/connectivity.ts (the browser's events and what requests saw).
 */
export function useIsOffline(): boolean {
  return !useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** When the newest public data on screen was fetched, or undefined if there is none. */
export function lastSyncedAt(queryClient: QueryClient): number | undefined {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    const updated = query.state.dataUpdatedAt;
    if (updated > newest && query.state.data !== undefined && isPublicQueryKey(query.queryKey)) newest = updated;
  }
  return newest > 0 ? newest : undefined;
}

export function useLastSyncedAt(): number | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (notify) => queryClient.getQueryCache().subscribe(notify),
    () => lastSyncedAt(queryClient),
    () => undefined,
  );
}
