/**
 * The filters of the safety record lists: each list endpoint's querystring (with paging),
 * and the staff list page's URL search, read by the route. Kept apart from the endpoints,
 * whose schemas the routes (in the entry bundle) must not pull in.
 */
import type { PV_STATUS } from '../../domain/study';
import type { DUE_STATES } from '../../domain/safety/due-states';
import type {
  CON_MED_STATUSES as DOMAIN_CON_MED_STATUSES,
  RECORD_STATUSES as DOMAIN_RECORD_STATUSES,
  VIOLATION_SOURCES as DOMAIN_VIOLATION_SOURCES,
  VIOLATION_STATUSES as DOMAIN_VIOLATION_STATUSES,
} from '../../domain/safety/status';
import type { idSchema as sharedIdSchema } from '../contract/staff-fields';

export const AE_SERIOUS_VALUES = ['1', '0'] as const;
/** The rules' verdict on a drug (shared/domain/safety/rules.ts conMedFlag); 'none' filters unflagged rows. */
export const CON_MED_FLAGS = ['prohibited', 'cautioned'] as const;
export const CON_MED_FLAG_FILTERS = [...CON_MED_FLAGS, 'none'] as const;
/** SPEC §4 violation types (fixed dictionary VIOLATION_TYPE). */
export const VIOLATION_TYPE_CODES = [10, 20, 30] as const;
type DictValues<Entries> = { readonly [K in keyof Entries]: Entries[K] extends { value: infer V } ? V : never };
/** The PV status dictionary's values, in its order (checked against it; the dictionary module stays out of the routes). */
export const PV_STATUS_VALUES = ['new', 'waiting', 'auditing', 'accepted'] as const satisfies DictValues<
  typeof PV_STATUS
>;

/*
 * The due states and the id schema are written out, checked against their modules by type:
 * those modules hold code (date arithmetic, text formats) the routes would otherwise bring in.
 */
const DUE_STATE_VALUES = ['open', 'dueSoon', 'overdue', 'inTime', 'late'] as const satisfies typeof DUE_STATES;
const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const satisfies typeof sharedIdSchema;
/* The record states, written out too: their module holds the status machines and labels. */
const RECORD_STATUSES = ['draft', 'submitted'] as const satisfies typeof DOMAIN_RECORD_STATUSES;
const CON_MED_STATUSES = ['recorded', 'checked'] as const satisfies typeof DOMAIN_CON_MED_STATUSES;
const VIOLATION_STATUSES = ['open', 'reviewed'] as const satisfies typeof DOMAIN_VIOLATION_STATUSES;
const VIOLATION_SOURCES = [
  'manual',
  'visitOutOfWindow',
  'visitMissed',
] as const satisfies typeof DOMAIN_VIOLATION_SOURCES;
const recordStatus = { type: 'string', enum: RECORD_STATUSES } as const;
const dueState = { type: 'string', enum: DUE_STATE_VALUES } as const;
const pvStatus = { type: 'string', enum: PV_STATUS_VALUES } as const;

export const aeListFilters = {
  subjectId: idSchema,
  status: recordStatus,
  serious: { type: 'string', enum: AE_SERIOUS_VALUES },
  saeRequired: { type: 'boolean' },
} as const;

export const saeListFilters = {
  status: recordStatus,
  dueState,
  assigneeId: idSchema,
  aeId: idSchema,
} as const;

export const susarListFilters = {
  status: recordStatus,
  pvStatus,
  dueState,
} as const;

export const dsurListFilters = {
  status: recordStatus,
  pvStatus,
  dueState,
} as const;

export const conMedListFilters = {
  status: { type: 'string', enum: CON_MED_STATUSES },
  ruleFlag: { type: 'string', enum: CON_MED_FLAG_FILTERS },
  subjectId: idSchema,
  /** One record (a link from the task inbox). */
  id: idSchema,
} as const;

export const violationListFilters = {
  status: { type: 'string', enum: VIOLATION_STATUSES },
  type: { type: 'integer', enum: VIOLATION_TYPE_CODES },
  source: { type: 'string', enum: VIOLATION_SOURCES },
  subjectId: idSchema,
  /** One record (a link from the task inbox). */
  id: idSchema,
} as const;
