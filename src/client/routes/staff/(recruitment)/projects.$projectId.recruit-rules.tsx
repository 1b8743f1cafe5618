import { createFileRoute } from '@tanstack/react-router';
import { RecruitRulesPage } from '../../../features/recruitment/rules/components/recruit-rules-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(recruitment)/projects/$projectId/recruit-rules')({
  staticData: { projectPage: 'RecruitRules' },
  params: projectIdParams,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  return <RecruitRulesPage projectId={projectId} />;
}
