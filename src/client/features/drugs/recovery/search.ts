/**
 * The returns and recovery page's search: the tab (returns when absent), each tab's filter,
 * the page. Apart from the page's components, so the route checks it without loading them.
 */
import { recoveryListFilters, returnListFilters } from '../../../../shared/api/drugs/list-filters';
import type { RecoveryKind } from '../../../../shared/domain/drugs/status';
import type { PageSearch } from '../../../lib/search-params';

export const RECOVERY_TABS = ['returns', 'recoveries'] as const;
export type RecoveryTab = (typeof RECOVERY_TABS)[number];

export const recoverySearchFilters = {
  tab: { type: 'string', enum: RECOVERY_TABS },
  ...returnListFilters,
  ...recoveryListFilters,
} as const;

export interface RecoverySearch extends PageSearch {
  tab?: RecoveryTab;
  subjectId?: number;
  kind?: RecoveryKind;
}
