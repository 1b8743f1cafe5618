import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProjectTeamPage } from '../../features/staff-project-team/components/project-team-page';
import { idParam } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/team')({
  staticData: { projectPage: 'ProjectTeam' },
  params: {
    parse: ({ projectId }) => {
      const id = idParam(projectId);
      if (id === undefined) throw notFound();
      return { projectId: id };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  component: ProjectTeamRoute,
});

function ProjectTeamRoute() {
  const { projectId } = Route.useParams();
  return <ProjectTeamPage projectId={projectId} />;
}
