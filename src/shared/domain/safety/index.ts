/** What the safety area's domain rules offer other areas (inside the area, import files directly). */
export { DUE_STATES, dsurDue, dueByEndOf, dueState, saeDue, susarDue } from './due-dates';
export type { Due } from './due-dates';
export {
  CON_MED_STATUS_LABELS,
  RECORD_STATUS_LABELS,
  VIOLATION_SOURCE_LABELS,
  VIOLATION_STATUS_LABELS,
} from './status';
export type { ViolationSource } from './status';
