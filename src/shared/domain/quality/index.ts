/** What the quality area's domain rules offer other areas (inside the area, import files directly). */
// Quality control: plans, check tasks, findings.
export { FINDING_SEVERITY, QC_LEVEL, QUALITY_NODE, QUALITY_PROBLEM_TYPE } from './qc-dictionaries';
export { OPEN_FINDING_STATUSES, OPEN_TASK_STATUSES } from './qc-status';
// Monitoring: appointments, queries, source data verification.
export { APPOINTMENT_STATUS_LABELS } from './appointment-status';
export type { AppointmentStatus } from './appointment-status';
export { QUERY_STATUS_LABELS, QUERY_UNSETTLED } from './query-status';
export type { QueryStatus } from './query-status';
export { SDV_RECORD_KIND_LABELS, SDV_STATE_LABELS, sdvStateOf } from './sdv';
export type { SdvRecordKind, SdvState } from './sdv';
export { QUERY_FIELDS, queryFieldLabel, queryFieldsOf } from './query-fields';
