import { createFileRoute } from '@tanstack/react-router';
import { VisitSummaryPage } from '../../../features/visits/schedule/components/visit-summary-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(visits)/projects/$projectId/visit-summary')({
  staticData: { projectPage: 'VisitSummary' },
  params: projectIdParams,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  return <VisitSummaryPage projectId={projectId} />;
}
