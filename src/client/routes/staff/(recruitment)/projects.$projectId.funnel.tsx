import { createFileRoute } from '@tanstack/react-router';
import { FunnelPage } from '../../../features/recruitment/funnel/components/funnel-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(recruitment)/projects/$projectId/funnel')({
  staticData: { projectPage: 'RecruitFunnel' },
  params: projectIdParams,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  return <FunnelPage projectId={projectId} />;
}
