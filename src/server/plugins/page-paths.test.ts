import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, isPagePath } from './page-paths';

/** The full paths the generated route tree declares (its FileRoutesByFullPath interface). */
function routeTreePaths(): string[] {
  const source = readFileSync(new URL('../../client/route-tree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const paths = [...block.matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1] ?? '');
  return [...new Set(paths.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)))].sort();
}

describe('page paths', () => {
  it('are exactly the route files’ pages', () => {
    const fromRoutes = routeTreePaths();
    expect(fromRoutes.length).toBeGreaterThan(50);
    expect([...PAGE_PATHS].sort()).toEqual(fromRoutes);
  });

  it('match the pages with their ids and nothing else', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/projectdviewetail/12')).toBe(true);
    expect(isPagePath('/staff')).toBe(true);
    expect(isPagePath('/staff/')).toBe(true);
    expect(isPagePath('/staff/projects/3/subjects')).toBe(true);
    expect(isPagePath('/staff/roles/7')).toBe(true);
    expect(isPagePath('/healthz/x')).toBe(false);
    expect(isPagePath('/metrics')).toBe(false);
    expect(isPagePath('/wp-login')).toBe(false);
    expect(isPagePath('/projectdviewetail')).toBe(false);
    expect(isPagePath('/projectdviewetail/12/more')).toBe(false);
    expect(isPagePath('/staff/projects/3/no-such-page')).toBe(false);
    expect(isPagePath('/staff/nothing-here')).toBe(false);
  });
});
