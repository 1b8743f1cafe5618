/** The receivables page's search: the tab (accruals when absent), its filters and the page, apart from its components. */
import { ACCRUAL_INVOICED_FILTERS, PAYMENT_STATUSES } from '../../../../shared/api/finance/list-filters';
import type { SearchOf } from '../../../lib/search-params';

export const RECEIVABLE_TABS = ['accruals', 'invoices', 'income'] as const;
export type ReceivableTab = (typeof RECEIVABLE_TABS)[number];

export const receivableSearchFilters = {
  tab: { type: 'string', enum: RECEIVABLE_TABS },
  invoiced: { type: 'string', enum: ACCRUAL_INVOICED_FILTERS },
  feeTypeId: { type: 'integer' },
  subjectId: { type: 'integer' },
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
  status: { type: 'string', enum: PAYMENT_STATUSES },
} as const;

export type ReceivableSearch = SearchOf<typeof receivableSearchFilters>;
