import { createFileRoute, notFound } from '@tanstack/react-router';
import { FunnelPage } from '../../features/staff-funnel/components/funnel-page';
import { idParam } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/funnel')({
  staticData: { projectPage: 'RecruitFunnel' },
  params: {
    parse: ({ projectId }) => {
      const id = idParam(projectId);
      if (id === undefined) throw notFound();
      return { projectId: id };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  return <FunnelPage projectId={projectId} />;
}
