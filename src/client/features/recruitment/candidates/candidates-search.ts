import type { candidateListFilters } from '../../../../shared/api/recruitment/list-filters';
import type { SearchOf } from '../../../lib/search-params';

/** The worklist's tab: everyone, the suggested ones, or follow-ups due (those due longest first). */
export const CANDIDATE_VIEWS = ['all', 'suggested', 'due'] as const;
export type CandidateView = (typeof CANDIDATE_VIEWS)[number];

/** The worklist's URL search: the tab, and the list endpoint's filters and paging. */
export type CandidatesSearch = SearchOf<typeof candidateListFilters> & { view?: CandidateView };
