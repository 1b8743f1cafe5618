/**
 * Clearing staff data on sign-out or a 401: every query that is not on the public
 * allow-list leaves memory (and so never reaches the device: only public queries are
 * persisted), mutations are dropped, and the public offline data stays for the next visitor.
 * To be called by the sign-in feature on logout and by the HTTP layer on a 401.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isPublicQueryKey } from './public-queries';

/** Every staff query: all their keys start with 'staff' (never persisted, see public-queries). */
export const staffQueryRoot = () => ['staff'] as const;

export function clearStaffData(queryClient: QueryClient): void {
  const privateQuery = { predicate: (query: { queryKey: readonly unknown[] }) => !isPublicQueryKey(query.queryKey) };
  void queryClient.cancelQueries(privateQuery);
  queryClient.removeQueries(privateQuery);
  queryClient.getMutationCache().clear();
}
