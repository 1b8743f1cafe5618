import { createFileRoute } from '@tanstack/react-router';
import { deliveryListFilters } from '../../../../shared/api/drugs/list-filters';
import { DeliveriesPage } from '../../../features/drugs/deliveries/components/deliveries-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-deliveries')({
  ...projectListRoute('DrugDeliveries', deliveryListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _, ...search } = Route.useSearch();
  return (
    <DeliveriesPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
