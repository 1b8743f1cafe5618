import { createFileRoute } from '@tanstack/react-router';
import { saeListFilters } from '../../../../shared/api/safety/list-filters';
import { SaePage } from '../../../features/safety/sae/components/sae-page';
import { openRecordProps, projectListRoute } from '../../../lib/project-list-route';
import { compact } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/sae')({
  ...projectListRoute('SafetySae', saeListFilters),
  component: PageRoute,
});

/** `aeId` opens the SAE form for that AE (the AE page's 'raise SAE'): kept while filtering, dropped once a record opens or closes. */
function PageRoute() {
  const navigate = Route.useNavigate();
  const { aeId, ...search } = Route.useSearch();
  const props = openRecordProps(search, (next) => void navigate({ search: next }));
  return (
    <SaePage
      projectId={Route.useParams().projectId}
      aeId={aeId}
      {...props}
      onSearchChange={(next) => void navigate({ search: compact({ ...next, id: props.openId, aeId }) })}
    />
  );
}
