import { createFileRoute, notFound } from '@tanstack/react-router';
import { VisitPlansPage } from '../../features/staff-visit-plans/components/visit-plans-page';
import { idParam } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/visit-plans')({
  staticData: { projectPage: 'VisitPlans' },
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
  return <VisitPlansPage projectId={projectId} />;
}
