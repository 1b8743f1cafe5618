import { createFileRoute } from '@tanstack/react-router';
import { documentSearchFilters } from '../../../../shared/api/documents/list-filters';
import { DocumentSearchPage } from '../../../features/documents/search/components/document-search-page';
import { compact, schemaSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(documents)/document-search')({
  staticData: { staffPage: 'DocumentSearch' },
  validateSearch: schemaSearch(documentSearchFilters),
  component: DocumentSearchRoute,
});

function DocumentSearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DocumentSearchPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
