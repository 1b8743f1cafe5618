import { createFileRoute } from '@tanstack/react-router';
import { ReconciliationPage } from '../../../features/drugs/reconciliation/components/reconciliation-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-reconciliation')({
  ...projectListRoute('DrugReconciliation', {}),
  component: PageRoute,
});

function PageRoute() {
  return <ReconciliationPage projectId={Route.useParams().projectId} />;
}
