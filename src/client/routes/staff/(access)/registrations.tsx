import { createFileRoute } from '@tanstack/react-router';
import { registrationListFilters } from '../../../../shared/api/access/list-filters';
import { RegistrationsPage } from '../../../features/access/registrations/components/registrations-page';
import { compact, schemaSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/registrations')({
  staticData: { staffPage: 'RegistrationManage' },
  validateSearch: schemaSearch(registrationListFilters),
  component: RegistrationsRoute,
});

function RegistrationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RegistrationsPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
