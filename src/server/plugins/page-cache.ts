/**
 * Keeps the server-rendered public pages answered in the last few seconds in this
 * process's memory, so that a burst of visitors opening one page at once (a poster's QR
 * code scanned by a waiting room) costs one render: the compressed page body, by URL and
 * content encoding, for PAGE_CACHE_TTL_MS at most, bounded by MAX_PAGES entries and
 * MAX_PAGE_BYTES bytes. Concurrent requests for a page not yet kept share one render.
 *
 * Every page is kept with the shared 'projects' counter it was rendered under (table
 * data_version, bumped by triggers with every write to projects, outpatients, the site and
 * dictionaries, on any connection or instance; see modules/portal/browse/search-cache.ts),
 * which is read for every request: a page is never served after such a write has
 * committed. Writes the counter does not follow (banners, organisations) show within the
 * TTL. Only anonymous requests use it (see server-render.ts); the page carries no nonce
 * and nothing personal, so one body serves every anonymous visitor.
 */
import { LRUCache } from 'lru-cache';

/** Long enough to absorb a burst, short enough that the 'new' badges and uncounted writes stay current. */
export const PAGE_CACHE_TTL_MS = 5_000;
const MAX_PAGES = 200;
/** A rendered page is ~80 KB raw, ~12 KB compressed. */
const MAX_PAGE_BYTES = 16 * 1024 * 1024;

export interface CachedPage {
  body: Buffer | string;
  encoding?: string;
}

export function createPageCache(readVersion: () => Promise<number>) {
  const pages = new LRUCache<string, { version: number; page: CachedPage }>({
    max: MAX_PAGES,
    maxSize: MAX_PAGE_BYTES,
    sizeCalculation: ({ page }) => Math.max(1, Buffer.byteLength(page.body)),
    ttl: PAGE_CACHE_TTL_MS,
  });
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  return {
    /**
     * The page for `key` rendered under the current data version: kept, being rendered, or
     * rendered now by `render` (undefined: nothing to keep, e.g. the shell was sent).
     */
    async fetch(key: string, render: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
      const version = await readVersion();
      const kept = pages.get(key);
      if (kept?.version === version) return kept.page;
      const versionKey = `${version}|${key}`;
      const pending = rendering.get(versionKey);
      if (pending) return pending;
      const rendered = render().finally(() => rendering.delete(versionKey));
      rendering.set(versionKey, rendered);
      const page = await rendered;
      if (page) pages.set(key, { version, page });
      return page;
    },
  };
}
