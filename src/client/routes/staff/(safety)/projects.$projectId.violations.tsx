import { createFileRoute } from '@tanstack/react-router';
import { violationListFilters } from '../../../../shared/api/safety/list-filters';
import { ViolationsPage } from '../../../features/safety/violations/components/violations-page';
import { openRecordProps, projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/violations')({
  ...projectListRoute('ProtocolViolations', violationListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const props = openRecordProps(Route.useSearch(), (search) => void navigate({ search }));
  return <ViolationsPage projectId={Route.useParams().projectId} {...props} />;
}
