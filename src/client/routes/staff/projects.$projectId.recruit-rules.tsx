import { createFileRoute, notFound } from '@tanstack/react-router';
import { RecruitRulesPage } from '../../features/staff-recruit-rules/components/recruit-rules-page';
import { idParam } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/recruit-rules')({
  staticData: { projectPage: 'RecruitRules' },
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
  return <RecruitRulesPage projectId={projectId} />;
}
