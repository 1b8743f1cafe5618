import { createFileRoute } from '@tanstack/react-router';
import { EXCURSION_STATUSES, stockListFilters } from '../../../../shared/api/drugs/list-filters';
import { InventoryPage } from '../../../features/drugs/inventory/components/inventory-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-inventory')({
  ...projectListRoute('DrugInventory', {
    ...stockListFilters,
    excursionStatus: { type: 'string', enum: EXCURSION_STATUSES },
  } as const),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, excursionStatus, ...search } = Route.useSearch();
  return (
    <InventoryPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: { ...next, excursionStatus } })}
      excursionStatus={excursionStatus}
      onExcursionStatusChange={(status) => void navigate({ search: { ...search, excursionStatus: status } })}
    />
  );
}
