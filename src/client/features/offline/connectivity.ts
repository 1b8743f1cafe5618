/**
 * Is the app reaching its server? The browser's online flag (React Query's onlineManager)
 * plus what the last requests saw: hospital Wi-Fi often reports 'online' while nothing gets
 * through, so a network failure of any query counts as offline until one succeeds again.
 */
import { type QueryClient, onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiCallError } from '../../lib/http';
import { isPublicQueryKey } from '../../lib/public-queries';

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

function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** Whether the latest query attempts reached the server (undefined: nothing seen yet). */
function useServerReachable(queryClient: QueryClient): boolean {
  const [reachable, setReachable] = useState(true);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const { action } = event;
        if (action.type === 'success') setReachable(true);
        if ((action.type === 'failed' || action.type === 'error') && isNetworkFailure(action.error)) {
          setReachable(false);
        }
      }),
    [queryClient],
  );
  return reachable;
}

export function useIsOffline(): boolean {
  const queryClient = useQueryClient();
  const browserOnline = useBrowserOnline();
  const reachable = useServerReachable(queryClient);
  return !browserOnline || !reachable;
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
