/** What the work area's domain offers other areas (inside the area, import files directly). */
export { DECISIONS, INSTANCE_STATUSES, INSTANCE_STATUS_LABELS, TASK_STATUSES, TASK_STATUS_LABELS } from './approvals';
export type { ApprovalTaskStatus, Decision, InstanceStatus } from './approvals';
