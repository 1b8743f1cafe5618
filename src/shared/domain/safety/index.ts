/** What the safety area's domain rules offer other areas (inside the area, import files directly). */
export {
  DSUR_DUE_DAYS_AFTER_LOCK,
  SAE_DUE_HOURS,
  SUSAR_FATAL_DUE_DAYS,
  SUSAR_FOLLOW_UP_EXTRA_DAYS,
  SUSAR_OTHER_DUE_DAYS,
  dsurDue,
  dueByEndOf,
  dueState,
  saeDue,
  susarDue,
} from './due-dates';
export type { Due } from './due-dates';
export { DUE_STATES } from './due-states';
export {
  CON_MED_STATUS_LABELS,
  RECORD_STATUS_LABELS,
  VIOLATION_SOURCE_LABELS,
  VIOLATION_STATUS_LABELS,
} from './status';
export type { ViolationSource } from './status';
