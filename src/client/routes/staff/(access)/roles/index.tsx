import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '../../../../features/access/roles/components/roles-page';
import type { RolesSearch } from '../../../../features/access/roles/roles-search';
import { compact, listSearch } from '../../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/roles/')({
  staticData: { staffPage: 'RoleManage' },
  validateSearch: listSearch<RolesSearch>({ keyword: 'text' }),
  component: RolesRoute,
});

function RolesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RolesPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
