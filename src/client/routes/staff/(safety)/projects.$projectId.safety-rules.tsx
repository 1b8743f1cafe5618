import { createFileRoute } from '@tanstack/react-router';
import { SafetyRulesPage } from '../../../features/safety/rules/components/safety-rules-page';
import { compact, idParam } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

interface PageSearch {
  /** The record shown, so the task inbox and other pages can link to it. */
  id?: number;
}

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/safety-rules')({
  staticData: { projectPage: 'SafetyRules' },
  params: projectIdParams,
  validateSearch: (search: Record<string, unknown>): PageSearch => compact({ id: idParam(search.id) }),
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SafetyRulesPage
      projectId={projectId}
      openId={search.id}
      onOpenChange={(id) => void navigate({ search: compact({ id }) })}
    />
  );
}
