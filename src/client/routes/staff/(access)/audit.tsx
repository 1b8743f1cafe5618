import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/access/audit/components/audit-page';
import type { AuditSearch } from '../../../features/access/audit/audit-search';
import { compact, listSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/audit')({
  staticData: { staffPage: 'AuditLog' },
  validateSearch: listSearch<AuditSearch>({
    action: 'text',
    entity: 'text',
    entityId: 'text',
    actorName: 'text',
    from: 'day',
    to: 'day',
  }),
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
