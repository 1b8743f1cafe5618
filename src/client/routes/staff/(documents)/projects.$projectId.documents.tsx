import { createFileRoute } from '@tanstack/react-router';
import { BinderPage } from '../../../features/documents/binder/components/binder-page';
import { binderSearchFilters } from '../../../features/documents/binder/search';
import { compact } from '../../../lib/search-params';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(documents)/projects/$projectId/documents')({
  ...projectListRoute('DocumentBinder', binderSearchFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  return (
    <BinderPage
      projectId={Route.useParams().projectId}
      search={Route.useSearch()}
      onSearchChange={(next) => void navigate({ search: compact(next) })}
    />
  );
}
