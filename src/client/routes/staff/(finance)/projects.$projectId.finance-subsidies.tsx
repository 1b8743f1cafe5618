import { createFileRoute } from '@tanstack/react-router';
import { SubsidiesPage } from '../../../features/finance/subsidies/components/subsidies-page';
import { subsidySearchFilters } from '../../../features/finance/subsidies/search';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(finance)/projects/$projectId/finance-subsidies')({
  ...projectListRoute('FinanceSubsidies', subsidySearchFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <SubsidiesPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
