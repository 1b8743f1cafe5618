/** One submission as the committee sees it; not nested in the board's route, so the board does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SubmissionPage } from '../../../features/ethics/submissions/components/submission-page';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(ethics)/ethics-board_/$submissionId')({
  staticData: { staffPage: 'EthicsBoard' },
  params: {
    parse: ({ submissionId }) => {
      const id = idParam(submissionId);
      if (id === undefined) throw notFound();
      return { submissionId: id };
    },
    stringify: ({ submissionId }) => ({ submissionId: String(submissionId) }),
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { submissionId } = Route.useParams();
  return <SubmissionPage view={{ kind: 'board' }} id={submissionId} />;
}
