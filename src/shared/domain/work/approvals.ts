/**
 * The one approval workflow every area's multi-step approvals run on (SUITE.md 'Approvals',
 * SPEC §7 /bpm/*): definitions as data, instances, steps as tasks, delegation while away.
 *
 * - A definition (one per `key`, e.g. a subsidy batch or a contract) is a list of steps, each
 *   naming who approves it: holders of a role, holders of a role in the record's project, or
 *   one named user; a step may apply only from an amount (fen) up. A draft is published;
 *   publishing a new version retires the one before, and running instances keep theirs.
 * - An instance follows one record (kind and id) through the steps that apply to its amount,
 *   one task at a time: approving a step opens the next, rejecting any step ends it rejected,
 *   the one who started it may withdraw it while it runs.
 * - Someone away names an agent for a period (agency); the agent may decide the tasks the
 *   principal could, and the record keeps both names.
 * - The spec's workflow event types are the hooks an area registers for its key.
 */
import type { LocalizedText } from '../labels';

/** Who approves a step: holders of a role code, of a role code in the record's project, or one user name. */
export const APPROVER_KINDS = ['role', 'projectRole', 'user'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

export const DEFINITION_STATUSES = ['draft', 'published', 'retired'] as const;
export type DefinitionStatus = (typeof DEFINITION_STATUSES)[number];
export const DEFINITION_STATUS_LABELS: Record<DefinitionStatus, LocalizedText> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  published: { 'zh-CN': '已发布', en: 'Published' },
  retired: { 'zh-CN': '已停用', en: 'Retired' },
};

export const INSTANCE_STATUSES = ['running', 'approved', 'rejected', 'withdrawn'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];
export const INSTANCE_STATUS_LABELS: Record<InstanceStatus, LocalizedText> = {
  running: { 'zh-CN': '审批中', en: 'In approval' },
  approved: { 'zh-CN': '已通过', en: 'Approved' },
  rejected: { 'zh-CN': '已驳回', en: 'Rejected' },
  withdrawn: { 'zh-CN': '已撤回', en: 'Withdrawn' },
};

export const TASK_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApprovalTaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<ApprovalTaskStatus, LocalizedText> = {
  pending: { 'zh-CN': '待审批', en: 'Awaiting decision' },
  approved: { 'zh-CN': '同意', en: 'Approved' },
  rejected: { 'zh-CN': '驳回', en: 'Rejected' },
  cancelled: { 'zh-CN': '已取消', en: 'Cancelled' },
};

export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The signature meaning a decision is signed with: approving and rejecting are signed apart. */
export const DECISION_SIGNATURE_MEANINGS = {
  approve: 'reviewer-approves',
  reject: 'reviewer-rejects',
} as const satisfies Record<Decision, string>;

/**
 * The spec's workflow event types (SPEC §4), in the order they happen. The ones without
 * 'post' run inside the write's transaction (a hook that throws refuses the whole step); the
 * 'post' ones run after it committed.
 */
export const WORKFLOW_EVENTS = [
  'start',
  'postStart',
  'taskCreate',
  'postTaskCreate',
  'signTaskCreate',
  'postSignTaskCreate',
  'preTaskComplete',
  'taskComplete',
  'postTaskComplete',
  'end',
  'manualEnd',
  'postEnd',
] as const;
export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number];
export const isAfterCommit = (event: WorkflowEvent) => event.startsWith('post');

export interface StepRule {
  sort: number;
  name: string;
  approverKind: ApproverKind;
  /** A role code ('role', 'projectRole') or a user name ('user'). */
  approverRef: string;
  /** The step applies only to records of at least this amount (fen); null: always. */
  minAmountFen: number | null;
}

/**
 * The steps an instance goes through, in order: those without a threshold, and those whose
 * threshold the record's amount reaches (a record without an amount reaches none).
 */
export function applicableSteps<S extends StepRule>(steps: readonly S[], amountFen: number | null): S[] {
  return [...steps]
    .sort((a, b) => a.sort - b.sort)
    .filter((step) => step.minAmountFen === null || (amountFen !== null && amountFen >= step.minAmountFen));
}

/** What the server knows of a user when it asks whether they may decide a step. */
export interface Approver {
  userName: string;
  roleCodes: readonly string[];
  /** Role codes the user holds in the record's project. */
  projectRoleCodes: readonly string[];
}

export function approverMatches(step: Pick<StepRule, 'approverKind' | 'approverRef'>, user: Approver): boolean {
  if (step.approverKind === 'user') return user.userName === step.approverRef;
  if (step.approverKind === 'role') return user.roleCodes.includes(step.approverRef);
  return user.projectRoleCodes.includes(step.approverRef);
}

/** A delegation covers `day` ('YYYY-MM-DD') between its first and last day, both included, unless revoked. */
export function agencyCovers(
  agency: { startsOn: string; endsOn: string; revokedAt: string | null; workflowKey: string | null },
  day: string,
  workflowKey: string,
): boolean {
  return (
    agency.revokedAt === null &&
    agency.startsOn <= day &&
    day <= agency.endsOn &&
    (agency.workflowKey === null || agency.workflowKey === workflowKey)
  );
}

/** A definition's steps are well formed: at least one, sorts unique, thresholds whole and not negative. */
export type StepProblem = 'no_steps' | 'duplicate_sort' | 'bad_threshold' | 'no_approver';

export function stepProblems(steps: readonly StepRule[]): StepProblem[] {
  const problems: StepProblem[] = [];
  if (steps.length === 0) problems.push('no_steps');
  if (new Set(steps.map((s) => s.sort)).size !== steps.length) problems.push('duplicate_sort');
  if (steps.some((s) => s.minAmountFen !== null && (!Number.isInteger(s.minAmountFen) || s.minAmountFen < 0)))
    problems.push('bad_threshold');
  if (steps.some((s) => s.approverRef.trim() === '')) problems.push('no_approver');
  return problems;
}
