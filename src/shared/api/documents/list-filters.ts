/**
 * The filters of the document search (system page DocumentSearch) that the page keeps in its
 * URL, read by its route. Kept apart from the endpoint, whose schemas the route (in the entry
 * bundle) must not pull in; the statuses are written out, checked against the status machine's
 * module by type.
 */
import type { DOCUMENT_VERSION_STATUSES as DOMAIN_VERSION_STATUSES } from '../../domain/documents/versions';
import type { searchTextSchema as sharedSearchText } from '../contract/staff-fields';

const searchTextSchema = {
  type: 'string',
  format: 'single-line',
  maxLength: 64,
} as const satisfies typeof sharedSearchText;

export const SEARCH_VERSION_STATUSES = [
  'draft',
  'inReview',
  'effective',
  'superseded',
  'withdrawn',
] as const satisfies typeof DOMAIN_VERSION_STATUSES;

/** Expiry of the current version: already expired (before today), or due within `withinDays` from today. */
export const EXPIRY_FILTERS = ['expired', 'dueSoon'] as const;
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number];
/** The window of 'dueSoon' when none is given, in days. */
export const DEFAULT_DUE_WITHIN_DAYS = 30;

/**
 * By title (contains), folder (its code starts with, or its name contains), the current
 * version's status, expiry and uploader (name contains), and one project.
 */
export const documentSearchFilters = {
  title: searchTextSchema,
  folder: searchTextSchema,
  status: { type: 'string', enum: SEARCH_VERSION_STATUSES },
  expiry: { type: 'string', enum: EXPIRY_FILTERS },
  withinDays: { type: 'integer', minimum: 1, maximum: 366 },
  /** The current version expires before this day (YYYY-MM-DD). */
  expiresBefore: { type: 'string', format: 'calendar-date' },
  uploader: searchTextSchema,
  projectId: { type: 'integer', minimum: 1 },
} as const;

/** The help center's search: a part of an article's title, in either language. */
export const helpListFilters = { keyword: searchTextSchema } as const;
