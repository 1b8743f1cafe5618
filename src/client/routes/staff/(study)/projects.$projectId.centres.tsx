import { createFileRoute } from '@tanstack/react-router';
import { CentresPage } from '../../../features/study/centres/components/centres-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(study)/projects/$projectId/centres')({
  staticData: { projectPage: 'ResearchCentres' },
  params: projectIdParams,
  component: CentresRoute,
});

function CentresRoute() {
  const { projectId } = Route.useParams();
  return <CentresPage projectId={projectId} />;
}
