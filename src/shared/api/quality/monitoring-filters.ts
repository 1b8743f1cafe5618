/**
 * The filters of the monitoring lists (appointments, queries): each list endpoint's
 * querystring (with paging) and the staff page's URL search. Kept apart from the endpoints,
 * whose schemas the routes (in the entry bundle) must not pull in.
 */
import type { APPOINTMENT_STATUSES as DOMAIN_APPOINTMENT_STATUSES } from '../../domain/quality/appointment-status';
import type { QUERY_STATUSES as DOMAIN_QUERY_STATUSES } from '../../domain/quality/query-status';
import type { SDV_RECORD_KINDS as DOMAIN_SDV_RECORD_KINDS } from '../../domain/quality/sdv';
import type { idSchema as sharedIdSchema } from '../contract/staff-fields';

const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const satisfies typeof sharedIdSchema;
const daySchema = { type: 'string', format: 'calendar-date' } as const;
/* The states are written out, checked against their modules by type: those modules hold code only the pages need. */
const APPOINTMENT_STATUSES = [
  'booked',
  'adjusted',
  'accepted',
  'refused',
  'cancelled',
  'launched',
  'closed',
] as const satisfies typeof DOMAIN_APPOINTMENT_STATUSES;
const QUERY_STATUSES = ['open', 'answered', 'closed'] as const satisfies typeof DOMAIN_QUERY_STATUSES;
const SDV_RECORD_KINDS = ['subject', 'visit', 'ae', 'sae', 'conMed'] as const satisfies typeof DOMAIN_SDV_RECORD_KINDS;

export const appointmentListFilters = {
  status: { type: 'string', enum: APPOINTMENT_STATUSES },
  /** Visits on or after this day, and on or before `to`. */
  from: daySchema,
  to: daySchema,
} as const;

export const queryListFilters = {
  status: { type: 'string', enum: QUERY_STATUSES },
  /** 'unsettled': open or answered. */
  unsettled: { type: 'boolean' },
  subjectId: idSchema,
  recordKind: { type: 'string', enum: SDV_RECORD_KINDS },
  recordId: idSchema,
} as const;
