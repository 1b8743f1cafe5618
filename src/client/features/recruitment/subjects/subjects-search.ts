import type { subjectListFilters } from '../../../../shared/api/recruitment/list-filters';
import type { SearchOf } from '../../../lib/search-params';

/** The subject table's URL search: the list endpoint's filters and paging. */
export type SubjectsSearch = SearchOf<typeof subjectListFilters>;
