import { createFileRoute } from '@tanstack/react-router';
import { checkTaskListFilters } from '../../../../shared/api/quality/list-filters';
import { CheckTasksPage } from '../../../features/quality/check-tasks/components/check-tasks-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-tasks')({
  ...projectListRoute('QualityCheckTasks', checkTaskListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <CheckTasksPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
