import type { RegistrationStatus } from '../../../../shared/api/access/registration';
import type { PageSearch } from '../../../lib/search-params';

/** The registration list's URL search. */
export interface RegistrationsSearch extends PageSearch {
  status?: RegistrationStatus;
  keyword?: string;
}
