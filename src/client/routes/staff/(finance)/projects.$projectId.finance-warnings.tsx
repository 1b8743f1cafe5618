import { createFileRoute } from '@tanstack/react-router';
import { WarningsPage } from '../../../features/finance/warnings/components/warnings-page';
import { warningSearchFilters } from '../../../features/finance/warnings/search';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(finance)/projects/$projectId/finance-warnings')({
  ...projectListRoute('FinanceWarnings', warningSearchFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <WarningsPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
