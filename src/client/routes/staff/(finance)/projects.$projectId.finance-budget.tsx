import { createFileRoute } from '@tanstack/react-router';
import { BudgetPage } from '../../../features/finance/budgets/components/budget-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(finance)/projects/$projectId/finance-budget')({
  ...projectListRoute('FinanceBudget', {}),
  component: PageRoute,
});

function PageRoute() {
  return <BudgetPage projectId={Route.useParams().projectId} />;
}
