import { createFileRoute } from '@tanstack/react-router';
import { susarListFilters } from '../../../../shared/api/safety/list-filters';
import { SusarPage } from '../../../features/safety/pv/components/susar-page';
import { openRecordProps, projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/susar')({
  ...projectListRoute('SafetySusar', susarListFilters),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const props = openRecordProps(Route.useSearch(), (search) => void navigate({ search }));
  return <SusarPage projectId={Route.useParams().projectId} {...props} />;
}
