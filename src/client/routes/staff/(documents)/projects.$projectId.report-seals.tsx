import { createFileRoute } from '@tanstack/react-router';
import { ReportSealsPage } from '../../../features/documents/seals/components/report-seals-page';
import { projectListRoute } from '../../../lib/project-list-route';

/** The project's summary report seal applications. */
export const Route = createFileRoute('/staff/(documents)/projects/$projectId/report-seals')({
  ...projectListRoute('ReportSeals', {}),
  component: PageRoute,
});

function PageRoute() {
  return <ReportSealsPage projectId={Route.useParams().projectId} />;
}
