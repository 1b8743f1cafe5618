import { createFileRoute } from '@tanstack/react-router';
import { ExpensesPage } from '../../../features/finance/expenses/components/expenses-page';
import { expenseSearchFilters } from '../../../features/finance/expenses/search';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(finance)/projects/$projectId/finance-expenses')({
  ...projectListRoute('FinanceExpenses', expenseSearchFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <ExpensesPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
