/** The quality dashboard; its component (with the charts) is split from the entry bundle. */
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/quality/dashboard/components/dashboard-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-dashboard')({
  staticData: { projectPage: 'QualityDashboard' },
  params: projectIdParams,
  component: PageRoute,
});

function PageRoute() {
  return <DashboardPage projectId={Route.useParams().projectId} />;
}
