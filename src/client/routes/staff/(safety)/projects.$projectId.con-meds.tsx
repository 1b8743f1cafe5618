import { createFileRoute } from '@tanstack/react-router';
import { conMedListFilters } from '../../../../shared/api/safety/list-filters';
import { ConMedsPage } from '../../../features/safety/con-meds/components/con-meds-page';
import { openRecordProps, projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/con-meds')({
  ...projectListRoute('ConMeds', conMedListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const props = openRecordProps(Route.useSearch(), (search) => void navigate({ search }));
  return <ConMedsPage projectId={Route.useParams().projectId} {...props} />;
}
