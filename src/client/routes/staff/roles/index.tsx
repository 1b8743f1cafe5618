import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '../../../features/staff-roles/components/roles-page';
import type { RolesSearch } from '../../../features/staff-roles/roles-search';
import { compact, listSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/roles/')({
  staticData: { staffPage: 'RoleManage' },
  validateSearch: listSearch<RolesSearch>({ keyword: 'text' }),
  component: RolesRoute,
});

function RolesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RolesPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
