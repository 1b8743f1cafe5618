/**
 * The filters of the monitoring lists (appointments, queries): each list endpoint's
 * querystring (with paging) and the staff page's URL search. Kept apart from the endpoints,
 * whose schemas the routes (in the entry bundle) must not pull in.
 */
import { APPOINTMENT_STATUSES } from '../../domain/quality/appointment-status';
import { QUERY_STATUSES } from '../../domain/quality/query-status';
import { SDV_RECORD_KINDS } from '../../domain/quality/sdv';
import type { idSchema as sharedIdSchema } from '../contract/staff-fields';

const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const satisfies typeof sharedIdSchema;
const daySchema = { type: 'string', format: 'calendar-date' } as const;

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
