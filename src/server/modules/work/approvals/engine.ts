/**
 * The approval engine (shared/domain/work/approvals.ts): an area starts an approval of one
 * of its records in its own write's transaction; each step's approver (or their agent) then
 * decides it with a signature (`decide.ts`); approving opens the next step that applies to
 * the record's amount, the last one ends the instance approved, a rejection ends it rejected.
 *
 * Areas hook in by workflow key with the spec's event types. The in-transaction ones (start,
 * taskCreate, signTaskCreate, preTaskComplete, taskComplete, end, manualEnd) may refuse the
 * step by throwing; the 'post' ones run after the commit (`firePostEvents`), and a failing one
 * is kept as a failed audit row, since what it followed is already written.
 */
import type { Transaction } from 'kysely';
import {
  type ApprovalTaskStatus,
  type InstanceStatus,
  type WorkflowEvent,
  applicableSteps,
  isAfterCommit,
} from '../../../../shared/domain/work/approvals';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { appendAudit, recordAudit } from '../../../db/audit/audit-trail';
import { badRequest } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { type StepRow, createApprovalRepository } from './repository';

type Trx = Transaction<Database>;

export const INSTANCE_ENTITY = 'workflow_instance';
export const TASK_ENTITY = 'workflow_task';

/** What a hook is told: the instance, and the task for task events. */
export interface WorkflowEventContext {
  event: WorkflowEvent;
  instance: { id: number; key: string; projectId: number | null; recordKind: string; recordId: number; status: string };
  task?: { id: number; stepSort: number; stepName: string; status: ApprovalTaskStatus };
  actor: Actor;
}

export type WorkflowHook = (db: Db, context: WorkflowEventContext) => Promise<void>;
export type WorkflowHooks = Partial<Record<WorkflowEvent, WorkflowHook>>;

const hooksByKey = new Map<string, WorkflowHooks>();

/** An area's hooks for its workflow key (registered again, they replace the earlier ones). */
export function registerWorkflowHooks(key: string, hooks: WorkflowHooks): void {
  hooksByKey.set(key, hooks);
}

/**
 * What an area adds to the content each decision of its workflow signs: the record as it is
 * (a document version's file checksum, number and title), read in the deciding transaction
 * and again when the signatures are checked (`decisionSignatures`).
 */
export type SignedRecord = (db: Db, record: { recordKind: string; recordId: number }) => Promise<unknown>;
const signedRecords = new Map<string, SignedRecord>();

/** An area's signed record for its workflow key (registered again, it replaces the earlier one). */
export function registerSignedRecord(key: string, read: SignedRecord): void {
  signedRecords.set(key, read);
}

/** The record content a decision of `key` signs; undefined when the area added none. */
export async function signedRecordOf(db: Db, key: string, record: { recordKind: string; recordId: number }) {
  return signedRecords.get(key)?.(db, record);
}

/** Events to fire after the commit, in order. */
export type PostEvents = WorkflowEventContext[];

/** Runs the in-transaction hook of an event now, or queues a 'post' one for after the commit. */
export async function fire(trx: Trx, context: WorkflowEventContext, post: PostEvents): Promise<void> {
  if (isAfterCommit(context.event)) {
    post.push(context);
    return;
  }
  await hooksByKey.get(context.instance.key)?.[context.event]?.(trx, context);
}

/** After the write committed: the 'post' hooks, each failure kept as a failed audit row. */
export async function firePostEvents(db: Db, post: PostEvents): Promise<void> {
  for (const context of post) {
    const hook = hooksByKey.get(context.instance.key)?.[context.event];
    if (!hook) continue;
    try {
      await hook(db, context);
    } catch (error) {
      await recordAudit(db, {
        ...auditActor(context.actor),
        action: 'approval.hook',
        entity: INSTANCE_ENTITY,
        entityId: context.instance.id,
        outcome: 'failure',
        reason: error instanceof Error ? error.message.slice(0, 200) : 'hook failed',
        after: { event: context.event, taskId: context.task?.id ?? null },
      });
    }
  }
}

export interface StartApproval {
  key: string;
  projectId: number | null;
  recordKind: string;
  recordId: number;
  /** How the record shows in the approvers' inbox, e.g. '受试者补助 2026-03 第1批'. */
  title: string;
  amountFen: number | null;
}

export interface InstanceRef {
  id: number;
  key: string;
  projectId: number | null;
  recordKind: string;
  recordId: number;
  amountFen: number | null;
  definitionId: number;
}

