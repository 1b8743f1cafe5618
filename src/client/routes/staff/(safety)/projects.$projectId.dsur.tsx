import { createFileRoute } from '@tanstack/react-router';
import type { PV_STATUS } from '../../../../shared/domain/study';
import type { DUE_STATES } from '../../../../shared/domain/safety/due-dates';
import type { RECORD_STATUSES } from '../../../../shared/domain/safety/status';
import { DsurPage, type DsurSearch } from '../../../features/safety/pv/components/dsur-page';
import { compact, listSearch } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

interface PageSearch extends DsurSearch {
  /** The record shown, so the task inbox and other pages can link to it. */
  id?: number;
}

/* Route files are in the entry bundle: the filters' values are literals checked against the API's constants. */
const STATUSES = ['draft', 'submitted'] as const satisfies typeof RECORD_STATUSES;
type DictValues<Entries> = { readonly [K in keyof Entries]: Entries[K] extends { value: infer V } ? V : never };
const PV_STATUSES = ['new', 'waiting', 'auditing', 'accepted'] as const satisfies DictValues<typeof PV_STATUS>;
const DUE = ['open', 'dueSoon', 'overdue', 'inTime', 'late'] as const satisfies typeof DUE_STATES;

/**
 * The route's typed search. Read again in the component: the router's `search` keeps the raw
 * params beside the validated ones, so a value it dropped would still reach the list.
 */
const typedSearch = listSearch<PageSearch>({
  status: STATUSES,
  pvStatus: PV_STATUSES,
  dueState: DUE,
  id: 'id',
});

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/dsur')({
  staticData: { projectPage: 'SafetyDsur' },
  params: projectIdParams,
  validateSearch: typedSearch,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const { id, ...search } = typedSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <DsurPage
      projectId={projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: compact({ ...next, id }) })}
      openId={id}
      onOpenChange={(next) => void navigate({ search: compact({ ...search, id: next }) })}
    />
  );
}
