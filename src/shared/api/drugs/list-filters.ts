/**
 * The filters of the drug supply lists: each list endpoint's querystring (with paging) and
 * the staff list page's URL search, read by the route. Kept apart from the endpoints, whose
 * schemas the routes (in the entry bundle) must not pull in.
 *
 * The states are written out, checked against their modules by type: those modules hold the
 * status machines and labels, which only the pages need.
 */
import type {
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  DISTRIBUTION_STATUSES,
  EXCURSION_STATUSES as DOMAIN_EXCURSION_STATUSES,
  RECOVERY_KINDS as DOMAIN_RECOVERY_KINDS,
} from '../../domain/drugs/status';
import type { STOCK_STATES } from '../../domain/drugs/stock';
import type { singleLine } from '../contract/formats';
import type { idSchema as sharedIdSchema } from '../contract/staff-fields';

const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const satisfies typeof sharedIdSchema;
const line40 = { type: 'string', format: 'single-line', maxLength: 40 } as const satisfies ReturnType<
  typeof singleLine
>;

const DELIVERY_STATUS_VALUES = [
  'recorded',
  'received',
  'refused',
  'inStock',
] as const satisfies typeof DELIVERY_STATUSES;
const DELIVERY_KIND_VALUES = ['sponsor', 'transfer'] as const satisfies typeof DELIVERY_KINDS;
const DISTRIBUTION_STATUS_VALUES = ['given', 'reviewed', 'revoked'] as const satisfies typeof DISTRIBUTION_STATUSES;
const STOCK_STATE_VALUES = ['available', 'quarantined', 'inTransit', 'returned'] as const satisfies typeof STOCK_STATES;
/** A temperature excursion's states (the inventory page's quarantine tab). */
export const EXCURSION_STATUSES = ['open', 'released', 'rejected'] as const satisfies typeof DOMAIN_EXCURSION_STATUSES;
/** What a recovery does with the packs (the returns and recovery page's filter). */
export const RECOVERY_KINDS = ['destroy', 'sendBack'] as const satisfies typeof DOMAIN_RECOVERY_KINDS;

/** The deliveries list's filters. */
export const deliveryListFilters = {
  status: { type: 'string', enum: DELIVERY_STATUS_VALUES },
  kind: { type: 'string', enum: DELIVERY_KIND_VALUES },
} as const;

/** The distributions (dispensing) list's filters. */
export const distributionListFilters = {
  status: { type: 'string', enum: DISTRIBUTION_STATUS_VALUES },
  subjectId: idSchema,
} as const;

/** The stock list's filters (the page keeps them in its URL). */
export const stockListFilters = {
  warehouseId: idSchema,
  batch: line40,
  /** One pack by its exact kit number (what a scanned label gives). */
  kitNumber: line40,
  state: { type: 'string', enum: STOCK_STATE_VALUES },
  /** Only packs expiring within the project's warning days (not yet expired). */
  expiring: { type: 'boolean' },
  /** Only expired packs. */
  expired: { type: 'boolean' },
} as const;

/** The subject returns list's filter. */
export const returnListFilters = { subjectId: idSchema } as const;

/** The recoveries list's filter. */
export const recoveryListFilters = { kind: { type: 'string', enum: RECOVERY_KINDS } } as const;
