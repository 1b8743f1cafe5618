/** What the work area's endpoint declarations offer other areas (inside the area, import files directly). */
export {
  jobListEndpoint,
  noticeListEndpoint,
  noticeReadEndpoint,
  reminderConsentEndpoint,
  reminderConsentGetEndpoint,
  reminderDaysEndpoint,
  reminderDaysSaveEndpoint,
} from './notices';
export type { JobList, JobState, NoticeList, ReminderConsentBody, ReminderDaysSaveBody, StaffNotice } from './notices';
export { withdrawEndpoint } from './approvals';
export { trailStepSchema } from './approval-history';
export type { TrailStep } from './approval-history';
