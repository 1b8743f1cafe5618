import { createFileRoute } from '@tanstack/react-router';
import { findingListFilters } from '../../../../shared/api/quality/list-filters';
import { FindingsPage } from '../../../features/quality/findings/components/findings-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-findings')({
  ...projectListRoute('QualityFindings', findingListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <FindingsPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
