import type { userListFilters } from '../../../../shared/api/access/list-filters';
import type { SearchOf } from '../../../lib/search-params';

/** The user list's URL search: the list endpoint's filters and paging. */
export type UsersSearch = SearchOf<typeof userListFilters>;
