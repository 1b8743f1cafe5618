import { createFileRoute } from '@tanstack/react-router';
import { userListFilters } from '../../../../shared/api/access/list-filters';
import { UsersPage } from '../../../features/access/users/components/users-page';
import { compact, schemaSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/users')({
  staticData: { staffPage: 'UserManage' },
  validateSearch: schemaSearch(userListFilters),
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
