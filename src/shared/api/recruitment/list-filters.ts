/**
 * The filters of the recruitment lists (candidates, subjects): each list endpoint's
 * querystring filters, and the staff page's URL search, read by the route. Kept apart from
 * the endpoints, whose schemas the routes (in the entry bundle) must not pull in; the
 * fragments are written out and checked against the shared ones by type.
 */
import type { RECRUIT_MATCH_STATUSES as DOMAIN_RECRUIT_MATCH_STATUSES } from '../../domain/recruitment/patient';
import type { SUBJECT_STATUSES as DOMAIN_SUBJECT_STATUSES } from '../../domain/recruitment/subject-status';
import type { calendarDateSchema as sharedCalendarDate } from '../contract/formats';
import type { searchTextSchema as sharedSearchText } from '../contract/staff-fields';

/* The states are written out, checked against their modules by type: those modules hold code only the pages need. */
const RECRUIT_MATCH_STATUSES = [
  'recruitDone',
  'recruitFail',
  'recruitOut',
  'recruitMay',
] as const satisfies typeof DOMAIN_RECRUIT_MATCH_STATUSES;
const SUBJECT_STATUSES = [
  'screening',
  'screenFailed',
  'enrolled',
  'completed',
  'withdrawn',
] as const satisfies typeof DOMAIN_SUBJECT_STATUSES;

export const PATIENT_STATUS_FILTERS = [...RECRUIT_MATCH_STATUSES, 'unmatched'] as const;
export const PATIENT_LIST_SORTS = ['updatedAt', 'nextFollowUp', 'matchStatus'] as const;
export const PATIENT_NAME_SEARCH_MAX = 50;
export const SUBJECT_SORT_FIELDS = ['subjectNumber', 'screeningDate', 'status', 'updatedAt'] as const;
/** The invalid filter: only valid entries, only invalid ones, or both (absent). */
export const SUBJECT_VALIDITY_FILTERS = ['valid', 'invalid'] as const;

const calendarDate = { type: 'string', format: 'calendar-date' } as const satisfies typeof sharedCalendarDate;
const searchText = { type: 'string', format: 'single-line', maxLength: 64 } as const satisfies typeof sharedSearchText;

/** The candidate worklist's filters (its tab, suggested or due, is the page's own). */
export const candidateListFilters = {
  status: { type: 'string', enum: PATIENT_STATUS_FILTERS },
  keyword: { type: 'string', format: 'single-line', maxLength: 32 },
  /** The whole name, exactly (spaces, width and Latin case aside): names are sealed, only a keyed hash is searched. */
  name: { type: 'string', format: 'single-line', maxLength: PATIENT_NAME_SEARCH_MAX },
  /** updatedAt (default), nextFollowUp, or matchStatus: pre-screen eligible first. */
  sort: { type: 'string', enum: PATIENT_LIST_SORTS },
} as const;

/** The subject table's filters; the endpoints add the sort's default. */
export const subjectListFilters = {
  status: { type: 'string', enum: SUBJECT_STATUSES },
  validity: { type: 'string', enum: SUBJECT_VALIDITY_FILTERS },
  /** Part of the subject number or the initials. */
  keyword: searchText,
  /** Screening day range, both inclusive. */
  from: calendarDate,
  to: calendarDate,
  sort: { type: 'string', enum: SUBJECT_SORT_FIELDS },
  order: { type: 'string', enum: ['asc', 'desc'] },
} as const;
