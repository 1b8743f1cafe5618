import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalQueryClient, PERSIST_MAX_AGE_MS } from './query-client';
import {
  PERSISTED_BUSTER,
  PERSISTED_SHAPE_VERSION,
  type PersistStorage,
  type PersistedClient,
  startQueryPersistence,
} from './query-persistence';

function memoryStorage(initial?: PersistedClient): PersistStorage & { saved: () => PersistedClient | undefined } {
  let value = initial;
  return {
    read: async () => value,
    write: async (client) => {
      value = structuredClone(client);
    },
    remove: async () => {
      value = undefined;
    },
    saved: () => value,
  };
}

const savedKeys = (client: PersistedClient | undefined) => client?.clientState.queries.map((q) => q.queryKey) ?? [];
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

/** A fixed now for the tests that date what they save (the page's clock in the app). */
const NOW = Date.UTC(2026, 2, 18, 2, 0);
const atFixedNow = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
};

async function start(queryClient: QueryClient, storage: PersistStorage, buster = 'build-1') {
  const persistence = await startQueryPersistence(queryClient, { storage, buster, throttleMs: 5 });
  stops.push(persistence.stop);
  return persistence;
}

describe('query persistence', () => {
  it('keeps public queries in memory at least as long as they may be restored', () => {
    const defaults = createPortalQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
    expect(PERSIST_MAX_AGE_MS).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000);
  });

  it('writes only successful public queries, never staff data, signed data or mutations', async () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    const persistence = await start(queryClient, storage);
    queryClient.setQueryData(['site', 'info'], { site: { siteName: '华康' } });
    queryClient.setQueryData(['projects', 'detail', 7], { id: 7, name: '研究' });
    queryClient.setQueryData(['projects', 'detail', 7, 'inner', 'sign'], { id: 7, patient: '张三' });
    queryClient.setQueryData(['staff', 'subjects'], [{ name: '张三', phone: '13800000000' }]);
    queryClient.setQueryData(['auth', 'who'], { userName: 'coordinator' });
    await persistence.flush();
    expect(savedKeys(storage.saved())).toEqual([
      ['site', 'info'],
      ['projects', 'detail', 7],
    ]);
    expect(storage.saved()?.clientState.mutations).toEqual([]);
    expect(JSON.stringify(storage.saved())).not.toContain('13800000000');
  });

  it('saves the self-check questions of a project, never a call-back request with its name and phone', async () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    const persistence = await start(queryClient, storage);
    queryClient.setQueryData(['projects', 'selfCheck', 7, 'default'], { projectId: 7, questions: [] });
    // A call-back request waiting for the network must not sit on the device.
    queryClient.getMutationCache().build(
      queryClient,
      { mutationKey: ['recruitLead'] },
      {
        status: 'pending',
        isPaused: true,
        variables: { name: '张三', phone: '13800000000' },
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        submittedAt: 0,
        context: undefined,
      },
    );
    await persistence.flush();
    expect(savedKeys(storage.saved())).toEqual([['projects', 'selfCheck', 7, 'default']]);
    expect(storage.saved()?.clientState.mutations).toEqual([]);
    expect(JSON.stringify(storage.saved())).not.toContain('13800000000');
  });

  it('keeps saved data whose refetch failed while offline', async () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const persistence = await start(queryClient, storage);
    queryClient.setQueryData(['site', 'info'], { site: { siteName: '华康' } });
    await queryClient
      .fetchQuery({
        queryKey: ['site', 'info'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(queryClient.getQueryState(['site', 'info'])?.status).toBe('error');
    await persistence.flush();
    expect(savedKeys(storage.saved())).toEqual([['site', 'info']]);
  });

  it('saves by itself shortly after a public change', async () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    await start(queryClient, storage);
    queryClient.setQueryData(['projects', 'outpatients', 3], []);
    await vi.waitFor(() => expect(savedKeys(storage.saved())).toEqual([['projects', 'outpatients', 3]]));
  });

  it('restores the saved queries before resolving, with their fetch time, marked for refresh', async () => {
    atFixedNow();
    const storage = memoryStorage();
    const first = new QueryClient();
    const persistence = await start(first, storage);
    first.setQueryData(['projects', 'detail', 7], { id: 7 }, { updatedAt: 1_000 });
    await persistence.flush();
    storage.saved()!.timestamp = NOW;

    const second = new QueryClient();
    await start(second, storage);
    expect(second.getQueryData(['projects', 'detail', 7])).toEqual({ id: 7 });
    expect(second.getQueryState(['projects', 'detail', 7])?.dataUpdatedAt).toBe(1_000);
    // Shown at once, refreshed in the background by the first screen that uses it.
    expect(second.getQueryState(['projects', 'detail', 7])?.isInvalidated).toBe(true);
  });

  it('versions the saved data by its shape: another shape version is dropped, not another build', async () => {
    const savedUnder = async (buster: string) => {
      const storage = memoryStorage();
      const first = new QueryClient();
      const persistence = await start(first, storage, buster);
      first.setQueryData(['projects', 'detail', 7], { id: 7 });
      await persistence.flush();
      return storage;
    };
    // The app's own options (no buster given) restore what any build of this shape saved.
    const restoreAsTheApp = async (storage: PersistStorage) => {
      const queryClient = new QueryClient();
      stops.push((await startQueryPersistence(queryClient, { storage, throttleMs: 5 })).stop);
      return queryClient.getQueryData(['projects', 'detail', 7]);
    };
    expect(PERSISTED_BUSTER).toBe(`shape-${PERSISTED_SHAPE_VERSION}`);
    expect(await restoreAsTheApp(await savedUnder(PERSISTED_BUSTER))).toEqual({ id: 7 });

    const olderShape = await savedUnder(`shape-${PERSISTED_SHAPE_VERSION - 1}`);
    expect(await restoreAsTheApp(olderShape)).toBeUndefined();
    expect(olderShape.saved()).toBeUndefined();
  });

  it('drops data saved under another buster or longer ago than the maximum age', async () => {
    atFixedNow();
    const state = { mutations: [], queries: [] };
    const otherBuild = memoryStorage({ buster: 'build-0', timestamp: NOW, clientState: state });
    await start(new QueryClient(), otherBuild, 'build-1');
    expect(otherBuild.saved()).toBeUndefined();

    const sevenDays = 7 * 24 * 3_600_000;
    const justInTime = memoryStorage({ buster: 'build-1', timestamp: NOW - sevenDays, clientState: state });
    await start(new QueryClient(), justInTime, 'build-1');
    expect(justInTime.saved()).toBeDefined();

    const tooOld = memoryStorage({ buster: 'build-1', timestamp: NOW - sevenDays - 1, clientState: state });
    await start(new QueryClient(), tooOld, 'build-1');
    expect(tooOld.saved()).toBeUndefined();
  });

  it('starts the app empty when the stored data cannot be read', async () => {
    const storage = memoryStorage();
    storage.read = () => Promise.reject(new Error('blocked'));
    const queryClient = new QueryClient();
    await expect(start(queryClient, storage)).resolves.toBeDefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('when it saves', () => {
  it('saves a lone change at once, and a burst of changes at most once per throttle period', async () => {
    const writes: PersistedClient[] = [];
    const storage = memoryStorage();
    const write = storage.write;
    storage.write = async (client) => (writes.push(client), write(client));
    const queryClient = new QueryClient();
    vi.useFakeTimers();
    const persistence = await startQueryPersistence(queryClient, { storage, buster: 'b', throttleMs: 300 });
    stops.push(persistence.stop);
    queryClient.setQueryData(['projects', 'detail', 1], { id: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(1);
    for (let id = 2; id <= 20; id += 1) queryClient.setQueryData(['projects', 'detail', id], { id });
    await vi.advanceTimersByTimeAsync(299);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(2);
    expect(writes[1]?.clientState.queries).toHaveLength(20);
  });

  it('saves a pending change at once when the page is left', async () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    const persistence = await startQueryPersistence(queryClient, { storage, buster: 'b', throttleMs: 60_000 });
    stops.push(persistence.stop);
    queryClient.setQueryData(['projects', 'detail', 1], { id: 1 });
    await vi.waitFor(() => expect(storage.saved()).toBeDefined());
    queryClient.setQueryData(['projects', 'list', { offset: 0, limit: 10 }], { rows: [], total: 0 });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(savedKeys(storage.saved())).toHaveLength(2));
  });
});
