import { createFileRoute } from '@tanstack/react-router';
import { LoginLogPage } from '../../../features/access/audit/components/login-log-page';
import type { LoginLogSearch } from '../../../features/access/audit/audit-search';
import { compact, listSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/login-log')({
  staticData: { staffPage: 'LoginLog' },
  validateSearch: listSearch<LoginLogSearch>({
    userName: 'text',
    outcome: ['success', 'failure'],
    from: 'day',
    to: 'day',
  }),
  component: LoginLogRoute,
});

function LoginLogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LoginLogPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
