/**
 * The permission editor's rules, without React: a button is granted only with its page, so
 * unticking a page drops its buttons, and a button cannot be ticked before its page.
 */
import type { CataloguePage, ScopeGrant } from '../../../../shared/api/access/roles';

export function togglePage(grant: ScopeGrant, page: CataloguePage, on: boolean): ScopeGrant {
  if (on) return { pages: [...new Set([...grant.pages, page.name])], buttons: grant.buttons };
  const own = new Set(page.buttons.map((button) => button.name));
  return {
    pages: grant.pages.filter((name) => name !== page.name),
    buttons: grant.buttons.filter((name) => !own.has(name)),
  };
}

export function toggleButton(grant: ScopeGrant, page: CataloguePage, button: string, on: boolean): ScopeGrant {
  if (on && !grant.pages.includes(page.name)) return grant;
  const buttons = on ? [...new Set([...grant.buttons, button])] : grant.buttons.filter((name) => name !== button);
  return { pages: grant.pages, buttons };
}

const sorted = (names: string[]) => [...names].sort().join(',');

export function sameGrant(a: ScopeGrant, b: ScopeGrant): boolean {
  return sorted(a.pages) === sorted(b.pages) && sorted(a.buttons) === sorted(b.buttons);
}
