import { createFileRoute } from '@tanstack/react-router';
import { RecoveryPage } from '../../../features/drugs/recovery/components/recovery-page';
import { recoverySearchFilters } from '../../../features/drugs/recovery/search';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-recovery')({
  ...projectListRoute('DrugRecovery', recoverySearchFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <RecoveryPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
