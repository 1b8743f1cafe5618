import { createFileRoute } from '@tanstack/react-router';
import { roleListFilters } from '../../../../../shared/api/access/list-filters';
import { RolesPage } from '../../../../features/access/roles/components/roles-page';
import { compact, schemaSearch } from '../../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/roles/')({
  staticData: { staffPage: 'RoleManage' },
  validateSearch: schemaSearch(roleListFilters),
  component: RolesRoute,
});

function RolesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RolesPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