const contextOf = (instance: InstanceRef, status: InstanceStatus) => ({
  id: instance.id,
  key: instance.key,
  projectId: instance.projectId,
  recordKind: instance.recordKind,
  recordId: instance.recordId,
  status,
});

/** Opens the task of `step`: its row and its audit row, then the task events. */
export async function openTask(trx: Trx, instance: InstanceRef, step: StepRow, actor: Actor, post: PostEvents) {
  const repo = createApprovalRepository(trx);
  const id = await repo.insertTask({
    instanceId: instance.id,
    stepSort: step.sort,
    stepName: step.name,
    approverKind: step.approverKind,
    approverRef: step.approverRef,
    createdAt: isoTime(actor.at),
  });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'approval.task',
    entity: TASK_ENTITY,
    entityId: id,
    after: {
      instanceId: instance.id,
      step: step.sort,
      name: step.name,
      approver: `${step.approverKind}:${step.approverRef}`,
    },
  });
  const task = { id, stepSort: step.sort, stepName: step.name, status: 'pending' as const };
  const base = { instance: contextOf(instance, 'running'), task, actor };
  // Every approval step is signed, so each task is also a sign task.
  for (const event of ['taskCreate', 'postTaskCreate', 'signTaskCreate', 'postSignTaskCreate'] as const)
    await fire(trx, { ...base, event }, post);
}

/** Ends an instance (approved, rejected, withdrawn) with its audit row and end events. */
export async function endInstance(
  trx: Trx,
  instance: InstanceRef & { version: number },
  status: Exclude<InstanceStatus, 'running'>,
  actor: Actor,
  post: PostEvents,
) {
  const repo = createApprovalRepository(trx);
  if (
    !(await repo.advanceInstance(instance.id, instance.version, { status, stepSort: null, endedAt: isoTime(actor.at) }))
  )
    throw badRequest({
      'zh-CN': '审批已变化，请刷新后重试',
      en: 'The approval changed meanwhile: reload and try again',
    });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: `approval.${status === 'withdrawn' ? 'withdraw' : 'end'}`,
    entity: INSTANCE_ENTITY,
    entityId: instance.id,
    after: { status },
  });
  const base = { instance: contextOf(instance, status), actor };
  await fire(trx, { ...base, event: status === 'withdrawn' ? 'manualEnd' : 'end' }, post);
  await fire(trx, { ...base, event: 'postEnd' }, post);
}

/**
 * Starts the approval of a record, in the caller's transaction: the published definition of
 * the key, the steps that apply to the amount, the first step's task (or, with no step that
 * applies, the instance approved at once). Refused when the record is already in approval.
 * The caller runs `firePostEvents(db, post)` after its transaction committed.
 */
export async function startApproval(trx: Trx, input: StartApproval, actor: Actor) {
  const repo = createApprovalRepository(trx);
  const definition = await repo.publishedDefinition(input.key);
  if (!definition)
    throw badRequest({
      'zh-CN': `没有已发布的审批流程「${input.key}」，请先在审批流程中发布`,
      en: `No published approval workflow '${input.key}': publish one first`,
    });
  if (await repo.runningInstanceOf(input.recordKind, input.recordId))
    throw badRequest({ 'zh-CN': '该记录已在审批中', en: 'This record is already in approval' });
  const steps = applicableSteps(await repo.stepsOf(definition.id), input.amountFen);
  const first = steps[0];
  const startedAt = isoTime(actor.at);
  const id = await repo.insertInstance({
    ...input,
    definitionId: definition.id,
    stepSort: first?.sort ?? null,
    status: 'running',
    startedBy: actor.actorName,
    startedAt,
    endedAt: null,
  });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'approval.start',
    entity: INSTANCE_ENTITY,
    entityId: id,
    after: { ...input, definition: `${definition.key}#${definition.revision}`, steps: steps.map((s) => s.sort) },
  });
  const instance: InstanceRef = { id, ...input, definitionId: definition.id };
  const post: PostEvents = [];
  await fire(trx, { event: 'start', instance: contextOf(instance, 'running'), actor }, post);
  await fire(trx, { event: 'postStart', instance: contextOf(instance, 'running'), actor }, post);
  if (first) await openTask(trx, instance, first, actor, post);
  else await endInstance(trx, { ...instance, version: 1 }, 'approved', actor, post);
  return { instanceId: id, post };
}
