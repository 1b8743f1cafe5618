import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type PortalRouter, PortalApp, createPortalRouter } from './app';
import { BUILD_VERSION } from './lib/build-version';
import { onUnauthorized } from './lib/http';
import { readStoredLocale } from './lib/i18n';
import { readKioskTrial } from './lib/kiosk';
import { createPortalQueryClient } from './lib/query-client';
import { adoptServerState, readServerState } from './lib/server-state';
import { clearStaffData } from './lib/staff-data';
import { START_MARKS, markStart } from './lib/start-marks';

markStart(START_MARKS.entry);

const queryClient = createPortalQueryClient();
// A '401' means the session is gone: its data leaves memory before the 'login changed' alert.
onUnauthorized(() => clearStaffData(queryClient));

const router: PortalRouter = createPortalRouter(queryClient);

// Which build runs this page, for support (and for tests that tell two builds apart).
document.documentElement.dataset.build = BUILD_VERSION;

const rootElement = document.getElementById('root') as HTMLElement;
const app = <PortalApp router={router} queryClient={queryClient} />;
const served = readServerState();
if (served) adoptServerState(queryClient, served);

// The matched routes' code loads now, alongside the saved data below, rather than once the
// first render has started the router (a waterfall: restore, render, then the route's
// chunks). Only their code: their loaders run when the router loads, after the restore. A
// failure here is the router's to report when it loads the same chunk.
const [matchedRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);

// Saved offline data is in the cache before the first route loader asks for it. A
// server-rendered page carries its data and does not wait: restored copies are older
// than the page's and never replace them. The persister (IndexedDB, the persist client)
// loads as a chunk of its own, in parallel with hydration, not with the entry; the install
// precaches it with the public side, so it loads offline too.
const restored = import('./lib/query-persistence')
  .then(({ startQueryPersistence }) => startQueryPersistence(queryClient))
  .catch(() => undefined);
if (!served) await restored;

// The server renders the default language outside kiosk mode; a visitor who chose English
// or a kiosk tab gets a fresh render (with the same data) instead of a mismatched hydration.
if (served && readStoredLocale() === 'zh-CN' && !readKioskTrial()) {
  // A task of its own after the modules' evaluation: the page answers a tap in between.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The route's loaders and lazy components settle first, so the first render is the
  // server's; the loaders find the page's data fresh in the cache and fetch nothing.
  await router.load();
  // What TanStack Router's own hydrate() sets: the router then renders the server's tree
  // (no Suspense wrappers of a client-only start around the matches).
  router.ssr = { manifest: undefined };
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread (and the visitor's first tap) for the whole tree.
  markStart(START_MARKS.render);
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  // The router loads first here too: React's first render is the page itself, with its
  // route's code and the data at hand, not an empty tree re-rendered once the router has
  // loaded. Until then the boot bar of index.html stays on screen. A failed load still
  // renders: the router shows its error there, as it would have after a first render.
  await router.load().catch(() => undefined);
  markStart(START_MARKS.render);
  createRoot(rootElement).render(app);
}
