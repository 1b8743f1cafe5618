/**
 * A submission's moves through its status machine (ETHICS_SUBMISSION) inside a transaction:
 * the row's change, its status log row and its audit row. The submissions service uses them
 * for the team's and the secretary's moves; the review path and meetings route and decide
 * submissions with `routeSubmission` and `decideSubmission` in their own transactions.
 */
import {
  ETHICS_SUBMISSION,
  SUBMISSION_STATUS_LABELS,
  type SubmissionAction,
  type SubmissionStatus,
} from '../../../../shared/domain/ethics/submissions';
import type { OtherDecision, VoteDecision } from '../../../../shared/domain/ethics/votes';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime, staleVersion } from '../../../services/staff-write';
import type { Transaction } from 'kysely';
import { createSubmissionRepository } from './repository';

export const SUBMISSION_ENTITY = 'ethics_submission';
type Trx = Transaction<Database>;
export type SubmissionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createSubmissionRepository>['row']>>>;
type Row = SubmissionRow;

const MOVE_TEXT: Record<SubmissionAction, { 'zh-CN': string; en: string }> = {
  submit: { 'zh-CN': '递交', en: 'submitted' },
  return: { 'zh-CN': '退回', en: 'returned' },
  accept: { 'zh-CN': '受理', en: 'accepted' },
  expedite: { 'zh-CN': '转快速审查', en: 'sent to expedited review' },
  schedule: { 'zh-CN': '列入会议', en: 'put on an agenda' },
  unschedule: { 'zh-CN': '移出会议', en: 'taken off an agenda' },
  decide: { 'zh-CN': '作出决定', en: 'decided' },
  withdraw: { 'zh-CN': '撤回', en: 'withdrawn' },
};

export const noSubmission = () => notFound({ 'zh-CN': '伦理递交不存在', en: 'No such ethics submission' });

/** The machine's refusal, naming the status and the move. */
export function requireMove(row: Row, action: SubmissionAction): SubmissionStatus {
  const status = row.status as SubmissionStatus;
  if (!ETHICS_SUBMISSION.can(status, action)) {
    const label = SUBMISSION_STATUS_LABELS[status];
    throw badRequest({
      'zh-CN': `状态为「${label['zh-CN']}」的递交不能${MOVE_TEXT[action]['zh-CN']}`,
      en: `A submission that is '${label.en}' cannot be ${MOVE_TEXT[action].en}`,
    });
  }
  return ETHICS_SUBMISSION.transitions[action].to;
}

/** Moves the row, logs the move and appends the audit row; answers the new version. */
export async function move(
  trx: Trx,
  row: Row,
  action: SubmissionAction,
  actor: Actor,
  changes: Partial<Omit<Row, 'id' | 'status' | 'version' | 'projectId' | 'committeeId'>> = {},
  reason: string | null = null,
) {
  const to = requireMove(row, action);
  const now = isoTime(actor.at);
  const updated = await trx
    .updateTable('ethicsSubmission')
    .set({ ...changes, status: to, updatedAt: now, version: row.version + 1 })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw staleVersion();
  await trx
    .insertInto('ethicsSubmissionEvent')
    .values({
      submissionId: row.id,
      action,
      fromStatus: row.status,
      toStatus: to,
      reason,
      actorId: actor.actorId,
      actorName: actor.actorName,
      at: now,
    })
    .execute();
  await appendAudit(trx, {
    ...auditActor(actor),
    action: `ethicsSubmission.${action}`,
    entity: SUBMISSION_ENTITY,
    entityId: row.id,
    before: { status: row.status },
    after: { status: to, projectId: row.projectId, ...changes, ...(reason ? { reason } : {}) },
  });
  return { id: row.id, version: row.version + 1 };
}

/** A review's outcome: a voteDecision, or an otherDecision when no vote decided it. */
export interface SubmissionDecision {
  decision: VoteDecision | null;
  otherDecision: OtherDecision | null;
  via: 'expedited' | 'meeting';
  note: string | null;
}

async function rowInTransaction(trx: Trx, id: number): Promise<Row> {
  const row = await createSubmissionRepository(trx).row(id);
  if (!row) throw noSubmission();
  return row;
}

/**
 * Routes a submission inside the caller's transaction (the review path and meetings, which
 * check their own rows' versions): to expedited review, onto or off a meeting's agenda.
 * Refused by the status machine as every move is.
 */
export async function routeSubmission(
  trx: Trx,
  submissionId: number,
  action: 'expedite' | 'schedule' | 'unschedule',
  actor: Actor,
  reason: string | null = null,
) {
  return move(trx, await rowInTransaction(trx, submissionId), action, actor, {}, reason);
}

/** Records a review's decision on the submission and moves it to 'decided', in the caller's transaction. */
export async function decideSubmission(trx: Trx, submissionId: number, outcome: SubmissionDecision, actor: Actor) {
  if ((outcome.decision === null) === (outcome.otherDecision === null))
    throw badRequest({ 'zh-CN': '须有且仅有一个审查决定', en: 'A decision needs exactly one outcome' });
  return move(trx, await rowInTransaction(trx, submissionId), 'decide', actor, {
    decision: outcome.decision,
    otherDecision: outcome.otherDecision,
    decidedVia: outcome.via,
    decidedAt: isoTime(actor.at),
    decisionNote: outcome.note,
  });
}
