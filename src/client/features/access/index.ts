/** What the access area's screens offer other areas (inside the area, import files directly). */
export { authKeys } from './auth/queries';
export { Can, useCan, useStaffAccess, useWho } from './auth/use-staff-session';
export { auditFieldLabel } from './audit/audit-field-labels';
