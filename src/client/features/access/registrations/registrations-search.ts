import type { registrationListFilters } from '../../../../shared/api/access/list-filters';
import type { SearchOf } from '../../../lib/search-params';

/** The registration list's URL search: the list endpoint's filters and paging. */
export type RegistrationsSearch = SearchOf<typeof registrationListFilters>;
