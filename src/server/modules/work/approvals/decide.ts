/**
 * Deciding an approval step, signed with the shared signature (SUITE.md 'Signatures'), and
 * withdrawing an approval. Who may decide a step: a user the step's approver rule names
 * (role, role in the record's project, or user name), or their agent under a delegation
 * covering today; never the one who started the approval. Of concurrent decisions of one
 * step exactly one is recorded: the task is decided by an update that finds it still pending.
 */
import {
  DECISION_SIGNATURE_MEANINGS,
  type Decision,
  type StepRule,
  agencyCovers,
  applicableSteps,
  approverMatches,
} from '../../../../shared/domain/work/approvals';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import { badRequest, forbidden, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime } from '../../../services/staff-write';
import type { Signature } from '../../../../shared/api/access';
import { type SentSignature, signaturesOf, signedWrite } from '../../access';
import {
  TASK_ENTITY,
  type InstanceRef,
  type PostEvents,
  endInstance,
  fire,
  firePostEvents,
  openTask,
  signedRecordOf,
} from './engine';
import { type ApprovalRepository, createApprovalRepository } from './repository';

export const ALREADY_DECIDED = {
  'zh-CN': '该审批步骤已由他人处理',
  en: 'Someone already decided this step',
};

export interface DecideInput {
  taskId: number;
  decision: Decision;
  comment?: string | null;
}

/**
 * Whom the actor decides for: themselves (null) when the step names them, else the principal
 * of a delegation covering today whom the step names. Refused when neither.
 */
export async function decidingFor(
  repo: ApprovalRepository,
  step: Pick<StepRule, 'approverKind' | 'approverRef'>,
  instance: { key: string; projectId: number | null },
  actor: Actor,
): Promise<string | null> {
  const notYours = forbidden({ 'zh-CN': '您不是此步骤的审批人', en: 'You are not an approver of this step' });
  if (actor.actorId === null) throw notYours;
  const me = await repo.userFacts(actor.actorId, instance.projectId);
  if (me && approverMatches(step, me)) return null;
  const today = hospitalDay(actor.at);
  for (const agency of await repo.agenciesOfAgent(actor.actorId, today)) {
    if (!agencyCovers(agency, today, instance.key)) continue;
    const principal = await repo.userFacts(agency.principalId, instance.projectId);
    if (principal && approverMatches(step, principal)) return principal.userName;
  }
  throw notYours;
}

/**
 * What a decision signs: the approval, the step, the decision and its comment, and the record
 * as its area reads it (`registerSignedRecord`; absent for areas that add nothing).
 */
export function decisionContent(
  instance: Pick<InstanceRef, 'id' | 'key' | 'recordKind' | 'recordId' | 'amountFen'>,
  step: number,
  decision: Decision,
  comment: string | null,
  record: unknown,
) {
  return {
    instanceId: instance.id,
    key: instance.key,
    recordKind: instance.recordKind,
    recordId: instance.recordId,
    amountFen: instance.amountFen,
    step,
    decision,
    comment,
    record,
  };
}

/** A decided step's signature, checked against the approval and the record now. */
export interface DecisionSignature extends Signature {
  instanceId: number;
  stepName: string;
  decision: Decision;
  comment: string | null;
}

/** The signatures of every decided step of a record's approvals, oldest first, each checked now. */
export async function decisionSignatures(db: Db, recordKind: string, recordId: number): Promise<DecisionSignature[]> {
  const repo = createApprovalRepository(db);
  const result: DecisionSignature[] = [];
  for (const instance of await repo.instancesOf(recordKind, recordId)) {
    const record = await signedRecordOf(db, instance.key, instance);
    for (const task of await repo.signedTasksOf(instance.id)) {
      const decision: Decision = task.status === 'rejected' ? 'reject' : 'approve';
      const content = decisionContent(instance, task.stepSort, decision, task.comment, record);
      for (const signature of await signaturesOf(db, TASK_ENTITY, task.id, { revision: 1, content }))
        result.push({
          ...signature,
          instanceId: instance.id,
          stepName: task.stepName,
          decision,
          comment: task.comment,
        });
    }
  }
  return result.sort((a, b) => a.id - b.id);
}

async function loadPending(repo: ApprovalRepository, taskId: number) {
  const task = await repo.taskById(taskId);
  if (!task) throw notFound({ 'zh-CN': '审批步骤不存在', en: 'No such approval step' });
  if (task.status !== 'pending') throw badRequest(ALREADY_DECIDED);
  const instance = await repo.instanceById(task.instanceId);
  if (!instance || instance.status !== 'running') throw badRequest(ALREADY_DECIDED);
  return { task, instance };
}

