import { type AnyRoute, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { publicRouteTree } from './public-route-tree';

/** Each route's id and full path, as a router built on `tree` knows them. */
function routesOf(tree: AnyRoute): Record<string, string> {
  const router = createRouter({ routeTree: tree, history: createMemoryHistory() });
  return Object.fromEntries(
    Object.values(router.routesById as Record<string, AnyRoute>).map((r) => [r.id, r.fullPath]),
  );
}

const SIGNED_IN_SIDE = /^\/(staff|login|register)(\/|$)/;
const publicPart = (routes: Record<string, string>) =>
  Object.fromEntries(Object.entries(routes).filter(([id]) => !SIGNED_IN_SIDE.test(id)));

describe('the route tree the portal starts with', () => {
  it("holds the generated tree's public routes as it wires them, and only stand-ins for the signed-in side", async () => {
    // Read before the generated tree has loaded: its evaluation gives the root every route.
    const start = routesOf(publicRouteTree);
    const { routeTree } = await import('./route-tree.gen');
    const full = routesOf(routeTree);

    expect(publicPart(start)).toEqual(publicPart(full));
    expect(Object.keys(publicPart(full))).toContain('/_public/');
    expect(
      Object.keys(start)
        .filter((id) => SIGNED_IN_SIDE.test(id))
        .sort(),
    ).toEqual(['/login', '/register', '/staff', '/staff/$']);
    expect(Object.keys(full).filter((id) => SIGNED_IN_SIDE.test(id)).length).toBeGreaterThan(50);
  });
});
