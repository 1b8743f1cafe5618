import type { PageSearch } from '../../../lib/search-params';

/** The login log's URL search. */
export interface LoginLogSearch extends PageSearch {
  userName?: string;
  outcome?: 'success' | 'failure';
  from?: string;
  to?: string;
}

/** The audit trail's URL search. */
export interface AuditSearch extends PageSearch {
  action?: string;
  entity?: string;
  entityId?: string;
  actorName?: string;
  from?: string;
  to?: string;
}
