import { createFileRoute } from '@tanstack/react-router';
import { ConMedsPage } from '../../features/staff-con-meds/components/con-meds-page';
import { compact, idParam } from '../../lib/search-params';
import { projectIdParams } from '../../lib/project-params';

interface PageSearch {
  /** The record shown, so the task inbox and other pages can link to it. */
  id?: number;
}

export const Route = createFileRoute('/staff/projects/$projectId/con-meds')({
  staticData: { projectPage: 'ConMeds' },
  params: projectIdParams,
  validateSearch: (search: Record<string, unknown>): PageSearch => compact({ id: idParam(search.id) }),
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ConMedsPage
      projectId={projectId}
      openId={search.id}
      onOpenChange={(id) => void navigate({ search: compact({ id }) })}
    />
  );
}
