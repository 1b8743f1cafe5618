import { createFileRoute } from '@tanstack/react-router';
import { helpListFilters } from '../../../../../shared/api/documents/list-filters';
import { HelpCenterPage } from '../../../../features/documents/help/components/help-center-page';
import { compact, schemaSearch } from '../../../../lib/search-params';

// HelpCenter is every signed-in user's page (ALWAYS_SYSTEM_PAGES): no page permission to check.
export const Route = createFileRoute('/staff/(documents)/help/')({
  staticData: { staffCrumb: 'helpCenter' },
  validateSearch: schemaSearch(helpListFilters),
  component: HelpCenterRoute,
});

function HelpCenterRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HelpCenterPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
