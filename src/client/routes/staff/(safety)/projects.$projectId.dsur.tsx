import { createFileRoute } from '@tanstack/react-router';
import { dsurListFilters } from '../../../../shared/api/safety/list-filters';
import { DsurPage } from '../../../features/safety/pv/components/dsur-page';
import { openRecordProps, projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/dsur')({
  ...projectListRoute('SafetyDsur', dsurListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const props = openRecordProps(Route.useSearch(), (search) => void navigate({ search }));
  return <DsurPage projectId={Route.useParams().projectId} {...props} />;
}
