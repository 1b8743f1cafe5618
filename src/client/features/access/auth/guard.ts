/**
 * The /staff route guard, loaded only when a staff URL is opened: makes sure the who
 * answer is in memory and sends a visitor who is not signed in to the sign-in page, which
 * brings them back to the same URL afterwards.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { WhoAnswer } from '../../../../shared/api/access/who';
import { authKeys, authQueries } from './queries';
import { safeStaffRedirect } from './redirect';

export async function ensureStaffSession(queryClient: QueryClient, href: string): Promise<WhoAnswer> {
  // A remembered 'not signed in' is asked again: the user may have signed in since.
  const who =
    queryClient.getQueryData<WhoAnswer | null>(authKeys.who()) ??
    (await queryClient.fetchQuery({ ...authQueries.who(), staleTime: 0 }));
  if (!who) throw redirect({ to: '/login', search: { redirect: safeStaffRedirect(href) } });
  return who;
}
