/**
 * Keeps the public query cache on the device so the portal works without a network.
 *
 * What:  the dehydrated public queries only (isPublicQueryKey: site info, form config,
 *        dictionaries, org list, config switches, project list pages, project details and
 *        outpatient lists), never staff or personal data, never mutations.
 * Where: IndexedDB database 'trial-portal-offline', object store 'query-cache', key
 *        'public-queries' (idb-keyval), as one structured-cloned object.
 * How long: 7 days since the last save (PERSIST_MAX_AGE_MS); discarded at once when the
 *        build changes (buster = BUILD_VERSION), since an older build's data shapes may differ.
 */
import { type DehydratedState, type Query, type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { type UseStore, createStore, del, get, set } from 'idb-keyval';
import { BUILD_VERSION } from './build-version';
import { isPublicQueryKey } from './public-queries';
import { PERSIST_MAX_AGE_MS } from './query-client';

/**
 * The saved form, the same shape as TanStack's PersistedClient. The persist-client packages
 * themselves are not used: installed at 5.104 they pull in a second query-core next to
 * react-query's 5.108, whose QueryClient they cannot type-check against (and which would
 * ship twice). dehydrate/hydrate come from react-query's own core instead.
 */
export interface PersistedClient {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
}

export const OFFLINE_DB_NAME = 'trial-portal-offline';
export const OFFLINE_STORE_NAME = 'query-cache';
export const PERSISTED_CLIENT_KEY = 'public-queries';

/** Saving dehydrates the whole cache: at most once a second while data streams in. */
const SAVE_THROTTLE_MS = 1000;
/** A device whose IndexedDB hangs (some private modes) still gets the app after this. */
const RESTORE_TIMEOUT_MS = 1500;

export const RESTORE_MARK = 'portal-restore-start';
export const RESTORE_MEASURE = 'portal-restore';

/** A successful public query: the only kind written to the device. */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && isPublicQueryKey(query.queryKey);
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
  /** Writes the current public cache now (also done on page hide). */
  flush: () => Promise<void>;
  stop: () => void;
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** Restores a saved client unless it is too old or from another build (then drops it). */
async function restore(queryClient: QueryClient, storage: PersistStorage, buster: string, maxAge: number) {
  try {
    const saved = await storage.read();
    if (!saved) return;
    const usable = saved.buster === buster && Date.now() - saved.timestamp <= maxAge;
    if (!usable) return await storage.remove();
    hydrate(queryClient, saved.clientState);
    // Saved data shows at once and is refreshed as soon as a screen uses it: that request
    // is also how a network that is 'up' but reaches nothing gets noticed.
    await queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    // Unreadable (a broken or blocked database): start empty rather than not at all.
    await storage.remove().catch(() => undefined);
  }
}

/**
 * Restores the saved public queries into `queryClient`, then saves every later change of a
 * public query (throttled). Resolves once restored, so the router's loaders see saved data.
 */
export async function startQueryPersistence(
  queryClient: QueryClient,
  options: PersistenceOptions = {},
): Promise<QueryPersistence> {
  const storage = options.storage ?? idbPersistStorage();
  const buster = options.buster ?? BUILD_VERSION;
  performance.mark(RESTORE_MARK);
  await withTimeout(restore(queryClient, storage, buster, options.maxAge ?? PERSIST_MAX_AGE_MS), RESTORE_TIMEOUT_MS);
  // Read by bench/offline.ts; cheap, and useful to anyone profiling a slow start.
  performance.measure(RESTORE_MEASURE, RESTORE_MARK);

  const save = () =>
    storage
      .write({
        buster,
        timestamp: Date.now(),
        clientState: dehydrate(queryClient, {
          shouldDehydrateQuery: shouldPersistQuery,
          shouldDehydrateMutation: () => false,
        }),
      })
      .catch(() => undefined);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    await save();
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flush(), options.throttleMs ?? SAVE_THROTTLE_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const changed = event.type === 'added' || event.type === 'removed' || event.type === 'updated';
    if (changed && isPublicQueryKey(event.query.queryKey)) schedule();
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) void flush();
  };
  document.addEventListener('visibilitychange', onHide);

  return {
    flush,
    stop: () => {
      unsubscribe();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
    },
  };
}
