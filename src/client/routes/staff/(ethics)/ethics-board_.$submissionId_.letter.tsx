/** A submission's decision letter as it prints, for the committee; not nested in the submission's route. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { LetterPrint } from '../../../features/ethics/letters/components/letter-print';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(ethics)/ethics-board_/$submissionId_/letter')({
  staticData: { staffPage: 'EthicsBoard' },
  params: {
    parse: ({ submissionId }) => {
      const id = idParam(submissionId);
      if (id === undefined) throw notFound();
      return { submissionId: id };
    },
    stringify: ({ submissionId }) => ({ submissionId: String(submissionId) }),
  },
  component: LetterRoute,
});

function LetterRoute() {
  const { submissionId } = Route.useParams();
  return <LetterPrint view={{ kind: 'board' }} submissionId={submissionId} />;
}
