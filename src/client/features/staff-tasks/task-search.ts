/** The task inbox's URL search: project, kind and page (typed, validated). */
import { compact, idParam } from '../../lib/search-params';

export interface TaskInboxSearch {
  projectId?: number;
  kind?: string;
  page?: number;
}

export function taskInboxSearch(search: Record<string, unknown>): TaskInboxSearch {
  const page = idParam(search.page);
  return compact({
    projectId: idParam(search.projectId),
    kind: typeof search.kind === 'string' && search.kind.length <= 40 ? search.kind : undefined,
    page,
  });
}
