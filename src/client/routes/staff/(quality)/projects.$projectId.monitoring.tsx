import { createFileRoute } from '@tanstack/react-router';
import type { MonitoringSearch } from '../../../features/quality/monitoring/components/monitoring-page';
import { MonitoringPage } from '../../../features/quality/monitoring/components/monitoring-page';
import { projectIdParams } from '../../../lib/project-params';
import { compact } from '../../../lib/search-params';

/** The view (list or calendar) and the calendar's month ('YYYY-MM'). */
function monitoringSearch(search: Record<string, unknown>): MonitoringSearch {
  const month =
    typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month) ? search.month : undefined;
  return { view: search.view === 'calendar' ? 'calendar' : undefined, month };
}

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/monitoring')({
  staticData: { projectPage: 'MonitoringVisits' },
  params: projectIdParams,
  validateSearch: monitoringSearch,
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  return (
    <MonitoringPage
      projectId={Route.useParams().projectId}
      search={Route.useSearch()}
      onSearchChange={(next) => void navigate({ search: compact(next) })}
    />
  );
}
