import { createFileRoute, notFound } from '@tanstack/react-router';
import { MilestonesPage } from '../../features/staff-milestones/components/milestones-page';
import { idParam } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/milestones')({
  staticData: { projectPage: 'ProjectMilestones' },
  params: {
    parse: ({ projectId }) => {
      const id = idParam(projectId);
      if (id === undefined) throw notFound();
      return { projectId: id };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  component: MilestonesRoute,
});

function MilestonesRoute() {
  const { projectId } = Route.useParams();
  return <MilestonesPage projectId={projectId} />;
}
