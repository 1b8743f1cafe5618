import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/finance/reports/components/reports-page';
import { reportSearch } from '../../../features/finance/reports/search';
import { compact } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(finance)/projects/$projectId/finance-reports')({
  staticData: { projectPage: 'FinanceReports' },
  params: projectIdParams,
  validateSearch: reportSearch,
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  return (
    <ReportsPage
      projectId={Route.useParams().projectId}
      search={Route.useSearch()}
      onSearchChange={(next) => void navigate({ search: compact(next) })}
    />
  );
}
