/**
 * Keeps the public query cache on the device so the portal works without a network.
 *
 * What:  the dehydrated public queries only (isPublicQueryKey: site info, form config,
 *        dictionaries, org list, config switches, project list pages, project details and
 *        outpatient lists), never staff or personal data, never mutations.
 * Where: IndexedDB database 'trial-portal-offline', object store 'query-cache', key
 *        'public-queries' (idb-keyval), as one structured-cloned object.
 * How long: 7 days since the last save (PERSIST_MAX_AGE_MS), across new builds: a deploy
 *        keeps what the device saved (a coordinator's saved trials still open offline).
 * Shape: versioned by PERSISTED_SHAPE_VERSION (the persister's buster), not by the build.
 *        When a persisted query's data changes shape, bump it: the new build's first start
 *        then drops everything saved under the old version (all queries at once, simplest
 *        and safe: the app refetches them online) and saves afresh.
 */
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type UseStore, createStore, del, get, set } from 'idb-keyval';
import { afterLoadIdle } from './after-load';
import { isPublicQueryKey } from './public-queries';
import { PERSIST_MAX_AGE_MS } from './query-client';

export type { PersistedClient };

export const OFFLINE_DB_NAME = 'trial-portal-offline';
export const OFFLINE_STORE_NAME = 'query-cache';
export const PERSISTED_CLIENT_KEY = 'public-queries';

/**
 * The shape of the saved data. Bump it in the change that alters the data of a persisted
 * query (isPublicQueryKey: a field renamed, removed or retyped, a key's parts changed), so
 * no build reads data of a shape it does not know. A new optional field needs no bump.
 */
export const PERSISTED_SHAPE_VERSION = 1;
/** The persister's buster: saved data with another one is dropped when restored. */
export const PERSISTED_BUSTER = `shape-${PERSISTED_SHAPE_VERSION}`;

/** Saving dehydrates the whole public cache: at most once a second while data streams in. */
const SAVE_THROTTLE_MS = 1000;
/** A device whose IndexedDB hangs (some private modes) still gets the app after this. */
const RESTORE_TIMEOUT_MS = 1500;

export const RESTORE_MARK = 'portal-restore-start';
export const RESTORE_MEASURE = 'portal-restore';

/**
 * A public query holding data: the only kind written to the device. Its status is not
 * checked: offline, every refetch fails and marks the query 'error' while its data is still
 * good, and each save would otherwise drop what the device was keeping for offline use.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.data !== undefined && isPublicQueryKey(query.queryKey);
}

/** The minimal storage the persister needs; idb-keyval in the app, a Map in tests. */
export interface PersistStorage {
  read: () => Promise<PersistedClient | undefined>;
  write: (client: PersistedClient) => Promise<void>;
  remove: () => Promise<void>;
}

export function idbPersistStorage(store: UseStore = createStore(OFFLINE_DB_NAME, OFFLINE_STORE_NAME)): PersistStorage {
  return {
    read: () => get<PersistedClient>(PERSISTED_CLIENT_KEY, store),
    write: (client) => set(PERSISTED_CLIENT_KEY, client, store),
    remove: () => del(PERSISTED_CLIENT_KEY, store),
  };
}

export interface PersistenceOptions {
  storage?: PersistStorage;
  buster?: string;
  maxAge?: number;
  throttleMs?: number;
}

export interface QueryPersistence {
  /** Writes the current public cache now (also done when the page is hidden or left). */
  flush: () => Promise<void>;
  stop: () => void;
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/**
 * TanStack's Persister on our storage. Writes are throttled on the leading edge: a lone
 * change is saved at once (the user may leave right after the data shows), a stream of
 * changes at most once per throttleMs, always with the newest state.
 */
function throttledPersister(storage: PersistStorage, throttleMs: number): Persister & { flush: () => Promise<void> } {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSave = -Infinity;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = undefined;
    lastSave = Date.now();
    if (client) await storage.write(client).catch(() => undefined);
  };
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(() => void flush(), Math.max(0, lastSave + throttleMs - Date.now()));
    },
    restoreClient: () => storage.read(),
    removeClient: () => storage.remove(),
    flush,
  };
}

/**
 * Restores the saved public queries into `queryClient`, then saves every later change of a
 * public query (throttled). Resolves once restored, so the router's loaders see saved data.
 */
export async function startQueryPersistence(
  queryClient: QueryClient,
  options: PersistenceOptions = {},
): Promise<QueryPersistence> {
  const persister = throttledPersister(options.storage ?? idbPersistStorage(), options.throttleMs ?? SAVE_THROTTLE_MS);
  const persistOptions = {
    queryClient,
    persister,
    buster: options.buster ?? PERSISTED_BUSTER,
    maxAge: options.maxAge ?? PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
  performance.mark(RESTORE_MARK);
  // Data already in the cache came with a server-rendered page: fresh, kept as it is.
  const served = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined)
      .map((query) => query.queryHash),
  );
  const restored = persistQueryClientRestore(persistOptions)
    // Saved data shows at once and is refreshed as soon as a screen uses it: that request
    // is also how a network that is 'up' but reaches nothing gets noticed.
    .then(() =>
      queryClient.invalidateQueries({ refetchType: 'none', predicate: (query) => !served.has(query.queryHash) }),
    )
    // Unreadable (a broken or blocked database; the library has dropped it): start empty.
    .catch(() => undefined);
  await withTimeout(restored, RESTORE_TIMEOUT_MS);
  // Read by bench/offline.ts; cheap, and useful to anyone profiling a slow start.
  performance.measure(RESTORE_MEASURE, RESTORE_MARK);

  const unsubscribe = persistQueryClientSubscribe(persistOptions);
  // The page's own data changes nothing later in the cache: it is saved once the page is
  // idle (a structured clone and an IndexedDB write the first view need not wait for).
  if (served.size > 0) afterLoadIdle(() => void persistQueryClientSave(persistOptions).catch(() => undefined));
  const flush = persister.flush;
  // Leaving the page (a link, a reload, closing the tab) must not lose a pending save.
  const onHide = () => {
    if (document.visibilityState === 'hidden') void flush();
  };
  const onPageHide = () => void flush();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);

  return {
    flush,
    stop: () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}
