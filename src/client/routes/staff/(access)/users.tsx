import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/access/users/components/users-page';
import type { UsersSearch } from '../../../features/access/users/users-search';
import { compact, listSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/users')({
  staticData: { staffPage: 'UserManage' },
  validateSearch: listSearch<UsersSearch>({
    keyword: 'text',
    status: ['enabled', 'disabled'],
    deptId: 'id',
    roleId: 'id',
  }),
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
