/**
 * The inbox's and the workbench's reads that cost the most and change the least (the
 * caller's team and grants, the counts per kind, a page's keys in order), kept in this
 * process's memory under the database's commit version (db/commit-version.ts): an entry
 * read under another version is read again, so a write committed by any instance shows in
 * the next read of every instance. The records of a page are always read anew and dressed
 * at the request's time.
 *
 * The counts also depend on the time (the SAE 24-hour clock turns overdue): they are kept
 * with the instant they were counted at and the first instant one of them changes at (the
 * smallest due key of the 24-hour tasks not yet overdue), and counted again once that is
 * passed. The day kinds change with the day, which is part of every key.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/database';
import { type CommitVersionReader, createCommitVersionReader } from '../../../db/commit-version';

/** Users times project filters times pages looked at: a hospital's staff fit many times over. */
const MAX_ENTRIES = 5_000;

interface Entry {
  version: string;
  value: Promise<unknown>;
}

export interface TaskCache {
  /** The commit version to read under, taken before anything it covers is read. */
  version: () => Promise<string>;
  /**
   * The value kept for `key` under `version` and still `fresh`, or `compute`d now and kept;
   * callers at once under one version share one computation.
   */
  remember: <T>(version: string, key: string, compute: () => Promise<T>, fresh?: (value: T) => boolean) => Promise<T>;
}

export function createTaskCache(readVersion: CommitVersionReader): TaskCache {
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  return {
    version: readVersion,
    async remember<T>(version: string, key: string, compute: () => Promise<T>, fresh?: (value: T) => boolean) {
      const kept = entries.get(key);
      if (kept?.version === version) {
        const value = (await kept.value) as T;
        if (fresh === undefined || fresh(value)) return value;
      }
      const value = compute();
      const entry = { version, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}

const caches = new WeakMap<Db, TaskCache>();

/** The one cache of a database handle, shared by the inbox and the workbench. */
export function taskCacheOf(db: Db): TaskCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTaskCache(createCommitVersionReader(db));
    caches.set(db, cache);
  }
  return cache;
}

/** Reads through a cache under one version, or straight through without one. */
export type Remember = <T>(key: string, compute: () => Promise<T>, fresh?: (value: T) => boolean) => Promise<T>;

export async function rememberUnder(cache: TaskCache | undefined): Promise<Remember> {
  if (!cache) return (_key, compute) => compute();
  const version = await cache.version();
  return (key, compute, fresh) => cache.remember(version, key, compute, fresh);
}
