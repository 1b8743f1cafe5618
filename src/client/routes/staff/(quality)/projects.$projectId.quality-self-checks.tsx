import { createFileRoute } from '@tanstack/react-router';
import { SelfChecksPage } from '../../../features/quality/self-checks/components/self-checks-page';
import { projectListRoute } from '../../../lib/project-list-route';

/** No filters: the URL holds the page of runs. */
export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-self-checks')({
  ...projectListRoute('QualitySelfChecks', {}),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <SelfChecksPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
