/** What the study area's domain rules offer other areas (inside the area, import files directly). */
export { DictCode } from './dictionaries';
export {
  FILE_NAME_MAX_LENGTH,
  IMAGE_ACCEPT,
  OFFICE_TYPES,
  PDF_EXTENSION,
  PDF_MIME_TYPE,
  PUBLIC_FILES_PREFIX,
  formatBytes,
} from './files';
export {
  ATTENDEE_STATUS,
  MEETING_STATUS,
  PATIENT_SOURCE,
  PV_STATUS,
  RECRUITED_SUBJECT_STATUS,
  RECRUIT_RESULT,
  SEVERITY,
  VERIFY_STATUS,
  VERIFY_TASK_STATUS,
  VIOLATION_TYPE,
} from './fixed-dictionaries';
export type {
  AttendeeStatus,
  MeetingStatus,
  PvStatus,
  Severity,
  VerifyStatus,
  VerifyTaskStatus,
  ViolationType,
} from './fixed-dictionaries';
export { PROJECT_STATUSES } from './lifecycle';
export type { ProjectStatus } from './lifecycle';
