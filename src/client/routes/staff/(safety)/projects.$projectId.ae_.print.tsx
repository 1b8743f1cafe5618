/** The project's AE listing, printable; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AeListingPrint } from '../../../features/safety/ae/components/ae-listing-print';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/ae_/print')({
  staticData: { projectPage: 'SafetyAe' },
  params: {
    parse: ({ projectId }) => {
      const project = idParam(projectId);
      if (project === undefined) throw notFound();
      return { projectId: project };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  component: PrintRoute,
});

function PrintRoute() {
  return <AeListingPrint projectId={Route.useParams().projectId} />;
}
