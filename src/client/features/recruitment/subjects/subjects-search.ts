import type { SubjectListQuery } from '../../../../shared/api/recruitment/subjects';
import type { PageSearch } from '../../../lib/search-params';

/** The subject table's URL search: filters and paging. */
export interface SubjectsSearch extends PageSearch {
  status?: SubjectListQuery['status'];
  validity?: SubjectListQuery['validity'];
  keyword?: string;
}
