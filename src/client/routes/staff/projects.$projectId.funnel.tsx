import { createFileRoute } from '@tanstack/react-router';
import { FunnelPage } from '../../features/staff-funnel/components/funnel-page';
import { projectIdParams } from '../../lib/project-params';

export const Route = createFileRoute('/staff/projects/$projectId/funnel')({
  staticData: { projectPage: 'RecruitFunnel' },
  params: projectIdParams,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  return <FunnelPage projectId={projectId} />;
}
