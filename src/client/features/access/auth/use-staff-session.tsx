/**
 * The signed-in user in components: the who answer (already loaded by the /staff guard),
 * what they may do (`useStaffAccess`, `useCan`, `<Can>`), and signing out.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useMemo } from 'react';
import { logoutEndpoint } from '../../../../shared/api/access/auth';
import { type WhoAnswer } from '../../../../shared/api/access/who';
import type { SystemButton, SystemPage } from '../../../../shared/domain/access/permissions';
import { callEndpointWithTip } from '../../../lib/http';
import { clearStaffData } from '../../../lib/staff-data';
import { authQueries } from './queries';
import { type StaffAccess, staffAccess } from './staff-access';

export function useWho(): WhoAnswer | null {
  return useQuery(authQueries.who()).data ?? null;
}

export function useStaffAccess(): StaffAccess {
  const who = useWho();
  return useMemo(() => staffAccess(who), [who]);
}

/** `can('user:create')`: whether the user has a system button permission. */
export function useCan(): (button: SystemButton) => boolean {
  return useStaffAccess().hasButton;
}

export interface CanProps {
  button?: SystemButton;
  page?: SystemPage;
  children: ReactNode;
  /** Shown instead when the permission is missing; nothing by default. */
  fallback?: ReactNode;
}

/** Renders its children only when the user has the button (and/or page) permission. */
export function Can({ button, page, children, fallback = null }: CanProps) {
  const access = useStaffAccess();
  const allowed = (!button || access.hasButton(button)) && (!page || access.hasPage(page));
  return allowed ? children : fallback;
}

/**
 * Sign out: end the session, go to the public home page, then drop every staff query and
 * mutation from memory. Leaving first means no staff screen is still mounted to re-ask
 * for its data (and meet a 401) once the data is gone.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    try {
      await callEndpointWithTip(logoutEndpoint, {});
    } catch {
      // Already signed out or offline: the local sign-out below still happens.
    }
    await router.navigate({ to: '/' });
    clearStaffData(queryClient);
  }, [queryClient, router]);
}
