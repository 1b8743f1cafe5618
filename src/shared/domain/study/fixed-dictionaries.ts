/**
 * The fixed dictionaries the client holds itself (SPEC §4 'Fixed dictionaries in the
 * client'), each an ordered list of { value, label } with Chinese and English names.
 * Values are what the wire carries; numeric codes stay numbers. The recruitment status
 * (display names from the server) lives in recruit-status.ts.
 */
import { type DictValue, dictEntry } from '../labels';

const entry = dictEntry;

/** Scenes in which a project message is sent to a user. */
export const PROJECT_SENDING_SCENE = [
  entry('account_open', '账号开通', 'Account opened'),
  entry('account_lock', '账号锁定', 'Account locked'),
  entry('account_stop', '账号停用', 'Account disabled'),
  entry('password_update', '密码修改', 'Password changed'),
  entry('join_project', '加入项目', 'Added to a project'),
  entry('remove_from_project', '移出项目', 'Removed from a project'),
  entry('scenario_template', '场景模板', 'Scenario template'),
] as const;
export type ProjectSendingScene = DictValue<typeof PROJECT_SENDING_SCENE>;

/** Pharmacovigilance report status. */
export const PV_STATUS = [
  entry('new', '新建', 'New'),
  entry('waiting', '待审核', 'Waiting'),
  entry('auditing', '审核中', 'Under review'),
  entry('accepted', '已接收', 'Accepted'),
] as const;
export type PvStatus = DictValue<typeof PV_STATUS>;

export const RECRUITED_SUBJECT_STATUS = [
  entry('recruitMay', '待人工审核', 'Pending manual review'),
  entry('recruitOut', '数据不符合', 'Data does not meet the criteria'),
  entry('recruitFail', '暂不符合，持续关注', 'Not yet eligible, keep following'),
  entry('recruitDone', '初筛符合', 'Pre-screen eligible'),
] as const;
export type RecruitedSubjectStatus = DictValue<typeof RECRUITED_SUBJECT_STATUS>;

/** Outcome of contacting a recommended subject; the order is SPEC §4's. */
export const RECRUIT_RESULT = [
  entry(2, '不愿意', 'Unwilling'),
  entry(0, '未联系上/待跟进', 'Not reached / follow up'),
  entry(1, '愿意', 'Willing'),
] as const;
export type RecruitResult = DictValue<typeof RECRUIT_RESULT>;

export const VERIFY_TASK_STATUS = [
  entry(0, '未知', 'Unknown'),
  entry(10, '待处理', 'Pending'),
  entry(20, '已忽略', 'Ignored'),
  entry(30, '已逾期', 'Overdue'),
  entry(40, '处理中', 'Processing'),
  entry(50, '已处理', 'Processed'),
  entry(60, '逾期完成', 'Completed overdue'),
] as const;
export type VerifyTaskStatus = DictValue<typeof VERIFY_TASK_STATUS>;

export const VERIFY_STATUS = [
  entry(2, '质控中', 'In quality check'),
  entry(3, '已完成', 'Done'),
  entry(4, '整改中', 'Rectifying'),
  entry(5, '已反馈', 'Feedback given'),
] as const;
export type VerifyStatus = DictValue<typeof VERIFY_STATUS>;

export const MEETING_STATUS = [
  entry(0, '未开始', 'Not started'),
  entry(1, '进行中', 'Ongoing'),
  entry(2, '已结束', 'Done'),
  entry(3, '已取消', 'Cancelled'),
] as const;
export type MeetingStatus = DictValue<typeof MEETING_STATUS>;

export const ATTENDEE_STATUS = [
  entry(1, '准时', 'On time'),
  entry(2, '迟到', 'Late'),
  entry(3, '缺席', 'Absent'),
  entry(4, '请假', 'On leave'),
] as const;
export type AttendeeStatus = DictValue<typeof ATTENDEE_STATUS>;

export const VIOLATION_TYPE = [
  entry(10, '违背方案入组', 'Enrolled against the protocol'),
  entry(20, '未按方案给药', 'Dosing not per protocol'),
  entry(30, '使用了慎用/禁用药物', 'Used a cautioned or prohibited drug'),
] as const;
export type ViolationType = DictValue<typeof VIOLATION_TYPE>;

export const SEVERITY = [entry(1, '轻度', 'Mild'), entry(2, '中度', 'Moderate'), entry(3, '重度', 'Severe')] as const;
export type Severity = DictValue<typeof SEVERITY>;

export const PATIENT_SOURCE = [
  entry(0, '手动添加', 'Added manually'),
  entry(1, '批量导入', 'Batch import'),
  entry(2, 'HIS同步', 'HIS sync'),
  entry(3, '门户自测', 'Portal self-check'),
] as const;
export type PatientSource = DictValue<typeof PATIENT_SOURCE>;

/** Events a workflow definition can hook listeners to. */
export const WORKFLOW_EVENT_TYPE = [
  entry('start', '流程启动', 'Start'),
  entry('postStart', '流程启动后', 'After start'),
  entry('end', '流程结束', 'End'),
  entry('manualEnd', '人工终止', 'Manual end'),
  entry('postEnd', '流程结束后', 'After end'),
  entry('preTaskComplete', '任务完成前', 'Before task completion'),
  entry('taskCreate', '任务创建', 'Task created'),
  entry('postTaskCreate', '任务创建后', 'After task creation'),
  entry('taskComplete', '任务完成', 'Task completed'),
  entry('postTaskComplete', '任务完成后', 'After task completion'),
  entry('signTaskCreate', '会签任务创建', 'Countersign task created'),
  entry('postSignTaskCreate', '会签任务创建后', 'After countersign task creation'),
] as const;
export type WorkflowEventType = DictValue<typeof WORKFLOW_EVENT_TYPE>;

/** Where a trial's drugs are kept and dispensed. */
export const TRIAL_DRUG_MANAGEMENT = [
  entry('centralPharmacy', '中心药房', 'Central pharmacy'),
  entry('departmentPharmacy', '科室药房', 'Department pharmacy'),
] as const;
export type TrialDrugManagement = DictValue<typeof TRIAL_DRUG_MANAGEMENT>;

/** Every fixed dictionary by name, for pickers and for checking completeness. */
export const FIXED_DICTIONARIES = {
  projectSendingScene: PROJECT_SENDING_SCENE,
  pvStatus: PV_STATUS,
  recruitedSubjectStatus: RECRUITED_SUBJECT_STATUS,
  recruitResult: RECRUIT_RESULT,
  verifyTaskStatus: VERIFY_TASK_STATUS,
  verifyStatus: VERIFY_STATUS,
  meetingStatus: MEETING_STATUS,
  attendeeStatus: ATTENDEE_STATUS,
  violationType: VIOLATION_TYPE,
  severity: SEVERITY,
  patientSource: PATIENT_SOURCE,
  workflowEventType: WORKFLOW_EVENT_TYPE,
  trialDrugManagement: TRIAL_DRUG_MANAGEMENT,
} as const;
