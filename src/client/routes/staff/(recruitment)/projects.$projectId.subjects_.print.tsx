/** The project's screening and enrolment log, printable; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ScreeningLogPrint } from '../../../features/recruitment/subjects/components/screening-log-print';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(recruitment)/projects/$projectId/subjects_/print')({
  staticData: { projectPage: 'TrialSubjects' },
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
  return <ScreeningLogPrint projectId={Route.useParams().projectId} />;
}
