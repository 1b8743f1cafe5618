import { createFileRoute } from '@tanstack/react-router';
import { deskFilters } from '../../../../shared/api/finance/list-filters';
import { FinanceDeskPage } from '../../../features/finance/desk/components/finance-desk-page';
import { compact, schemaSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(finance)/finance-desk')({
  staticData: { staffPage: 'FinanceDesk' },
  validateSearch: schemaSearch(deskFilters),
  component: FinanceDeskRoute,
});

function FinanceDeskRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FinanceDeskPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
