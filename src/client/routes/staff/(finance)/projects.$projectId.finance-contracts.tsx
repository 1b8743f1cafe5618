import { createFileRoute } from '@tanstack/react-router';
import { ContractsPage } from '../../../features/finance/contracts/components/contracts-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(finance)/projects/$projectId/finance-contracts')({
  ...projectListRoute('FinanceContracts', {}),
  component: PageRoute,
});

function PageRoute() {
  return <ContractsPage projectId={Route.useParams().projectId} />;
}
