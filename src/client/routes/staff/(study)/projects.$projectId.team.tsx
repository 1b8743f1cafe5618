import { createFileRoute } from '@tanstack/react-router';
import { ProjectTeamPage } from '../../../features/study/team/components/project-team-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(study)/projects/$projectId/team')({
  staticData: { projectPage: 'ProjectTeam' },
  params: projectIdParams,
  component: ProjectTeamRoute,
});

function ProjectTeamRoute() {
  const { projectId } = Route.useParams();
  return <ProjectTeamPage projectId={projectId} />;
}
