/**
 * The page permission check of the staff layout: the deepest matched route's `staticData`
 * names the page it needs; without it the user sees 'no permission' instead of the page
 * (and its data is never asked for). The server enforces the same rule on every call.
 */
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProjectPage, SystemPage } from '../../../../../shared/domain/access/permissions';
import type { StaffAccess } from '../staff-access';
import { useStaffAccess } from '../use-staff-session';
import { NoPermission } from './no-permission';

export interface RequiredPermission {
  staffPage?: SystemPage;
  projectPage?: ProjectPage;
  projectId?: number;
}

function projectIdOf(params: unknown): number | undefined {
  const id = Number((params as { projectId?: unknown }).projectId);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The permission the current page needs. Structural sharing keeps the same object while it
 * stays the same, so the layout parts reading it render again when the page changes, not at
 * every router update (a filter written to the URL, a loader starting and ending).
 */
export function useRequiredPermission(): RequiredPermission | undefined {
  return useMatches({
    select: (matches): RequiredPermission | undefined => {
      const match = matches.findLast((m) => m.staticData.staffPage || m.staticData.projectPage);
      if (!match) return undefined;
      const { staffPage, projectPage } = match.staticData;
      return { staffPage, projectPage, projectId: projectIdOf(match.params) };
    },
    structuralSharing: true,
  });
}

export function isAllowed(access: StaffAccess, required: RequiredPermission | undefined): boolean {
  if (!required) return true;
  if (required.staffPage && !access.hasPage(required.staffPage)) return false;
  if (required.projectPage) {
    return required.projectId !== undefined && access.hasProjectPage(required.projectId, required.projectPage);
  }
  return true;
}

export function PageGate({ children }: { children: ReactNode }) {
  const access = useStaffAccess();
  const required = useRequiredPermission();
  return isAllowed(access, required) ? children : <NoPermission />;
}
