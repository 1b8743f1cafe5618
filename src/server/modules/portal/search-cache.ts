/**
 * Keeps recent project-list answers in memory, keyed by the normalised search, so the
 * busiest pages (the default list, popular disease names) do not recount thousands of
 * matches on every request. An entry lives at most SEARCH_CACHE_TTL_MS; every entry is
 * dropped as soon as another connection commits to the database (SQLite's data_version
 * changes) or when `clear()` is called after this process writes projects.
 */
import { LRUCache } from 'lru-cache';
import type { ProjectSearch, ProjectSummary } from '../../../shared/api/portal';

export interface SearchResult {
  rows: ProjectSummary[];
  total: number;
}

/** Staff edits reach the public list within this time even without an explicit clear. */
export const SEARCH_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

export function searchCacheKey(search: ProjectSearch): string {
  const entries = Object.entries(search)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => value !== '' && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

export function createSearchCache(readDataVersion: () => Promise<number>) {
  const entries = new LRUCache<string, Promise<SearchResult>>({ max: MAX_ENTRIES, ttl: SEARCH_CACHE_TTL_MS });
  let knownVersion: number | undefined;

  return {
    async fetch(search: ProjectSearch, load: () => Promise<SearchResult>): Promise<SearchResult> {
      const version = await readDataVersion();
      if (version !== knownVersion) {
        entries.clear();
        knownVersion = version;
      }
      const key = searchCacheKey(search);
      const cached = entries.get(key);
      if (cached) return cached;
      // The promise is cached so concurrent identical searches share one query.
      const pending = load();
      entries.set(key, pending);
      pending.catch(() => entries.delete(key));
      return pending;
    },
    clear(): void {
      entries.clear();
    },
  };
}
