import { createFileRoute } from '@tanstack/react-router';
import { loginLogListFilters } from '../../../../shared/api/access/list-filters';
import { LoginLogPage } from '../../../features/access/audit/components/login-log-page';
import { compact, schemaSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/login-log')({
  staticData: { staffPage: 'LoginLog' },
  validateSearch: schemaSearch(loginLogListFilters),
  component: LoginLogRoute,
});

function LoginLogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LoginLogPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
