import type { auditListFilters, loginLogListFilters } from '../../../../shared/api/access/list-filters';
import type { SearchOf } from '../../../lib/search-params';

/** The login log's URL search: the list endpoint's filters and paging. */
export type LoginLogSearch = SearchOf<typeof loginLogListFilters>;

/** The audit trail's URL search: the list endpoint's filters and paging. */
export type AuditSearch = SearchOf<typeof auditListFilters>;
