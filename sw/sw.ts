/// <reference lib="webworker" />
/**
 * The service worker. What it keeps in Cache Storage, and for how long:
 * - the precache (Workbox 'workbox-precache-v2-…'): the app shell (index.html), every route's
 *   JS and CSS chunk, the SVG images and the app icons of this build, listed by Vite at
 *   build time; replaced as a whole when a new build is accepted;
 * - 'portal-images': same-origin images fetched at run time (banners, logos, QR codes),
 *   cache-first, at most 60 entries for 30 days.
 * Page navigations are answered with the cached shell, except /api/*. Nothing from /api/*
 * is ever cached here: public data is kept by the app's IndexedDB persister, and a response
 * marked private or no-store is never stored in any runtime cache.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const IMAGE_CACHE = 'portal-images';
const IMAGE_MAX_ENTRIES = 60;
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const isApi = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');

/** Never store what the server marked as personal or not to be stored. */
const respectCacheControl: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
    return /(^|[,\s])(private|no-store)([,\s=]|$)/.test(cacheControl) ? null : response;
  },
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once; later builds wait for the user's 'reload'.
clientsClaim();

// An inner-mode page (`?sign=`) goes to the network: the server gives it the
// frame-ancestors its host system needs, which the cached shell (framing denied) lacks.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /[?&]sign=/] }));

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

/** Runtime caches this build uses; anything else left by an older build is removed. */
const RUNTIME_CACHES = new Set([IMAGE_CACHE]);

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
