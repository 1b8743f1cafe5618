/**
 * Who may call an endpoint, declared with it (SUITE.md 'Access'). The server enforces it
 * before the handler runs; the authorisation matrix test checks every declaration.
 *
 * - 'public': anyone, no sign-in.
 * - 'session': any signed-in staff user (their own profile, sign-out, the password change).
 * - a system permission: a page (to read that page's data) or a button (to act).
 * - a project permission: the same in the project scope, for the project whose id the
 *   request carries in its path parameter or body field `projectId`.
 */
import type { ProjectButton, ProjectPage, SystemButton, SystemPage } from '../../domain/access/permissions';

export type SystemAccess =
  | { scope: 'system'; page: SystemPage }
  | {
      scope: 'system';
      button: SystemButton;
      /**
       * Save endpoints that both create and update: `button` is needed to create (the JSON
       * body has no `id`), this one instead to update (the body names the row's `id`).
       */
      updateButton?: SystemButton;
    };

export type ProjectAccess = ({ page: ProjectPage } | { button: ProjectButton }) & {
  scope: 'project';
  /** Where the request carries the project id (always under the name `projectId`). */
  projectIdIn: 'params' | 'body';
};

export type Access = 'public' | 'session' | SystemAccess | ProjectAccess;

/** Staff requests that change something must carry this header with this value: a
 * cross-site form cannot set a custom header, so it cannot forge them (SPEC §7 auth). */
export const STAFF_REQUEST_HEADER = 'X-Requested-With';
export const STAFF_REQUEST_HEADER_VALUE = 'XMLHttpRequest';

/** A readable form of an access rule, for the OpenAPI document and messages. */
export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access;
  if ('updateButton' in access && access.updateButton) {
    return `${access.scope}:button:${access.button}|${access.updateButton}`;
  }
  return `${access.scope}:${'page' in access ? `page:${access.page}` : `button:${access.button}`}`;
}
