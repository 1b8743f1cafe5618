import { createFileRoute } from '@tanstack/react-router';
import type { VIOLATION_TYPE_CODES } from '../../../../shared/api/safety/violations';
import type { VIOLATION_SOURCES, VIOLATION_STATUSES } from '../../../../shared/domain/safety/status';
import { ViolationsPage, type ViolationsSearch } from '../../../features/safety/violations/components/violations-page';
import { compact, listSearch } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

interface PageSearch extends ViolationsSearch {
  /** The record shown, so the task inbox and other pages can link to it. */
  id?: number;
}

/* Route files are in the entry bundle: the filters' values are literals checked against the API's constants. */
const STATUSES = ['open', 'reviewed'] as const satisfies typeof VIOLATION_STATUSES;
const TYPES = [10, 20, 30] as const satisfies typeof VIOLATION_TYPE_CODES;
const SOURCES = ['manual', 'visitOutOfWindow', 'visitMissed'] as const satisfies typeof VIOLATION_SOURCES;

/** `type` is a dictionary code: read as a number, then kept only when it is one of the codes. */
const readSearch = listSearch<PageSearch>({
  status: STATUSES,
  type: 'id',
  source: SOURCES,
  id: 'id',
});

/**
 * The route's typed search. Read again in the component: the router's `search` keeps the raw
 * params beside the validated ones, so a value it dropped would still reach the list.
 */
function typedSearch(search: Record<string, unknown>): PageSearch {
  const read = readSearch(search);
  return compact({ ...read, type: TYPES.find((code) => code === read.type) });
}

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/violations')({
  staticData: { projectPage: 'ProtocolViolations' },
  params: projectIdParams,
  validateSearch: typedSearch,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const { id, ...search } = typedSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ViolationsPage
      projectId={projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: compact({ ...next, id }) })}
      openId={id}
      onOpenChange={(next) => void navigate({ search: compact({ ...search, id: next }) })}
    />
  );
}
