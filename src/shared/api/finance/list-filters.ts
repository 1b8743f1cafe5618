/**
 * The filters of the finance lists that staff pages keep in their URL, read by the routes.
 * Kept apart from the endpoints, whose schemas the routes (in the entry bundle) must not pull
 * in; the states are written out, checked against their modules by type (those modules hold
 * the status machines and labels, which only the pages need).
 */
import type {
  PAYMENT_STATUSES as DOMAIN_PAYMENT_STATUSES,
  SUBSIDY_STATUSES as DOMAIN_SUBSIDY_STATUSES,
  WARNING_KINDS as DOMAIN_WARNING_KINDS,
} from '../../domain/finance/codes';
import type { EXPENSE_STATUSES as DOMAIN_EXPENSE_STATUSES } from '../../domain/finance/payables';
import type { searchTextSchema as sharedSearchText } from '../contract/staff-fields';

const searchTextSchema = {
  type: 'string',
  format: 'single-line',
  maxLength: 64,
} as const satisfies typeof sharedSearchText;

export const PAYMENT_STATUSES = [
  'draft',
  'issued',
  'partlyPaid',
  'paid',
  'overdue',
  'void',
] as const satisfies typeof DOMAIN_PAYMENT_STATUSES;
export const SUBSIDY_STATUSES = [
  'pending',
  'applying',
  'approved',
  'issued',
  'rejected',
] as const satisfies typeof DOMAIN_SUBSIDY_STATUSES;
export const EXPENSE_STATUSES = [
  'draft',
  'approving',
  'approved',
  'rejected',
  'paid',
] as const satisfies typeof DOMAIN_EXPENSE_STATUSES;

/** 'invoiced': on an issued invoice; 'uninvoiced': on none or on a draft (as in the figures). */
export const ACCRUAL_INVOICED_FILTERS = ['uninvoiced', 'invoiced'] as const;

export const DESK_ORDERS = ['desc', 'asc'] as const;

/** The finance desk's filters: a part of the project's name, and outstanding high to low or low to high. */
export const deskFilters = {
  keyword: searchTextSchema,
  order: { type: 'string', enum: DESK_ORDERS },
} as const;

export const WARNING_KINDS = [
  'budgetConsumed',
  'invoiceOverdue',
  'subsidyUnpaid',
  'contractExpiring',
] as const satisfies typeof DOMAIN_WARNING_KINDS;
/** Early warnings shown: open ones (still to deal with), resolved ones (by the job or by hand), or all. */
export const WARNING_STATES = ['open', 'resolved', 'all'] as const;
