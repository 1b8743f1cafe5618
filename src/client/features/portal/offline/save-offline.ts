/**
 * 'Save for offline': fetches every project matching a recruitment status and keyword, page
 * by page, then each project's detail, outpatient doctors and self-check questions through
 * the app's own query factories, so they land in the query cache under their usual keys and
 * the persister writes them to the device. Progress is reported after each project.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ProjectSearch } from '../../../../shared/api/portal/portal';

/** The largest page the list endpoint answers. */
const SAVE_PAGE_SIZE = 100;
/** Requests in flight at once: quick on good Wi-Fi, gentle on a shared hospital link. */
const SAVE_CONCURRENCY = 3;

interface ListPage {
  rows: { id: number }[];
  total: number;
  /** An estimated total: the list ends at the first page that is not full. */
  totalApproximate?: true;
}

/** The project query factories of the home and project features, passed in by the root route. */
export interface ProjectQueryFactories<
  L extends ListPage,
  LK extends QueryKey,
  D,
  DK extends QueryKey,
  O,
  OK extends QueryKey,
  S = unknown,
  SK extends QueryKey = QueryKey,
> {
  listPage: (search: ProjectSearch) => FetchQueryOptions<L, Error, L, LK>;
  detail: (projectId: number) => FetchQueryOptions<D, Error, D, DK>;
  outpatients: (projectId: number) => FetchQueryOptions<O, Error, O, OK>;
  /** The eligibility self-check's questions, so the check works offline too. */
  selfCheck?: (projectId: number) => FetchQueryOptions<S, Error, S, SK>;
}

export interface ProjectSaver {
  fetchListPage: (search: ProjectSearch) => Promise<ListPage>;
  saveProject: (projectId: number) => Promise<void>;
}

export function createProjectSaver<
  L extends ListPage,
  LK extends QueryKey,
  D,
  DK extends QueryKey,
  O,
  OK extends QueryKey,
  S,
  SK extends QueryKey,
>(queryClient: QueryClient, factories: ProjectQueryFactories<L, LK, D, DK, O, OK, S, SK>): ProjectSaver {
  return {
    fetchListPage: (search) => queryClient.fetchQuery(factories.listPage(search)),
    // fetchQuery rather than prefetchQuery: a failure must show in the progress, not vanish.
    saveProject: async (projectId) => {
      await Promise.all([
        queryClient.fetchQuery(factories.detail(projectId)),
        queryClient.fetchQuery(factories.outpatients(projectId)),
        factories.selfCheck && queryClient.fetchQuery(factories.selfCheck(projectId)),
      ]);
    },
  };
}

export interface SaveCriteria {
  recruitStatus: string;
  keyword: string;
}

export type SavePhase = 'listing' | 'saving' | 'done' | 'failed' | 'cancelled';

export interface SaveProgress {
  phase: SavePhase;
  done: number;
  total: number;
}

async function listMatchingIds(saver: ProjectSaver, criteria: SaveCriteria, signal: AbortSignal): Promise<number[]> {
  const filters: Partial<ProjectSearch> = {};
  if (criteria.recruitStatus) filters.recruitStatus = criteria.recruitStatus;
  if (criteria.keyword.trim()) filters.keyword = criteria.keyword.trim();
  const ids: number[] = [];
  let more = true;
  for (let offset = 0; more && !signal.aborted; offset += SAVE_PAGE_SIZE) {
    const page = await saver.fetchListPage({ ...filters, offset, limit: SAVE_PAGE_SIZE });
    ids.push(...page.rows.map((row) => row.id));
    const next = offset + SAVE_PAGE_SIZE;
    more = page.rows.length > 0 && (page.totalApproximate ? page.rows.length === SAVE_PAGE_SIZE : next < page.total);
  }
  return [...new Set(ids)];
}

export async function saveProjectsForOffline(
  saver: ProjectSaver,
  criteria: SaveCriteria,
  onProgress: (progress: SaveProgress) => void,
  signal: AbortSignal,
): Promise<SaveProgress> {
  let done = 0;
  let total = 0;
  const report = (phase: SavePhase): SaveProgress => {
    const progress = { phase, done, total };
    onProgress(progress);
    return progress;
  };
  try {
    report('listing');
    const ids = await listMatchingIds(saver, criteria, signal);
    total = ids.length;
    report('saving');
    let next = 0;
    const worker = async () => {
      while (next < ids.length && !signal.aborted) {
        const id = ids[next++];
        if (id === undefined) break;
        await saver.saveProject(id);
        done += 1;
        report('saving');
      }
    };
    await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, worker));
    return report(signal.aborted ? 'cancelled' : 'done');
  } catch {
    return report(signal.aborted ? 'cancelled' : 'failed');
  }
}
