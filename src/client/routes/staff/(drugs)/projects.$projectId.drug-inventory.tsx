import { createFileRoute } from '@tanstack/react-router';
import { stockListFilters } from '../../../../shared/api/drugs/inventory';
import { InventoryPage } from '../../../features/drugs/inventory/components/inventory-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-inventory')({
  ...projectListRoute('DrugInventory', stockListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <InventoryPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
