import { createFileRoute } from '@tanstack/react-router';
import { MilestonesPage } from '../../../features/study/milestones/components/milestones-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(study)/projects/$projectId/milestones')({
  staticData: { projectPage: 'ProjectMilestones' },
  params: projectIdParams,
  component: MilestonesRoute,
});

function MilestonesRoute() {
  const { projectId } = Route.useParams();
  return <MilestonesPage projectId={projectId} />;
}
