/** A subject's drug accountability log, printable; not nested in the page's route, so the page does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SubjectLogPrint } from '../../../features/drugs/reconciliation/components/subject-log-print';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute(
  '/staff/(drugs)/projects/$projectId/drug-reconciliation_/subject/$subjectId/print',
)({
  staticData: { projectPage: 'DrugReconciliation' },
  params: {
    parse: ({ projectId, subjectId }) => {
      const project = idParam(projectId);
      const subject = idParam(subjectId);
      if (project === undefined || subject === undefined) throw notFound();
      return { projectId: project, subjectId: subject };
    },
    stringify: ({ projectId, subjectId }) => ({ projectId: String(projectId), subjectId: String(subjectId) }),
  },
  component: PrintRoute,
});

function PrintRoute() {
  const { projectId, subjectId } = Route.useParams();
  return <SubjectLogPrint projectId={projectId} subjectId={subjectId} />;
}
