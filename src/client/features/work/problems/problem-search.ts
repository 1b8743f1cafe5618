/**
 * The problem reports page's URL search: status, page and page size. The status is read as
 * short text here (this file is in the main bundle); the page keeps only a known status.
 */
import { type PageSearch, listSearch } from '../../../lib/search-params';

export interface ProblemSearch extends PageSearch {
  status?: string;
}

export const problemSearch = listSearch<ProblemSearch>({ status: 'text' });
