/** The project's deviation listing, printable; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ViolationListingPrint } from '../../../features/safety/violations/components/violation-listing-print';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/violations_/print')({
  staticData: { projectPage: 'ProtocolViolations' },
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
  return <ViolationListingPrint projectId={Route.useParams().projectId} />;
}
