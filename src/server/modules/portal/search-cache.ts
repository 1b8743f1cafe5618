/**
 * Keeps recent project-list answers in this process's memory, keyed by the normalised
 * search, so the busiest pages (the default list, popular disease names) do not recount
 * thousands of matches on every request. An entry lives at most SEARCH_CACHE_TTL_MS, and
 * every entry is dropped when the shared 'projects' counter (table data_version, bumped by
 * triggers with every project write on any connection or instance) differs from the one
 * the entries were loaded under.
 *
 * Staleness bound: the counter is read for every search, so an answer never predates a
 * write committed before the search's counter read started. Concurrent searches share one
 * read in flight; a search that joins one may miss a write committed during that single
 * point read (well under a millisecond on SQLite, one round trip on PostgreSQL).
 */
import { LRUCache } from 'lru-cache';
import type { ProjectSearch, ProjectSummary } from '../../../shared/api/portal';

export interface SearchResult {
  rows: ProjectSummary[];
  total: number;
}

/** A safety net only (a write that bypassed the triggers): the counter drops entries first. */
export const SEARCH_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

export function searchCacheKey(search: ProjectSearch): string {
  const entries = Object.entries(search)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => value !== '' && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

export function createSearchCache(readVersion: () => Promise<number>) {
  const entries = new LRUCache<string, Promise<SearchResult>>({ max: MAX_ENTRIES, ttl: SEARCH_CACHE_TTL_MS });
  let knownVersion: number | undefined;
  let versionRead: Promise<number> | undefined;

  function currentVersion(): Promise<number> {
    versionRead ??= readVersion().finally(() => {
      versionRead = undefined;
    });
    return versionRead;
  }

  return {
    async fetch(search: ProjectSearch, load: () => Promise<SearchResult>): Promise<SearchResult> {
      const version = await currentVersion();
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
  };
}
