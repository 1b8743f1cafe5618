import { createFileRoute } from '@tanstack/react-router';
import { aeListFilters } from '../../../../shared/api/safety/list-filters';
import { AePage } from '../../../features/safety/ae/components/ae-page';
import { openRecordProps, projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/ae')({
  ...projectListRoute('SafetyAe', aeListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const props = openRecordProps(Route.useSearch(), (search) => void navigate({ search }));
  return <AePage projectId={Route.useParams().projectId} {...props} />;
}
