import { createFileRoute } from '@tanstack/react-router';
import { SafetyRulesPage } from '../../../features/safety/rules/components/safety-rules-page';
import { openRecordProps, projectListRoute } from '../../../lib/project-list-route';

/** No filters: the URL holds the rule version open. */
export const Route = createFileRoute('/staff/(safety)/projects/$projectId/safety-rules')({
  ...projectListRoute('SafetyRules', {}),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { openId, onOpenChange } = openRecordProps(Route.useSearch(), (search) => void navigate({ search }));
  return <SafetyRulesPage projectId={Route.useParams().projectId} openId={openId} onOpenChange={onOpenChange} />;
}
