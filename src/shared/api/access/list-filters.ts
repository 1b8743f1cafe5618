/**
 * The filters of the access lists (users, registrations, roles, login log, audit trail): each
 * list endpoint's querystring (with paging), and the staff list page's URL search, read by the
 * route. Kept apart from the endpoints, whose schemas the routes (in the entry bundle) must not
 * pull in; the fragments are written out and checked against the shared ones by type.
 */
import type {
  dateBoundSchema as sharedDateBound,
  idSchema as sharedIdSchema,
  searchTextSchema as sharedSearchText,
} from '../contract/staff-fields';

export const USER_STATUSES = ['enabled', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const REGISTRATION_STATUSES = ['pending', 'passed', 'refused'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const AUDIT_OUTCOMES = ['success', 'failure'] as const;

const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const satisfies typeof sharedIdSchema;
const dateBound = {
  type: 'string',
  format: 'date-or-instant',
  maxLength: 40,
} as const satisfies typeof sharedDateBound;
/** Free text a list searches by (the contract's searchTextSchema). */
const searchText = { type: 'string', format: 'single-line', maxLength: 64 } as const satisfies typeof sharedSearchText;
/** A non-empty filter value of the audit lists. */
const filterText = { type: 'string', format: 'single-line', minLength: 1, maxLength: 64 } as const;

export const userListFilters = {
  keyword: searchText,
  deptId: idSchema,
  roleId: idSchema,
  status: { type: 'string', enum: USER_STATUSES },
} as const;

export const registrationListFilters = {
  status: { type: 'string', enum: REGISTRATION_STATUSES },
  keyword: searchText,
} as const;

export const roleListFilters = { keyword: searchText } as const;

export const loginLogListFilters = {
  userName: filterText,
  outcome: { type: 'string', enum: AUDIT_OUTCOMES },
  from: dateBound,
  to: dateBound,
} as const;

export const auditListFilters = {
  /** Exact action, or a prefix ending in '.' ('user.' for every user change). */
  action: filterText,
  entity: filterText,
  entityId: filterText,
  actorName: filterText,
  from: dateBound,
  to: dateBound,
} as const;
