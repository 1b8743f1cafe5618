/** Pack labels of the inventory's filtered packs, printable; not nested in the list's route. */
import { createFileRoute } from '@tanstack/react-router';
import { stockListFilters } from '../../../../shared/api/drugs/list-filters';
import { StockLabels } from '../../../features/drugs/scanning/components/stock-labels';
import { projectIdParams } from '../../../lib/project-params';
import { schemaSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-inventory_/labels')({
  staticData: { projectPage: 'DrugInventory' },
  params: projectIdParams,
  validateSearch: schemaSearch(stockListFilters),
  component: LabelsRoute,
});

function LabelsRoute() {
  const { page: _, size: __, ...filters } = Route.useSearch();
  return <StockLabels projectId={Route.useParams().projectId} filters={filters} />;
}
