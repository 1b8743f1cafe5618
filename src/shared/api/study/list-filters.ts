/**
 * The filters of the project table: the list and export endpoints' querystring, and the
 * staff page's URL search, read by the route. Kept apart from the endpoints, whose schemas
 * the routes (in the entry bundle) must not pull in.
 */
import { RECRUIT_STATUS_CODES } from '../../domain/portal';
import type { PROJECT_STATUSES as DOMAIN_PROJECT_STATUSES } from '../../domain/study/lifecycle';
import type { searchTextSchema as sharedSearchText } from '../contract/staff-fields';

export const PROJECT_SORT_FIELDS = ['actionTime', 'name', 'updatedAt', 'projectNo', 'status'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];
export const PUBLICATION_FILTERS = ['published', 'draft'] as const;

/** Written out, checked against the lifecycle module by type: that module holds the status machine. */
const PROJECT_STATUSES = [
  'preparing',
  'ongoing',
  'terminated',
  'archived',
] as const satisfies typeof DOMAIN_PROJECT_STATUSES;
const searchText = { type: 'string', format: 'single-line', maxLength: 64 } as const satisfies typeof sharedSearchText;

/** The defaults (newest action first) are the endpoints'; the URL leaves them out. */
export const projectListFilters = {
  keyword: searchText,
  status: { type: 'string', enum: PROJECT_STATUSES },
  publication: { type: 'string', enum: PUBLICATION_FILTERS },
  recruitStatus: { type: 'string', enum: RECRUIT_STATUS_CODES },
  sort: { type: 'string', enum: PROJECT_SORT_FIELDS },
  order: { type: 'string', enum: ['asc', 'desc'] },
} as const;

/** The endpoints' querystring properties: the filters with the sort's defaults. */
export const projectListQueryProperties = {
  ...projectListFilters,
  sort: { ...projectListFilters.sort, default: 'actionTime' },
  order: { ...projectListFilters.order, default: 'desc' },
} as const;
