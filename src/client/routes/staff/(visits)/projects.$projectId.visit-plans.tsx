import { createFileRoute } from '@tanstack/react-router';
import { VisitPlansPage } from '../../../features/visits/plans/components/visit-plans-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(visits)/projects/$projectId/visit-plans')({
  staticData: { projectPage: 'VisitPlans' },
  params: projectIdParams,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  return <VisitPlansPage projectId={projectId} />;
}
