import { createFileRoute } from '@tanstack/react-router';
import { ReceivablesPage } from '../../../features/finance/receivables/components/receivables-page';
import { receivableSearchFilters } from '../../../features/finance/receivables/search';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(finance)/projects/$projectId/finance-receivables')({
  ...projectListRoute('FinanceReceivables', receivableSearchFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <ReceivablesPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
