import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { type Db, openDatabase } from '../../../db/database';
import { loadDemoData } from '../../../db/seed/load-demo';
import { insertProject, openTestDatabase, testDatabaseLocation, testKeys } from '../../../test-support';
import { createPortalRepository } from './repository';
import type { ProjectSummary } from '../../../../shared/api/portal/portal';
import { createSearchCache, matchSetKey } from './search-cache';

const search = { offset: 0, limit: 10 };
const ids = (...values: number[]) => Int32Array.from(values);
/** Rows that name the ids they were asked for. */
const rows = async (wanted: number[]) => wanted.map((id) => ({ id }) as ProjectSummary);

describe('project search cache', () => {
  it('treats searches that differ only by paging, blanks and order as one match set', () => {
    expect(matchSetKey({ limit: 10, offset: 0, keyword: ' 肺癌 ', name: '' })).toBe(
      matchSetKey({ offset: 20, limit: 20, keyword: '肺癌' }),
    );
    expect(matchSetKey({ ...search, keyword: '肺癌' })).not.toBe(matchSetKey({ ...search, keyword: '胃癌' }));
  });

  it('cuts every page from one match set, counted once, until the data version moves', async () => {
    let setLoads = 0;
    let version = 1;
    const cache = createSearchCache(async () => version);
    const loaders = { ids: async () => ((setLoads += 1), ids(5, 4, 3, 2, 1)), rows };
    const [first, second] = await Promise.all([
      cache.fetch({ offset: 0, limit: 2 }, loaders),
      cache.fetch({ offset: 2, limit: 2 }, loaders),
    ]);
    expect(first).toEqual({ rows: [{ id: 5 }, { id: 4 }], total: 5 });
    expect(second).toEqual({ rows: [{ id: 3 }, { id: 2 }], total: 5 });
    expect((await cache.fetch({ offset: 4, limit: 2 }, loaders)).rows).toEqual([{ id: 1 }]);
    expect(setLoads).toBe(1);
    version = 2;
    await cache.fetch({ offset: 0, limit: 2 }, loaders);
    expect(setLoads).toBe(2);
  });

  it('answers a repeated page from memory, without reading its rows again', async () => {
    let rowLoads = 0;
    const cache = createSearchCache(async () => 1);
    const loaders = { ids: async () => ids(1, 2), rows: async (wanted: number[]) => ((rowLoads += 1), rows(wanted)) };
    await cache.fetch(search, loaders);
    await cache.fetch(search, loaders);
    expect(rowLoads).toBe(1);
  });

  it('reads the data version once for concurrent searches, and again for the next one', async () => {
    let reads = 0;
    const cache = createSearchCache(async () => {
      reads += 1;
      return 1;
    });
    const loaders = { ids: async () => ids(), rows };
    await Promise.all([cache.fetch(search, loaders), cache.fetch({ ...search, keyword: 'x' }, loaders)]);
    expect(reads).toBe(1);
    await cache.fetch(search, loaders);
    expect(reads).toBe(2);
  });

  it('forgets a failed load so the next caller retries', async () => {
    const cache = createSearchCache(async () => 1);
    await expect(cache.fetch(search, { ids: () => Promise.reject(new Error('busy')), rows })).rejects.toThrow('busy');
    expect((await cache.fetch(search, { ids: async () => ids(7), rows })).total).toBe(1);
  });
});

describe('the public list with a second connection to its database', () => {
  let dir: string;
  let drop: () => Promise<void>;
  const open: Db[] = [];
  afterEach(async () => {
    for (const db of open.splice(0)) await db.destroy();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The app on one connection, and a second connection to the same database (a file on SQLite). */
  async function servedList() {
    dir = mkdtempSync(join(tmpdir(), 'portal-cache-'));
    const location = await testDatabaseLocation(join(dir, 'portal.db'));
    drop = location.drop;
    const serving = await openDatabase(location.location);
    const writer = await openDatabase(location.location);
    open.push(serving, writer);
    const app = await buildApp({ db: serving, keys: testKeys() });
    const total = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/portal/projects',
          payload: 'offset=0&limit=10',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).json().total;
    return { serving, writer, total, close: () => app.close() };
  }

  it('shows a project another connection adds at once, not after the cache expires', async () => {
    const t = await servedList();
    expect(await t.total()).toBe(0);
    await insertProject(t.writer, { name: '新项目' });
    expect(await t.total()).toBe(1);
    await t.close();
  });

  it('shows a change written through its own connection at once too (the counter, not SQLite data_version)', async () => {
    const t = await servedList();
    const id = await insertProject(t.serving, { name: '新项目' });
    expect(await t.total()).toBe(1);
    await t.serving.deleteFrom('project').where('id', '=', id).execute();
    expect(await t.total()).toBe(0);
    await t.close();
  });
});

describe('the projects data version', () => {
  it('moves with every insert, update and delete of projects, outpatients, the site and dictionaries, and nothing else', async () => {
    const db = await openTestDatabase();
    await loadDemoData(db);
    const portal = createPortalRepository(db);
    const version = () => portal.projectsVersion();
    const moves = async (write: () => Promise<unknown>) => {
      const before = await version();
      await write();
      return (await version()) > before;
    };
    const id = await insertProject(db, { name: '计数项目' });
    const writes = [
      () => db.updateTable('project').set({ name: '改名' }).where('id', '=', id).execute(),
      () =>
        db
          .insertInto('outpatient')
          .values({ projectId: id, sort: 0, deptName: '肿瘤科', doctName: '王医生', seeTime: '周一' })
          .execute(),
      () => db.updateTable('outpatient').set({ seeTime: '周二' }).where('projectId', '=', id).execute(),
      () => db.deleteFrom('outpatient').where('projectId', '=', id).execute(),
      () => db.updateTable('site').set({ siteName: '新名字' }).execute(),
      () => db.insertInto('dictItem').values({ code: 'test', itemKey: 'a', itemValue: '甲', sort: 0 }).execute(),
      () => db.updateTable('dictItem').set({ itemValue: '乙' }).where('code', '=', 'test').execute(),
      () => db.deleteFrom('dictItem').where('code', '=', 'test').execute(),
      () => db.deleteFrom('project').where('id', '=', id).execute(),
    ];
    for (const write of writes) expect(await moves(write)).toBe(true);
    expect(await moves(() => db.insertInto('sysConfig').values({ configKey: 'x', configValue: 'y' }).execute())).toBe(
      false,
    );
    await db.destroy();
  });
});