/** Decides a step with the signer's signature; approving opens the next step or ends the approval. */
export async function decideApproval(db: Db, input: DecideInput, signature: SentSignature, actor: Actor) {
  if (signature.signature.meaning !== DECISION_SIGNATURE_MEANINGS[input.decision])
    throw fieldProblem('signature', {
      'zh-CN': input.decision === 'approve' ? '同意须以“批准”的含义签名' : '驳回须以“驳回”的含义签名',
      en: `A decision to ${input.decision} is signed with the meaning '${DECISION_SIGNATURE_MEANINGS[input.decision]}'`,
    });
  const comment = cleanText(input.comment ?? null);
  if (input.decision === 'reject' && !comment)
    throw fieldProblem('comment', { 'zh-CN': '驳回时请填写意见', en: 'Say why when rejecting' });
  // Checked before the password is: a caller who may not decide learns it without signing.
  const { task, instance } = await loadPending(createApprovalRepository(db), input.taskId);
  const step = { approverKind: task.approverKind as StepRule['approverKind'], approverRef: task.approverRef };
  await decidingFor(createApprovalRepository(db), step, instance, actor);
  if (instance.startedBy === actor.actorName)
    throw badRequest({ 'zh-CN': '不能审批自己发起的申请', en: 'You cannot decide an approval you started' });

  const post: PostEvents = [];
  const result = await signedWrite(db, signature, actor, async (trx, sign) => {
    const repo = createApprovalRepository(trx);
    const current = await loadPending(repo, input.taskId);
    const decidedFor = await decidingFor(repo, step, current.instance, actor);
    const ref: InstanceRef & { version: number } = current.instance;
    const base = { instance: { ...ref, status: 'running' }, actor };
    const taskContext = { id: task.id, stepSort: task.stepSort, stepName: task.stepName };
    await fire(trx, { ...base, event: 'preTaskComplete', task: { ...taskContext, status: 'pending' } }, post);
    const status = input.decision === 'approve' ? 'approved' : 'rejected';
    const decidedAt = isoTime(actor.at);
    if (!(await repo.decideTask(task.id, { status, decidedBy: actor.actorName, decidedFor, decidedAt, comment })))
      throw badRequest(ALREADY_DECIDED);
    const record = await signedRecordOf(trx, ref.key, ref);
    const signed = await sign(
      { entity: TASK_ENTITY, entityId: task.id, revision: 1 },
      decisionContent(ref, task.stepSort, input.decision, comment, record),
    );
    await repo.setTaskSignature(task.id, signed.id);
    await appendAudit(trx, {
      ...auditActor(actor),
      action: `approval.${input.decision}`,
      entity: TASK_ENTITY,
      entityId: task.id,
      before: { status: 'pending' },
      after: { status, decidedFor, comment, signatureId: signed.id },
    });
    for (const event of ['taskComplete', 'postTaskComplete'] as const)
      await fire(trx, { ...base, event, task: { ...taskContext, status } }, post);
    if (status === 'rejected') {
      await endInstance(trx, ref, 'rejected', actor, post);
      return { instanceStatus: 'rejected' as const };
    }
    const steps = applicableSteps(await repo.stepsOf(ref.definitionId), ref.amountFen);
    const next = steps.find((s) => s.sort > task.stepSort);
    if (!next) {
      await endInstance(trx, ref, 'approved', actor, post);
      return { instanceStatus: 'approved' as const };
    }
    if (!(await repo.advanceInstance(ref.id, ref.version, { status: 'running', stepSort: next.sort, endedAt: null })))
      throw badRequest(ALREADY_DECIDED);
    await openTask(trx, { ...ref }, next, actor, post);
    return { instanceStatus: 'running' as const };
  });
  await firePostEvents(db, post);
  return result;
}

/** The one who started an approval takes it back while it runs: open steps are cancelled. */
export async function withdrawApproval(db: Db, instanceId: number, actor: Actor) {
  const post: PostEvents = [];
  await db.transaction().execute(async (trx) => {
    const repo = createApprovalRepository(trx);
    const instance = await repo.instanceById(instanceId);
    if (!instance) throw notFound({ 'zh-CN': '审批不存在', en: 'No such approval' });
    if (instance.startedBy !== actor.actorName)
      throw forbidden({ 'zh-CN': '只有发起人可以撤回', en: 'Only the one who started it can withdraw it' });
    if (instance.status !== 'running')
      throw badRequest({ 'zh-CN': '审批已结束，不能撤回', en: 'The approval has ended: it cannot be withdrawn' });
    await repo.cancelPendingTasks(instance.id, isoTime(actor.at));
    await endInstance(trx, instance, 'withdrawn', actor, post);
  });
  await firePostEvents(db, post);
}
