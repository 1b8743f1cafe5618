import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { insertProject, testKeys } from '../../test-support';
import { createSearchCache, searchCacheKey } from './search-cache';

const search = { offset: 0, limit: 10 };

describe('project search cache', () => {
  it('treats searches that differ only by blanks and order as one', () => {
    expect(searchCacheKey({ limit: 10, offset: 0, keyword: ' 肺癌 ', name: '' })).toBe(
      searchCacheKey({ offset: 0, limit: 10, keyword: '肺癌' }),
    );
    expect(searchCacheKey({ ...search, keyword: '肺癌' })).not.toBe(searchCacheKey({ ...search, keyword: '胃癌' }));
  });

  it('answers a repeated search from memory and shares one load between concurrent callers', async () => {
    let loads = 0;
    const cache = createSearchCache(async () => 1);
    const load = async () => ({ rows: [], total: (loads += 1) });
    const [a, b] = await Promise.all([cache.fetch(search, load), cache.fetch(search, load)]);
    expect([a.total, b.total, (await cache.fetch(search, load)).total]).toEqual([1, 1, 1]);
    cache.clear();
    expect((await cache.fetch(search, load)).total).toBe(2);
  });

  it('forgets a failed load so the next caller retries', async () => {
    const cache = createSearchCache(async () => 1);
    await expect(cache.fetch(search, () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect((await cache.fetch(search, async () => ({ rows: [], total: 7 }))).total).toBe(7);
  });

  it('shows a project another connection adds at once, not after the cache expires', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-cache-'));
    const file = join(dir, 'portal.db');
    const serving = await openDatabase(file);
    const writer = await openDatabase(file);
    const app = await buildApp({ db: serving, keys: testKeys() });
    const list = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/portal/projects',
          payload: 'offset=0&limit=10',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).json().total;
    expect(await list()).toBe(0);
    await insertProject(writer, { name: '新项目' });
    expect(await list()).toBe(1);
    await app.close();
    await writer.destroy();
    await serving.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
});
