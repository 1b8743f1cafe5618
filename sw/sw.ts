/// <reference lib="webworker" />
/**
 * The service worker. What it keeps in Cache Storage, and for how long:
 * - the precache (Workbox 'workbox-precache-v2-…'): the app shell (index.html), the public
 *   pages' JS and CSS chunks (public-precache.ts picks them from Vite's build manifest), the
 *   SVG images and the app icons of this build; replaced as a whole when a new build is
 *   accepted. A patient's install never downloads the staff suite's code;
 * - 'portal-code': the other built chunks (/assets/*.js|css, the staff suite's), stored when
 *   a staff page first loads them, cache-first (their names carry a content hash), at most
 *   300 entries for 30 days. Code only: staff data, from /api/*, is never stored;
 * - 'portal-images': same-origin images fetched at run time (banners, logos, QR codes),
 *   cache-first, at most 60 entries for 30 days.
 * Page navigations: the home and detail pages network-first (the server-rendered page), then
 * the cached shell; other pages the cached shell; never /api/*. Nothing from /api/*
 * is ever cached here: public data is kept by the app's IndexedDB persister, and a response
 * marked private or no-store is never stored in any runtime cache.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const IMAGE_CACHE = 'portal-images';
const IMAGE_MAX_ENTRIES = 60;
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const CODE_CACHE = 'portal-code';
/** The staff suite has about 150 chunks; the rest leaves room for an older build's. */
const CODE_MAX_ENTRIES = 300;
const CODE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const isApi = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');

/** Never store what the server marked as personal or not to be stored. */
const respectCacheControl: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
    return /(^|[,\s])(private|no-store)([,\s=]|$)/.test(cacheControl) ? null : response;
  },
};

const precacheManifest = self.__WB_MANIFEST;
precacheAndRoute(precacheManifest);
cleanupOutdatedCaches();
// The first install takes the open page at once; later builds wait for the user's 'reload'.
clientsClaim();

/** Pages whose first view the server renders with their data (src/server/plugins/server-render.ts). */
const SERVER_RENDERED_PAGE = /^\/(projectdviewetail\/\d+\/?)?$/;
/** How long a navigation waits for the server's page before the cached shell takes over. */
const PAGE_TIMEOUT_MS = 2_500;

const shell = createHandlerBoundToURL('/index.html');
/**
 * The precached shell's revision (the MD5 of its content, as Workbox computes it). The
 * server sends the same hash of the index.html it renders into (header x-shell-revision),
 * so a page of another build is recognised: a new build takes over only when the user
 * accepts the update, never through a page load.
 */
const SHELL_REVISION = precacheManifest.find(
  (entry): entry is { url: string; revision: string } => typeof entry === 'object' && entry.url === 'index.html',
)?.revision;

/**
 * Navigations: the home and detail pages try the network first, for the server-rendered
 * page with its data, when it comes from this worker's build; otherwise, offline, with the server unreachable or slower than PAGE_TIMEOUT_MS,
 * the cached shell answers and the app renders from the data saved on the device. Other
 * pages (staff, login, kiosk tabs) get the shell at once. The server's pages are never
 * stored here.
 */
const navigationHandler: RouteHandlerCallback = async (options) => {
  const { url, request } = options;
  if (SERVER_RENDERED_PAGE.test(url.pathname) && !url.searchParams.has('kiosk')) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PAGE_TIMEOUT_MS);
    try {
      const response = await fetch(request, { signal: controller.signal });
      if (response.ok && response.headers.get('x-shell-revision') === SHELL_REVISION) return response;
    } catch {
      // Offline, unreachable or too slow: the shell.
    } finally {
      clearTimeout(timer);
    }
  }
  return shell(options);
};

// An inner-mode page (`?sign=`) goes to the network: the server gives it the
// frame-ancestors its host system needs, which the cached shell (framing denied) lacks.
// So do the operators' probes, which are no pages of the app.
registerRoute(
  new NavigationRoute(navigationHandler, { denylist: [/^\/api(\/|$)/, /[?&]sign=/, /^\/(healthz|readyz|metrics)$/] }),
);

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    !isApi(url) &&
    (request.destination === 'image' || url.pathname.startsWith('/demo/')),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      respectCacheControl,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: IMAGE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/**
 * Built code that is not precached (the staff suite's chunks), once a page has loaded it:
 * a staff page opens without a new download next time. Precached files never get here (the
 * precache route answers them first).
 */
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/[^/]+\.(js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: CODE_CACHE,
    plugins: [
      respectCacheControl,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: CODE_MAX_ENTRIES,
        maxAgeSeconds: CODE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/** Runtime caches this build uses; anything else left by an older build is removed. */
const RUNTIME_CACHES = new Set([IMAGE_CACHE, CODE_CACHE]);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => !name.startsWith('workbox-precache') && !RUNTIME_CACHES.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
