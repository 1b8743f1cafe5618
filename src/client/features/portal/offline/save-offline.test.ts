import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectSearch } from '../../../../shared/api/portal/portal';
import { type ProjectSaver, type SaveProgress, createProjectSaver, saveProjectsForOffline } from './save-offline';

const catalogue = Array.from({ length: 230 }, (_, i) => ({ id: i + 1, status: i % 3 === 0 ? 'zmwc' : 'zmz' }));

function fakeSaver(failOn?: number): ProjectSaver & { saved: number[]; searches: ProjectSearch[] } {
  const saved: number[] = [];
  const searches: ProjectSearch[] = [];
  return {
    saved,
    searches,
    fetchListPage: async (search) => {
      searches.push(search);
      const matching = catalogue.filter((p) => !search.recruitStatus || p.status === search.recruitStatus);
      return { rows: matching.slice(search.offset, search.offset + search.limit), total: matching.length };
    },
    saveProject: async (id) => {
      if (id === failOn) throw new TypeError('Failed to fetch');
      saved.push(id);
    },
  };
}

describe('saveProjectsForOffline', () => {
  it('pages through every match, saves each project once and reports progress', async () => {
    const saver = fakeSaver();
    const progress: SaveProgress[] = [];
    const result = await saveProjectsForOffline(
      saver,
      { recruitStatus: 'zmz', keyword: ' 肺癌 ' },
      (p) => progress.push(p),
      new AbortController().signal,
    );
    const expected = catalogue.filter((p) => p.status === 'zmz').map((p) => p.id);
    expect(result).toEqual({ phase: 'done', done: expected.length, total: expected.length });
    expect(saver.saved.sort((a, b) => a - b)).toEqual(expected);
    expect(saver.searches.map((s) => s.offset)).toEqual([0, 100]);
    expect(saver.searches[0]).toEqual({ offset: 0, limit: 100, recruitStatus: 'zmz', keyword: '肺癌' });
    expect(progress[0]).toEqual({ phase: 'listing', done: 0, total: 0 });
    expect(progress.filter((p) => p.phase === 'saving').map((p) => p.done)).toEqual(
      Array.from({ length: expected.length + 1 }, (_, i) => i),
    );
  });

  it('saves every status when none is chosen', async () => {
    const saver = fakeSaver();
    const result = await saveProjectsForOffline(
      saver,
      { recruitStatus: '', keyword: '' },
      () => {},
      new AbortController().signal,
    );
    expect(result.total).toBe(230);
    expect(saver.searches[0]).toEqual({ offset: 0, limit: 100 });
  });

  it('pages on past an estimated total until a page comes back short', async () => {
    const saver = fakeSaver();
    const estimating = {
      ...saver,
      // The server's estimate for a common keyword: too low here.
      fetchListPage: async (search: ProjectSearch) => ({
        ...(await saver.fetchListPage(search)),
        total: 100,
        totalApproximate: true as const,
      }),
    };
    const result = await saveProjectsForOffline(
      estimating,
      { recruitStatus: '', keyword: '研究' },
      () => {},
      new AbortController().signal,
    );
    expect(result.total).toBe(230);
    expect(saver.searches.map((s) => s.offset)).toEqual([0, 100, 200]);
  });

  it('stops and reports how far it got when the network fails', async () => {
    const result = await saveProjectsForOffline(
      fakeSaver(10),
      { recruitStatus: '', keyword: '' },
      () => {},
      new AbortController().signal,
    );
    expect(result.phase).toBe('failed');
    expect(result.total).toBe(230);
    expect(result.done).toBeLessThan(230);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const saver = fakeSaver();
    const result = await saveProjectsForOffline(
      saver,
      { recruitStatus: '', keyword: '' },
      (p) => p.done === 5 && controller.abort(),
      controller.signal,
    );
    expect(result.phase).toBe('cancelled');
    expect(saver.saved.length).toBeLessThan(10);
  });
});

describe('createProjectSaver', () => {
  it('fills the query cache under the factories own keys', async () => {
    const queryClient = new QueryClient();
    const fetchMock = vi.fn(async (id: number) => ({ id }));
    const saver = createProjectSaver(queryClient, {
      listPage: (search: ProjectSearch) =>
        queryOptions({
          queryKey: ['projects', 'list', search],
          queryFn: async () => ({ rows: [{ id: 4 }], total: 1 }),
        }),
      detail: (id: number) => queryOptions({ queryKey: ['projects', 'detail', id], queryFn: () => fetchMock(id) }),
      outpatients: (id: number) => queryOptions({ queryKey: ['projects', 'outpatients', id], queryFn: async () => [] }),
      selfCheck: (id: number) =>
        queryOptions({ queryKey: ['projects', 'selfCheck', id, 'default'], queryFn: async () => ({ questions: [] }) }),
    });
    await saveProjectsForOffline(saver, { recruitStatus: 'zmz', keyword: '' }, () => {}, new AbortController().signal);
    expect(queryClient.getQueryData(['projects', 'detail', 4])).toEqual({ id: 4 });
    expect(queryClient.getQueryData(['projects', 'outpatients', 4])).toEqual([]);
    expect(queryClient.getQueryData(['projects', 'selfCheck', 4, 'default'])).toEqual({ questions: [] });
    expect(queryClient.getQueryData(['projects', 'list', { offset: 0, limit: 100, recruitStatus: 'zmz' }])).toEqual({
      rows: [{ id: 4 }],
      total: 1,
    });
  });
});
