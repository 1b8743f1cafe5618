import { createFileRoute } from '@tanstack/react-router';
import type { CON_MED_FLAG_FILTERS } from '../../../../shared/api/safety/con-meds';
import type { CON_MED_STATUSES } from '../../../../shared/domain/safety/status';
import { ConMedsPage, type ConMedsSearch } from '../../../features/safety/con-meds/components/con-meds-page';
import { compact, listSearch } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

interface PageSearch extends ConMedsSearch {
  /** The record shown, so the task inbox and other pages can link to it. */
  id?: number;
}

/* Route files are in the entry bundle: the filters' values are literals checked against the API's constants. */
const STATUSES = ['recorded', 'checked'] as const satisfies typeof CON_MED_STATUSES;
const FLAGS = ['prohibited', 'cautioned', 'none'] as const satisfies typeof CON_MED_FLAG_FILTERS;

/**
 * The route's typed search. Read again in the component: the router's `search` keeps the raw
 * params beside the validated ones, so a value it dropped would still reach the list.
 */
const typedSearch = listSearch<PageSearch>({ status: STATUSES, ruleFlag: FLAGS, id: 'id' });

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/con-meds')({
  staticData: { projectPage: 'ConMeds' },
  params: projectIdParams,
  validateSearch: typedSearch,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const { id, ...search } = typedSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ConMedsPage
      projectId={projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: compact({ ...next, id }) })}
      openId={id}
      onOpenChange={(next) => void navigate({ search: compact({ ...search, id: next }) })}
    />
  );
}
