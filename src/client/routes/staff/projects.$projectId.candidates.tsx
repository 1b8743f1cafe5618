import { createFileRoute, notFound } from '@tanstack/react-router';
import { CandidatesPage } from '../../features/staff-recruitment/components/candidates-page';
import { idParam } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/candidates')({
  staticData: { projectPage: 'RecruitCandidates' },
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
  return <CandidatesPage projectId={projectId} />;
}
