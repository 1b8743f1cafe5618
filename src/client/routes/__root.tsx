import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import { isServer } from '../lib/is-server';
import { initialiseSite } from '../lib/site-init';
import { siteQueries } from '../lib/site-queries';
import { InitFailure } from '../ui/init-failure';
import { NotFound } from '../ui/not-found';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The root holds only what every screen needs: the site initialisation. The public portal's
 * frame lives in the pathless layout `_public`, the staff suite's in `staff` (lazy).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  // Started before any child loader runs, so every call waits for the signing decision;
  // awaited in the loader, so a failure shows the init failure screen (SPEC §8).
  // On the server (a first view rendered for one visitor) only the settings are read: the
  // title, icon and signer belong to the browser.
  beforeLoad: ({ context }) => {
    if (!isServer) void initialiseSite(context.queryClient).catch(() => undefined);
  },
  loader: ({ context }) =>
    isServer ? context.queryClient.ensureQueryData(siteQueries.info()) : initialiseSite(context.queryClient),
  component: Outlet,
  errorComponent: RootInitFailure,
  notFoundComponent: NotFound,
});

function RootInitFailure({ reset }: { reset: () => void }) {
  const router = useRouter();
  return (
    <InitFailure
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
