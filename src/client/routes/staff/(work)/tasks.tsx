import { createFileRoute } from '@tanstack/react-router';
import { TaskInboxPage } from '../../../features/work/tasks/components/task-inbox-page';
import { type TaskInboxSearch, taskInboxSearch } from '../../../features/work/tasks/task-search';
import { compact } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(work)/tasks')({
  staticData: { staffPage: 'TaskInbox' },
  validateSearch: (search: Record<string, unknown>): TaskInboxSearch => taskInboxSearch(search),
  component: PageRoute,
});

function PageRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TaskInboxPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
