import { createFileRoute } from '@tanstack/react-router';
import { QcPlansPage } from '../../../features/quality/plans/components/qc-plans-page';
import { openRecordProps, projectListRoute } from '../../../lib/project-list-route';

/** No filters: the URL holds the plan version open. */
export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-plans')({
  ...projectListRoute('QualityPlans', {}),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { openId, onOpenChange } = openRecordProps(Route.useSearch(), (search) => void navigate({ search }));
  return <QcPlansPage projectId={Route.useParams().projectId} openId={openId} onOpenChange={onOpenChange} />;
}
