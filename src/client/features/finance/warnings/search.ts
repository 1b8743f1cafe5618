/** The warnings page's search: the warnings' status and kind filters and the page, apart from its components. */
import { WARNING_KINDS, WARNING_STATES } from '../../../../shared/api/finance/list-filters';
import type { SearchOf } from '../../../lib/search-params';

export const warningSearchFilters = {
  state: { type: 'string', enum: WARNING_STATES },
  kind: { type: 'string', enum: WARNING_KINDS },
} as const;

export type WarningSearch = SearchOf<typeof warningSearchFilters>;
