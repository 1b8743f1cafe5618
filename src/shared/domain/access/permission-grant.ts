/**
 * The rules of a role's grant in one scope (the permission editor, SPEC §6): every name
 * comes from the catalogue, and a button is granted only with the page it sits on. The
 * server refuses a grant that breaks them; the editor can use the same rules as you type.
 */
import { PERMISSION_CATALOGUE, type PermissionScope, isKnownPermission } from './permissions';

export interface ScopeGrant {
  pages: string[];
  buttons: string[];
}

export interface GrantProblem {
  /** The body field at fault: 'system.pages', 'project.buttons', ... */
  field: string;
  name: string;
  problem: 'unknown_page' | 'unknown_button' | 'button_without_page';
  /** For 'button_without_page': the page the button needs. */
  page?: string;
}

/** The page a button of the scope's catalogue sits on. */
export function pageOfButton(scope: PermissionScope, button: string): string | undefined {
  const pages: Record<string, { buttons: Record<string, unknown> }> = PERMISSION_CATALOGUE[scope];
  return Object.keys(pages).find((page) => button in (pages[page]?.buttons ?? {}));
}

/** The first thing wrong with a grant, or null when it can be saved. */
export function grantProblem(scope: PermissionScope, grant: ScopeGrant): GrantProblem | null {
  for (const name of grant.pages) {
    if (!isKnownPermission(scope, 'page', name)) return { field: `${scope}.pages`, name, problem: 'unknown_page' };
  }
  for (const name of grant.buttons) {
    if (!isKnownPermission(scope, 'button', name))
      return { field: `${scope}.buttons`, name, problem: 'unknown_button' };
    const page = pageOfButton(scope, name);
    if (page && !grant.pages.includes(page)) {
      return { field: `${scope}.buttons`, name, problem: 'button_without_page', page };
    }
  }
  return null;
}
