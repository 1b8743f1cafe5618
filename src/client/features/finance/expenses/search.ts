/** The expenses page's search: the status filter and the page, apart from the page's components. */
import { EXPENSE_STATUSES } from '../../../../shared/api/finance/list-filters';
import type { ExpenseStatus } from '../../../../shared/domain/finance/payables';
import type { PageSearch } from '../../../lib/search-params';

export const expenseSearchFilters = { status: { type: 'string', enum: EXPENSE_STATUSES } } as const;

export interface ExpenseSearch extends PageSearch {
  status?: ExpenseStatus;
}
