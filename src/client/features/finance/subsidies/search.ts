/** The subsidies page's search: the tab (owed when absent), the status filter and the page, apart from its components. */
import { SUBSIDY_STATUSES } from '../../../../shared/api/finance/list-filters';
import type { SubsidyStatus } from '../../../../shared/domain/finance/codes';
import type { PageSearch } from '../../../lib/search-params';

export const SUBSIDY_TABS = ['owed', 'bills', 'batches'] as const;
export type SubsidyTab = (typeof SUBSIDY_TABS)[number];

export const subsidySearchFilters = {
  tab: { type: 'string', enum: SUBSIDY_TABS },
  status: { type: 'string', enum: SUBSIDY_STATUSES },
} as const;

export interface SubsidySearch extends PageSearch {
  tab?: SubsidyTab;
  status?: SubsidyStatus;
}
