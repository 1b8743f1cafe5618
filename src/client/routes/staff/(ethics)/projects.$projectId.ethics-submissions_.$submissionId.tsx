/** One submission as its team sees it; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SubmissionPage } from '../../../features/ethics/submissions/components/submission-page';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(ethics)/projects/$projectId/ethics-submissions_/$submissionId')({
  staticData: { projectPage: 'EthicsSubmissions' },
  params: {
    parse: ({ projectId, submissionId }) => {
      const project = idParam(projectId);
      const submission = idParam(submissionId);
      if (project === undefined || submission === undefined) throw notFound();
      return { projectId: project, submissionId: submission };
    },
    stringify: ({ projectId, submissionId }) => ({ projectId: String(projectId), submissionId: String(submissionId) }),
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { projectId, submissionId } = Route.useParams();
  return <SubmissionPage view={{ kind: 'team', projectId }} id={submissionId} />;
}
