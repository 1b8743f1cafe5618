/** One self-check; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SelfCheckDetail } from '../../../features/quality/self-checks/components/self-check-detail';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-self-checks_/$runId')({
  staticData: { projectPage: 'QualitySelfChecks' },
  params: {
    parse: ({ projectId, runId }) => {
      const project = idParam(projectId);
      const run = idParam(runId);
      if (project === undefined || run === undefined) throw notFound();
      return { projectId: project, runId: run };
    },
    stringify: ({ projectId, runId }) => ({ projectId: String(projectId), runId: String(runId) }),
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { projectId, runId } = Route.useParams();
  return <SelfCheckDetail projectId={projectId} id={runId} />;
}
