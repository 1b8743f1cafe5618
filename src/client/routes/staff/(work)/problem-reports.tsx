import { createFileRoute } from '@tanstack/react-router';
import { ProblemReportsPage } from '../../../features/work/problems/components/problem-reports-page';
import { type ProblemSearch, problemSearch } from '../../../features/work/problems/problem-search';
import { compact } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(work)/problem-reports')({
  staticData: { staffPage: 'ProblemReports' },
  validateSearch: (search: Record<string, unknown>): ProblemSearch => problemSearch(search),
  component: PageRoute,
});

function PageRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProblemReportsPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
