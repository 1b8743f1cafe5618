import { createFileRoute } from '@tanstack/react-router';
import type { DUE_STATES } from '../../../../shared/domain/safety/due-dates';
import type { RECORD_STATUSES } from '../../../../shared/domain/safety/status';
import { SaePage, type SaeSearch } from '../../../features/safety/sae/components/sae-page';
import { compact, listSearch } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

interface PageSearch extends SaeSearch {
  /** The record shown, so the task inbox and other pages can link to it. */
  id?: number;
  /** Opens the SAE form for this AE (the AE page's 'raise SAE'). */
  aeId?: number;
}

/* Route files are in the entry bundle: the filters' values are literals checked against the API's constants. */
const STATUSES = ['draft', 'submitted'] as const satisfies typeof RECORD_STATUSES;
const DUE = ['open', 'dueSoon', 'overdue', 'inTime', 'late'] as const satisfies typeof DUE_STATES;

/**
 * The route's typed search. Read again in the component: the router's `search` keeps the raw
 * params beside the validated ones, so a value it dropped would still reach the list.
 */
const typedSearch = listSearch<PageSearch>({
  status: STATUSES,
  dueState: DUE,
  assigneeId: 'id',
  id: 'id',
  aeId: 'id',
});

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/sae')({
  staticData: { projectPage: 'SafetySae' },
  params: projectIdParams,
  validateSearch: typedSearch,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const { id, aeId, ...search } = typedSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <SaePage
      projectId={projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: compact({ ...next, id, aeId }) })}
      openId={id}
      aeId={aeId}
      onOpenChange={(next) => void navigate({ search: compact({ ...search, id: next }) })}
    />
  );
}
