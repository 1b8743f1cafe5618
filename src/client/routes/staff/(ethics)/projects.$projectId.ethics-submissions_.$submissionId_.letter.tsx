/** A submission's signed decision letter as it prints, for its team; not nested in the submission's route. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { LetterPrint } from '../../../features/ethics/letters/components/letter-print';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(ethics)/projects/$projectId/ethics-submissions_/$submissionId_/letter')({
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
  component: LetterRoute,
});

function LetterRoute() {
  const { projectId, submissionId } = Route.useParams();
  return <LetterPrint view={{ kind: 'team', projectId }} submissionId={submissionId} />;
}
