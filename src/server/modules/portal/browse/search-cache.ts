/**
 * Keeps recent searches' match sets in this process's memory: for a search (paging
 * aside), the ids of every matching project in list order. The list's total is the set's
 * size and any page is a slice of it, fetched by primary key; so paging through a search,
 * or a popular disease name, never recounts or re-sorts thousands of matches. Sets are
 * bounded by their total size (MAX_CACHED_IDS ids, ~16 MB); the pages answered recently
 * are kept too (MAX_CACHED_PAGES). Both live at most SEARCH_CACHE_TTL_MS, and all are
 * dropped when the shared 'projects' counter (table data_version, bumped by triggers with
 * every project write on any connection or instance) differs from the one they were
 * loaded under.
 *
 * A two-character keyword most projects hold (研究, 治疗) is not counted: its page is found
 * by walking the other filters' match set and its total estimated (common-term.ts), unless
 * its match set is already here.
 *
 * Staleness bound: the counter is read for every search, so an answer never predates a
 * write committed before the search's counter read started. Concurrent searches share one
 * read in flight; a search that joins one may miss a write committed during that single
 * point read (well under a millisecond on SQLite, one round trip on PostgreSQL).
 */
import { LRUCache } from 'lru-cache';
import type { ProjectSearch, ProjectSummary } from '../../../../shared/api/portal/portal';
import type { PortalRepository } from './repository';
import { COMMON_TERM_LIMITS, type CommonTermLimits, type CommonTermLoaders, walkCommonTerm } from './common-term';

/** A safety net only (a write that bypassed the triggers): the counter drops entries first. */
export const SEARCH_CACHE_TTL_MS = 30_000;
/** Ids held across all cached sets: 4 bytes each. */
const MAX_CACHED_IDS = 4_000_000;

/** One key per search, paging aside; blanks and field order do not matter. */
export function matchSetKey(search: ProjectSearch): string {
  const entries = Object.entries(search)
    .filter(([key]) => key !== 'offset' && key !== 'limit')
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => value !== '' && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

export interface SearchAnswer {
  rows: ProjectSummary[];
  total: number;
  /** The total is an estimate (common-term.ts): set only then. */
  totalApproximate?: true;
}

export interface SearchLoaders {
  /** A search's match set: every matching id in list order. */
  ids: (search: ProjectSearch) => Promise<Int32Array>;
  /** The list rows of these ids, in that order. */
  rows: (ids: number[]) => Promise<ProjectSummary[]>;
  /** When the keyword is one two-character gram: its holders, counted and probed in the gram index. */
  commonTerm?: Pick<CommonTermLoaders, 'holders' | 'holding'>;
}

/** How the public list's searches are read from the portal repository. */
export function projectSearchLoaders(repository: PortalRepository, search: ProjectSearch): SearchLoaders {
  const grams = repository.keywordGrams(search.keyword);
  return {
    ids: (matching) => repository.matchingIds(matching),
    rows: (ids) => repository.summaries(ids),
    commonTerm: grams
      ? { holders: (cap) => repository.gramHolders(grams, cap), holding: (ids) => repository.gramHolding(grams, ids) }
      : undefined,
  };
}

/** Pages answered recently (the first page of the default list above all), by search and paging. */
const MAX_CACHED_PAGES = 1000;

export function createSearchCache(readVersion: () => Promise<number>, limits: CommonTermLimits = COMMON_TERM_LIMITS) {
  const sets = new LRUCache<string, Promise<Int32Array>>({
    maxSize: MAX_CACHED_IDS,
    // A set in flight counts as one id until it is known.
    sizeCalculation: () => 1,
    ttl: SEARCH_CACHE_TTL_MS,
  });
  const pages = new LRUCache<string, Promise<SearchAnswer>>({ max: MAX_CACHED_PAGES, ttl: SEARCH_CACHE_TTL_MS });
  let knownVersion: number | undefined;
  let versionRead: Promise<number> | undefined;

  function currentVersion(): Promise<number> {
    versionRead ??= readVersion().finally(() => {
      versionRead = undefined;
    });
    return versionRead;
  }

  /** The cached promise for `key`, or `load()`'s, shared by concurrent callers and forgotten if it fails. */
  function shared<T>(cache: LRUCache<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  }

  function matchSet(key: string, load: () => Promise<Int32Array>): Promise<Int32Array> {
    const cached = sets.get(key);
    if (cached) return cached;
    const pending = load();
    sets.set(key, pending);
    pending.then(
      // Sized once known; a set too big for the whole budget is simply not kept.
      (ids) => sets.get(key) === pending && sets.set(key, pending, { size: Math.max(1, ids.length) }),
      () => sets.delete(key),
    );
    return pending;
  }

  /** The match set of the search's other filters, its keyword aside: what a common term's walk goes through. */
  function filterSet(search: ProjectSearch, load: SearchLoaders): Promise<Int32Array> {
    const filters = { ...search, keyword: undefined };
    return matchSet(matchSetKey(filters), () => load.ids(filters));
  }

  return {
    async fetch(search: ProjectSearch, load: SearchLoaders): Promise<SearchAnswer> {
      const version = await currentVersion();
      if (version !== knownVersion) {
        sets.clear();
        pages.clear();
        knownVersion = version;
      }
      const key = matchSetKey(search);
      return shared(pages, `${key}|${search.offset}|${search.limit}`, async () => {
        const { offset, limit } = search;
        let loadIds = () => load.ids(search);
        if (load.commonTerm && !sets.has(key)) {
          const walk = await walkCommonTerm(
            offset + limit,
            { ...load.commonTerm, filtered: () => filterSet(search, load) },
            limits,
          );
          if (walk.kind === 'estimated') {
            const rows = await load.rows(walk.first.slice(offset, offset + limit));
            return { rows, total: walk.estimate, totalApproximate: true };
          }
          if (walk.kind === 'exact') loadIds = async () => walk.ids;
        }
        const ids = await matchSet(key, loadIds);
        const rows = await load.rows(Array.from(ids.subarray(offset, offset + limit)));
        return { rows, total: ids.length };
      });
    },
  };
}
