import { createFileRoute } from '@tanstack/react-router';
import { distributionListFilters } from '../../../../shared/api/drugs/list-filters';
import { DispensingPage } from '../../../features/drugs/dispensing/components/dispensing-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-dispensing')({
  ...projectListRoute('DrugDispensing', distributionListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _, ...search } = Route.useSearch();
  return (
    <DispensingPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
