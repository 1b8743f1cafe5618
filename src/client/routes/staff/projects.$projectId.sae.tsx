import { createFileRoute } from '@tanstack/react-router';
import { SaePage } from '../../features/staff-safety-sae/components/sae-page';
import { compact, idParam } from '../../lib/search-params';
import { projectIdParams } from '../../lib/project-params';

interface PageSearch {
  /** The record shown, so the task inbox and other pages can link to it. */
  id?: number;
  /** Opens the SAE form for this AE (the AE page's 'raise SAE'). */
  aeId?: number;
}

export const Route = createFileRoute('/staff/projects/$projectId/sae')({
  staticData: { projectPage: 'SafetySae' },
  params: projectIdParams,
  validateSearch: (search: Record<string, unknown>): PageSearch =>
    compact({ id: idParam(search.id), aeId: idParam(search.aeId) }),
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SaePage
      projectId={projectId}
      openId={search.id}
      aeId={search.aeId}
      onOpenChange={(id) => void navigate({ search: compact({ id }) })}
    />
  );
}
