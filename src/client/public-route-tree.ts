/**
 * The route tree the portal starts with: the public portal's routes as the generated tree
 * (route-tree.gen.ts) wires them, and stand-ins for the signed-in side (/login, /register
 * and everything under /staff). The signed-in side's route definitions (paths, search
 * validation, guards, page permissions) are the generated tree's and load with it, as a
 * chunk of their own: a public visitor downloads none of them.
 *
 * A stand-in, once entered, loads the generated tree (whose evaluation gives the root route
 * every route file's route), has the router adopt it, and opens the same address again, now
 * on its real route. Deep links, search params and typed routes are the generated tree's:
 * the router is typed with it (see app.tsx) and holds it from the first staff page on.
 *
 * The public routes here mirror the generated tree (public-route-tree.test.ts checks it):
 * a new public route file is added here too.
 */
import { type AnyRouter, createRoute, redirect } from '@tanstack/react-router';
import type { routeTree as generatedRouteTree } from './route-tree.gen';
import { Route as rootRoute } from './routes/__root';
import { Route as PublicRouteImport } from './routes/_public';
import { Route as PublicIndexRouteImport } from './routes/_public/index';
import { Route as PublicProjectdviewetailProjectIdRouteImport } from './routes/_public/projectdviewetail.$projectId';
import { SignedInLoadFailure } from './ui/signed-in-load-failure';

/** The routers of this page (the browser's one) that adopt the full tree once it has loaded. */
const adopters = new Set<AnyRouter>();
let fullTree: Promise<void> | undefined;

/** Has `router` switch to the full route tree when a signed-in page is first opened. */
export function adoptFullRouteTree(router: AnyRouter): void {
  adopters.add(router);
}

/** Loads the generated tree once; its evaluation hands the root route all its children. */
function loadFullRouteTree(): Promise<void> {
  fullTree ??= import('./route-tree.gen').then(
    () => {
      for (const router of adopters) router.setRoutes(router.buildRouteTree());
    },
    (err: unknown) => {
      // A failed load (offline, a new build) is tried again on the next visit.
      fullTree = undefined;
      throw err;
    },
  );
  return fullTree;
}

/** A stand-in's guard: the real routes, then the same address on them. */
async function openSignedInSide({ location }: { location: { href: string } }): Promise<void> {
  await loadFullRouteTree();
  throw redirect({ href: location.href, replace: true });
}

// What the generated tree sets on the public routes (route-tree.gen.ts, the same calls).
const PublicRoute = PublicRouteImport.update({ id: '/_public', getParentRoute: () => rootRoute } as never);
const PublicIndexRoute = PublicIndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => PublicRoute,
} as never);
const PublicProjectdviewetailProjectIdRoute = PublicProjectdviewetailProjectIdRouteImport.update({
  id: '/projectdviewetail/$projectId',
  path: '/projectdviewetail/$projectId',
  getParentRoute: () => PublicRoute,
} as never);

/** A stand-in at `path`: loads the signed-in side's routes, or says they failed to load. */
const standIn = <P extends string>(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: openSignedInSide,
    errorComponent: SignedInLoadFailure,
  });

const LoginStandIn = standIn('login');
const RegisterStandIn = standIn('register');
const StaffStandIn = standIn('staff');
/** Any page under /staff: the guard of its parent stand-in runs first. */
const StaffPageStandIn = createRoute({ getParentRoute: () => StaffStandIn, path: '$' });

/**
 * The tree the router is created with, typed as the generated one it becomes: every typed
 * link and hook refers to the generated tree's routes.
 */
export const publicRouteTree = rootRoute._addFileChildren({
  PublicRoute: PublicRoute._addFileChildren({ PublicIndexRoute, PublicProjectdviewetailProjectIdRoute }),
  LoginStandIn,
  RegisterStandIn,
  StaffStandIn: StaffStandIn.addChildren([StaffPageStandIn]),
}) as unknown as typeof generatedRouteTree;
