import type { roleListFilters } from '../../../../shared/api/access/list-filters';
import type { SearchOf } from '../../../lib/search-params';

/** The role list's URL search: the list endpoint's filters and paging. */
export type RolesSearch = SearchOf<typeof roleListFilters>;
