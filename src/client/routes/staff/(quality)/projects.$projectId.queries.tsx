import { createFileRoute } from '@tanstack/react-router';
import { queryListFilters } from '../../../../shared/api/quality/monitoring-filters';
import { QueriesPage } from '../../../features/quality/queries/components/queries-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/queries')({
  ...projectListRoute('MonitoringQueries', queryListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, unsettled: _unsettled, ...search } = Route.useSearch();
  return (
    <QueriesPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
