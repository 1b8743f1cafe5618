import type { PatientListQuery } from '../../../../shared/api/recruitment/candidates';
import type { PageSearch } from '../../../lib/search-params';

/** The worklist's tab: everyone, the suggested ones, or follow-ups due (those due longest first). */
export const CANDIDATE_VIEWS = ['all', 'suggested', 'due'] as const;
export type CandidateView = (typeof CANDIDATE_VIEWS)[number];

/** The worklist's URL search: tab, filters and paging. */
export interface CandidatesSearch extends PageSearch {
  view?: CandidateView;
  status?: PatientListQuery['status'];
  keyword?: string;
}
