import type { UserStatus } from '../../../../shared/api/access/users';
import type { PageSearch } from '../../../lib/search-params';

/** The user list's URL search: filters and paging. */
export interface UsersSearch extends PageSearch {
  keyword?: string;
  status?: UserStatus;
  deptId?: number;
  roleId?: number;
}
