import { createFileRoute, notFound } from '@tanstack/react-router';
import { VisitSummaryPage } from '../../features/staff-visit-schedule/components/visit-summary-page';
import { idParam } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/visit-summary')({
  staticData: { projectPage: 'VisitSummary' },
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
  return <VisitSummaryPage projectId={projectId} />;
}
