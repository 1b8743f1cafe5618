/**
 * Browser-side probes for the offline tests: the service worker, what the app persisted in
 * IndexedDB, and what sits in Cache Storage. The callbacks run inside the page.
 */
import type { Page } from 'playwright-core';
import { OFFLINE_DB_NAME, OFFLINE_STORE_NAME, PERSISTED_CLIENT_KEY } from '../../src/client/lib/query-persistence';

export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

/** The query keys the app has written to its IndexedDB store ([] when nothing yet). */
export async function persistedQueryKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    async ({ dbName, storeName, key }) => {
      const known = await indexedDB.databases();
      if (!known.some((db) => db.name === dbName)) return [];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
      try {
        if (!db.objectStoreNames.contains(storeName)) return [];
        const saved = await new Promise<{ clientState: { queries: { queryKey: unknown[] }[] } } | undefined>(
          (resolve, reject) => {
            const request = db.transaction(storeName).objectStore(storeName).get(key);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
          },
        );
        return saved?.clientState.queries.map((query) => query.queryKey) ?? [];
      } finally {
        db.close();
      }
    },
    { dbName: OFFLINE_DB_NAME, storeName: OFFLINE_STORE_NAME, key: PERSISTED_CLIENT_KEY },
  );
}

export interface SavedRow {
  id: number;
  name: string;
  recruitStatus: string;
  actionTime: string | null;
  testedDiseases: string | null;
  trialMedicine: string | null;
}

/** Every project row of every list page the app saved in IndexedDB, once each. */
export async function savedProjectRows(page: Page): Promise<SavedRow[]> {
  const json = await page.evaluate(
    async ({ dbName, storeName, key }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
      try {
        const saved = await new Promise<unknown>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        });
        return JSON.stringify(saved ?? null);
      } finally {
        db.close();
      }
    },
    { dbName: OFFLINE_DB_NAME, storeName: OFFLINE_STORE_NAME, key: PERSISTED_CLIENT_KEY },
  );
  const saved = JSON.parse(json) as {
    clientState: { queries: { queryKey: unknown[]; state: { data?: { rows?: SavedRow[] } } }[] };
  } | null;
  const rows = new Map<number, SavedRow>();
  for (const query of saved?.clientState.queries ?? []) {
    if (query.queryKey[1] !== 'list') continue;
    for (const row of query.state.data?.rows ?? []) rows.set(row.id, row);
  }
  return [...rows.values()];
}

export async function waitForPersisted(page: Page, wanted: (key: unknown[]) => boolean): Promise<void> {
  // A bound on a hang, not a measure of speed: a shared machine may take a while.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await persistedQueryKeys(page)).some(wanted)) return;
    await page.waitForTimeout(200);
  }
  throw new Error('The app did not persist the expected query in time');
}

/** Every value of every object store of every IndexedDB database of the origin, as JSON. */
export async function dumpIndexedDb(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dumps: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
      for (const storeName of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        });
        dumps.push({ name, storeName, values });
      }
      db.close();
    }
    return JSON.stringify(dumps);
  });
}

/** Cache name -> cached request URLs, for every cache of the origin. */
export async function cacheStorageContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      contents[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return contents;
  });
}

/** Deletes the worker's runtime caches (everything but the precache). */
export async function clearRuntimeCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const runtime = (await caches.keys()).filter((name) => !name.startsWith('workbox-precache'));
    await Promise.all(runtime.map((name) => caches.delete(name)));
    return runtime;
  });
}

/** Loads an image through the page (and so through the service worker). */
export async function loadImage(page: Page, src: string): Promise<boolean> {
  return page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(true);
        image.onerror = () => resolve(false);
        image.src = url;
      }),
    src,
  );
}
