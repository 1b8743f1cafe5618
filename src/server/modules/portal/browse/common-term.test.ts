/**
 * A two-character keyword many projects hold is answered from a walk of the other filters'
 * match set, with an estimated total: the rows and their order are those of the exact
 * count, the total is flagged, and writes show at once. The limits are scaled down so that
 * a few dozen projects are 'many'.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectSearch } from '../../../../shared/api/portal/portal';
import { createTestApp, insertProject } from '../../../test-support';
import { type CommonTermLimits, roundEstimate } from './common-term';
import { createPortalRepository } from './repository';
import { createSearchCache, projectSearchLoaders } from './search-cache';

const limits: CommonTermLimits = {
  exactHolders: 5,
  sample: 4,
  sampleMatches: 3,
  chunk: 3,
  maxProbes: 30,
  maxWalkedRows: 12,
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let repository: ReturnType<typeof createPortalRepository>;
let cache: ReturnType<typeof createSearchCache>;
let day = 0;

/** A project that started a day after the one inserted before it (so list order is insertion order, reversed). */
function addProject(name: string, fields: { recruitStatus?: string; trialType?: string } = {}) {
  day += 1;
  return insertProject(t.db, {
    name,
    recruitStatus: 'zmz',
    trialType: 'drug',
    ...fields,
    actionTime: new Date(Date.UTC(2025, 0, day)).toISOString(),
  });
}

async function list(search: Partial<ProjectSearch>) {
  const full = { offset: 0, limit: 3, ...search };
  return cache.fetch(full, projectSearchLoaders(repository, full));
}

/** The page as counting every match gives it. */
async function exactPage(search: Partial<ProjectSearch>, offset = 0, limit = 3) {
  const ids = await repository.matchingIds(search);
  return { ids: Array.from(ids.subarray(offset, offset + limit)), total: ids.length };
}

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  repository = createPortalRepository(t.db);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.deleteFrom('project').execute();
  cache = createSearchCache(() => repository.projectsVersion(), limits);
  // 30 of 40 projects hold 研究, every third of them paused; 4 hold 治疗; 2 are device trials.
  for (let i = 0; i < 40; i += 1) {
    const name = i % 4 === 3 ? `肺癌${i}号` : `肺癌研究${i}号`;
    await addProject(i < 4 ? `${name}治疗` : name, {
      recruitStatus: i % 3 === 0 ? 'ztzm' : 'zmz',
      trialType: i === 10 || i === 20 ? 'device' : 'drug',
    });
  }
});

describe('a two-character keyword most projects hold', () => {
  it('answers the rows of the exact count, in its order, with the total flagged as an estimate', async () => {
    for (const search of [{ keyword: '研究' }, { keyword: '研究', recruitStatus: 'zmz' }]) {
      const answer = await list(search);
      const exact = await exactPage(search);
      expect(answer.rows.map((row) => row.id)).toEqual(exact.ids);
      expect(answer.totalApproximate).toBe(true);
      // Near the exact count, and no more precise than an estimate is.
      expect(Math.abs(answer.total - exact.total)).toBeLessThanOrEqual(exact.total / 2);
      expect(answer.total).toBe(roundEstimate(answer.total));
    }
    const paused = await list({ keyword: '研究', recruitStatus: 'zmz' });
    expect(paused.rows.every((row) => row.recruitStatus === 'zmz')).toBe(true);
  });

  it('counts exactly a page deep enough to need a long walk, and the pages after it', async () => {
    for (const offset of [12, 27, 0]) {
      const search = { keyword: '研究', offset, limit: 3 };
      const answer = await list(search);
      expect(answer.rows.map((row) => row.id)).toEqual((await exactPage(search, offset, 3)).ids);
      expect(answer).toMatchObject({ total: 30 });
      expect(answer.totalApproximate).toBeUndefined();
    }
  });

  it('counts exactly a term few projects hold, and filters that leave few projects', async () => {
    expect(await list({ keyword: '治疗' })).toMatchObject({ total: 4 });
    expect((await list({ keyword: '治疗' })).totalApproximate).toBeUndefined();
    const devices = await list({ keyword: '研究', trialType: 'device' });
    expect(devices.total).toBe(2);
    expect(devices.totalApproximate).toBeUndefined();
  });

  it('counts a term exactly at the threshold and estimates past it, as projects are added', async () => {
    await addProject('治疗五');
    expect(await list({ keyword: '治疗', limit: 2 })).toMatchObject({ total: 5 });
    const sixth = await addProject('治疗六');
    const answer = await list({ keyword: '治疗', limit: 2 });
    expect(answer.totalApproximate).toBe(true);
    expect(answer.rows.map((row) => row.id)).toEqual((await exactPage({ keyword: '治疗' }, 0, 2)).ids);
    expect(answer.rows[0]?.id).toBe(sixth);
  });

  it('shows a project added, renamed or deleted at once', async () => {
    const added = await addProject('新的研究');
    expect((await list({ keyword: '研究' })).rows[0]?.id).toBe(added);
    await t.db.updateTable('project').set({ name: '新的试验' }).where('id', '=', added).execute();
    const renamed = await list({ keyword: '研究' });
    expect(renamed.rows.map((row) => row.id)).not.toContain(added);
    const [first] = renamed.rows;
    await t.db
      .deleteFrom('project')
      .where('id', '=', first?.id ?? 0)
      .execute();
    const deleted = await list({ keyword: '研究' });
    expect(deleted.rows.map((row) => row.id)).toEqual((await exactPage({ keyword: '研究' })).ids);
    expect(deleted.rows.map((row) => row.id)).not.toContain(first?.id);
  });
});

describe('estimates', () => {
  it('keep two significant digits', () => {
    expect([roundEstimate(7), roundEstimate(63_456), roundEstimate(1_049), roundEstimate(995)]).toEqual([
      7, 63_000, 1_000, 1_000,
    ]);
  });
});
