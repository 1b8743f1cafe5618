import type { PageSearch } from '../../../lib/search-params';

/** The role list's URL search. */
export interface RolesSearch extends PageSearch {
  keyword?: string;
}
