import { createFileRoute } from '@tanstack/react-router';
import { RecruitRulesPage } from '../../features/staff-recruit-rules/components/recruit-rules-page';
import { projectIdParams } from '../../lib/project-params';

export const Route = createFileRoute('/staff/projects/$projectId/recruit-rules')({
  staticData: { projectPage: 'RecruitRules' },
  params: projectIdParams,
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  return <RecruitRulesPage projectId={projectId} />;
}
