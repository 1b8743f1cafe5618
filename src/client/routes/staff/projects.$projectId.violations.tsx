import { createFileRoute } from '@tanstack/react-router';
import { ViolationsPage } from '../../features/staff-violations/components/violations-page';
import { compact, idParam } from '../../lib/search-params';
import { projectIdParams } from '../../lib/project-params';

interface PageSearch {
  /** The record shown, so the task inbox and other pages can link to it. */
  id?: number;
}

export const Route = createFileRoute('/staff/projects/$projectId/violations')({
  staticData: { projectPage: 'ProtocolViolations' },
  params: projectIdParams,
  validateSearch: (search: Record<string, unknown>): PageSearch => compact({ id: idParam(search.id) }),
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ViolationsPage
      projectId={projectId}
      openId={search.id}
      onOpenChange={(id) => void navigate({ search: compact({ id }) })}
    />
  );
}
