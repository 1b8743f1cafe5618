import { createFileRoute } from '@tanstack/react-router';
import { auditListFilters } from '../../../../shared/api/access/list-filters';
import { AuditPage } from '../../../features/access/audit/components/audit-page';
import { compact, schemaSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/audit')({
  staticData: { staffPage: 'AuditLog' },
  validateSearch: schemaSearch(auditListFilters),
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
