import type { projectListFilters } from '../../../../shared/api/study/list-filters';
import type { SearchOf } from '../../../lib/search-params';

/** The project table's URL search: the list endpoint's filters, sort and paging. */
export type ProjectsSearch = SearchOf<typeof projectListFilters>;

/** The project view's tab, in its URL search. */
export const PROJECT_TABS = ['info', 'edit', 'doctors', 'activity'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
