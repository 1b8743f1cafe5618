/** What the visits area's domain rules offer other areas (inside the area, import files directly). */
export {
  DEFAULT_VISIT_REMINDER_DAYS,
  PATIENT_MESSAGE_STATUSES,
  STAFF_NOTICE_KINDS,
  VISIT_REMINDER_DAYS_MAX,
  reminderDaysOf,
} from './reminders';
export { VISIT_STATUS_LABELS } from './schedule';
