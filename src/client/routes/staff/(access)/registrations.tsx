import { createFileRoute } from '@tanstack/react-router';
import { RegistrationsPage } from '../../../features/access/registrations/components/registrations-page';
import type { RegistrationsSearch } from '../../../features/access/registrations/registrations-search';
import { compact, listSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/registrations')({
  staticData: { staffPage: 'RegistrationManage' },
  validateSearch: listSearch<RegistrationsSearch>({ status: ['pending', 'passed', 'refused'], keyword: 'text' }),
  component: RegistrationsRoute,
});

function RegistrationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RegistrationsPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
