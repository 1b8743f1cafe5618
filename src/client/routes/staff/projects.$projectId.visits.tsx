import { createFileRoute, notFound } from '@tanstack/react-router';
import { SubjectVisitsPage } from '../../features/staff-subject-visits/components/subject-visits-page';
import { idParam } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/visits')({
  staticData: { projectPage: 'SubjectVisits' },
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
  return <SubjectVisitsPage projectId={projectId} />;
}
