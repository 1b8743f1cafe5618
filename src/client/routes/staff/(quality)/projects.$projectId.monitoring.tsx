import { createFileRoute } from '@tanstack/react-router';
import { MonitoringPage } from '../../../features/quality/monitoring/components/monitoring-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/monitoring')({
  staticData: { projectPage: 'MonitoringVisits' },
  params: projectIdParams,
  component: PageRoute,
});

function PageRoute() {
  return <MonitoringPage projectId={Route.useParams().projectId} />;
}
