/**
 * The status machines of quality control, as data (SUITE.md): the server enforces them and
 * the client offers only the moves allowed now.
 *
 * A check task (SPEC §4 verify task status) is stored as pending (10), ignored (20),
 * processing (40), processed (50) or completed overdue (60). Overdue (30) is what a pending
 * task is once its due day has passed on the hospital's calendar: it is read from the due day
 * and today, never stored, so no job has to flip it. A task completed after its due day ends
 * as completed overdue instead of processed.
 *
 * A finding (SPEC §4 verify status) is recorded in QC (2) while its task runs; the checker
 * sends it to the responsible team member (4 rectifying), who answers with the corrective and
 * preventive action (5 feedback given); the checker accepts it (3 done) or returns it (4).
 */
import type { LocalizedText } from '../labels';
import type { VerifyStatus, VerifyTaskStatus } from '../study';

/** The task statuses a row can hold; 0 (unknown) and 30 (overdue) are never stored. */
export const STORED_TASK_STATUSES = [10, 20, 40, 50, 60] as const satisfies readonly VerifyTaskStatus[];
export type StoredTaskStatus = (typeof STORED_TASK_STATUSES)[number];

/** Task statuses still to be done (the inbox's and the overdue filter's). */
export const OPEN_TASK_STATUSES = [10, 40] as const satisfies readonly StoredTaskStatus[];

export function storedTaskStatusOf(value: number): StoredTaskStatus {
  const status = STORED_TASK_STATUSES.find((known) => known === value);
  if (status === undefined) throw new Error(`Unknown check task status: ${value}`);
  return status;
}

/** The status a caller sees: a pending task whose due day is before today is overdue (30). */
export function taskStatusOn(stored: StoredTaskStatus, dueDate: string, today: string): VerifyTaskStatus {
  return stored === 10 && dueDate < today ? 30 : stored;
}

interface TaskTransition {
  from: readonly VerifyTaskStatus[];
  button: string;
}

/** Moves on a task, by the status a caller sees (overdue included). */
export const TASK_TRANSITIONS = {
  start: { from: [10, 30], button: 'qcTask:run' },
  complete: { from: [40], button: 'qcTask:run' },
  ignore: { from: [10, 30], button: 'qcTask:assign' },
} as const satisfies Record<string, TaskTransition>;
export type TaskAction = keyof typeof TASK_TRANSITIONS;
export const TASK_ACTIONS = Object.keys(TASK_TRANSITIONS) as TaskAction[];

export const TASK_ACTION_LABELS: Record<TaskAction, LocalizedText> = {
  start: { 'zh-CN': '开始质控', en: 'Start the check' },
  complete: { 'zh-CN': '完成质控', en: 'Complete the check' },
  ignore: { 'zh-CN': '忽略', en: 'Ignore' },
};

export function canTaskMove(shown: VerifyTaskStatus, action: TaskAction): boolean {
  return (TASK_TRANSITIONS[action].from as readonly VerifyTaskStatus[]).includes(shown);
}

/** The stored status a move leads to: completing after the due day is completed overdue (60). */
export function taskStatusAfter(action: TaskAction, dueDate: string, today: string): StoredTaskStatus {
  if (action === 'start') return 40;
  if (action === 'ignore') return 20;
  return today > dueDate ? 60 : 50;
}

export const FINDING_STATUSES = [2, 3, 4, 5] as const satisfies readonly VerifyStatus[];
export type FindingStatus = (typeof FINDING_STATUSES)[number];

/** Findings still open: not yet accepted. */
export const OPEN_FINDING_STATUSES = [2, 4, 5] as const satisfies readonly FindingStatus[];

export function findingStatusOf(value: number): FindingStatus {
  const status = FINDING_STATUSES.find((known) => known === value);
  if (status === undefined) throw new Error(`Unknown finding status: ${value}`);
  return status;
}

/** Who acts on a finding at a move: the checker (the task's assignee) or the responsible member. */
export type FindingActor = 'checker' | 'responsible';

interface FindingTransition {
  from: readonly FindingStatus[];
  to: FindingStatus;
  button: string;
  by: FindingActor;
}

export const FINDING_TRANSITIONS = {
  send: { from: [2], to: 4, button: 'qcFinding:raise', by: 'checker' },
  answer: { from: [4], to: 5, button: 'qcFinding:answer', by: 'responsible' },
  accept: { from: [5], to: 3, button: 'qcFinding:verify', by: 'checker' },
  return: { from: [5], to: 4, button: 'qcFinding:verify', by: 'checker' },
} as const satisfies Record<string, FindingTransition>;
export type FindingAction = keyof typeof FINDING_TRANSITIONS;
export const FINDING_ACTIONS = Object.keys(FINDING_TRANSITIONS) as FindingAction[];

export const FINDING_ACTION_LABELS: Record<FindingAction, LocalizedText> = {
  send: { 'zh-CN': '下发整改', en: 'Send for rectification' },
  answer: { 'zh-CN': '提交整改反馈', en: 'Answer with the corrective action' },
  accept: { 'zh-CN': '确认整改完成', en: 'Accept the rectification' },
  return: { 'zh-CN': '退回重新整改', en: 'Return for more work' },
};

export function canFindingMove(status: FindingStatus, action: FindingAction): boolean {
  return (FINDING_TRANSITIONS[action].from as readonly FindingStatus[]).includes(status);
}

/** The moves open on a finding now, for the caller's role on it and their buttons. */
export function allowedFindingActions(
  status: FindingStatus,
  roles: { checker: boolean; responsible: boolean },
  buttons: readonly string[],
): FindingAction[] {
  return FINDING_ACTIONS.filter((action) => {
    const move = FINDING_TRANSITIONS[action];
    return canFindingMove(status, action) && roles[move.by] && buttons.includes(move.button);
  });
}
