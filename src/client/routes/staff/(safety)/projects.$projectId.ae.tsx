import { createFileRoute } from '@tanstack/react-router';
import type { AE_SERIOUS_VALUES } from '../../../../shared/api/safety/ae';
import type { RECORD_STATUSES } from '../../../../shared/domain/safety/status';
import { AePage, type AeSearch } from '../../../features/safety/ae/components/ae-page';
import { compact, listSearch } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

interface PageSearch extends AeSearch {
  /** The record shown, so the task inbox and other pages can link to it. */
  id?: number;
}

/* Route files are in the entry bundle: the filters' values are literals checked against the API's constants. */
const STATUSES = ['draft', 'submitted'] as const satisfies typeof RECORD_STATUSES;
const SERIOUS = ['1', '0'] as const satisfies typeof AE_SERIOUS_VALUES;

/** `saeRequired` is read as 'true' / 'false' text (the URL may hold it as a JSON boolean), then typed. */
const readSearch = listSearch<Omit<PageSearch, 'saeRequired'> & { saeRequired?: string }>({
  status: STATUSES,
  serious: SERIOUS,
  saeRequired: ['true', 'false'],
  subjectId: 'id',
  id: 'id',
});

/**
 * The route's typed search. Read again in the component: the router's `search` keeps the raw
 * params beside the validated ones, so a value it dropped would still reach the list.
 */
function typedSearch(search: Record<string, unknown>): PageSearch {
  const { saeRequired, ...rest } = readSearch({ ...search, saeRequired: String(search.saeRequired) });
  return compact({ ...rest, saeRequired: saeRequired === undefined ? undefined : saeRequired === 'true' });
}

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/ae')({
  staticData: { projectPage: 'SafetyAe' },
  params: projectIdParams,
  validateSearch: typedSearch,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const { id, ...search } = typedSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AePage
      projectId={projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: compact({ ...next, id }) })}
      openId={id}
      onOpenChange={(next) => void navigate({ search: compact({ ...search, id: next }) })}
    />
  );
}
