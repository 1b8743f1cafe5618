/**
 * The review path's writes (SUITE.md 'Writes'), each one transaction with its audit rows:
 * the secretary assigns primary reviewers (committee members serving today, at most three
 * without a conflict) and routes a submission to expedited review through the submissions'
 * moves; a reviewer declares a conflict of interest (a declared conflict excludes them) and
 * gives one signed opinion with the review form of the submission's type; the secretary
 * records the expedited decision: the opinions' when they agree, else the full board.
 */
import type {
  ReviewAssignBody,
  ReviewDecideBody,
  ReviewDeclareBody,
  ReviewOpinionBody,
} from '../../../../shared/api/ethics/review';
import {
  MAX_REVIEWERS,
  NOTABLE_TYPES,
  expeditedOutcome,
  reviewFormProblem,
} from '../../../../shared/domain/ethics/review-forms';
import { EXPEDITABLE_TYPES, type SubmissionType } from '../../../../shared/domain/ethics/submissions';
import type { VoteDecision } from '../../../../shared/domain/ethics/votes';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, isoTime, staleVersion } from '../../../services/staff-write';
import { type PasswordCipher, signedWrite } from '../../access';
import { decideSubmission, noSubmission, routeSubmission } from '../submissions/moves';
import type { Transaction } from 'kysely';
import { createReviewRepository } from './repository';

type Trx = Transaction<Database>;
export const REVIEWER_ENTITY = 'ethics_reviewer';
const REVIEWABLE = ['accepted', 'expedited', 'onAgenda'];

const refuse = (zh: string, en: string) => badRequest({ 'zh-CN': zh, en });
export const noAssignment = () => notFound({ 'zh-CN': '审查任务不存在', en: 'No such review assignment' });

/** The submission at the caller's version. */
async function loadSubmission(trx: Trx, id: number, version: number) {
  const row = await createReviewRepository(trx).submission(id);
  if (!row) throw noSubmission();
  if (row.version !== version) throw staleVersion();
  return row;
}

/** Bumps the submission's version (its reviewers changed), checking the caller's. */
async function touch(trx: Trx, id: number, version: number, at: number) {
  const updated = await trx
    .updateTable('ethicsSubmission')
    .set({ version: version + 1, updatedAt: isoTime(at) })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw staleVersion();
  return { id, version: version + 1 };
}

function requireExpeditable(type: string) {
  if (!EXPEDITABLE_TYPES.includes(type as SubmissionType))
    throw refuse(
      '此类递交须提交会议审查，不能快速审查',
      'This type of submission goes to the full board, not expedited review',
    );
}

/** A member's own assignment (a non-member has none); the member must be serving today. */
async function ownAssignment(trx: Trx, id: number, version: number, actor: Actor) {
  const repo = createReviewRepository(trx);
  const row = await repo.reviewer(id);
  if (!row || row.userId !== actor.actorId) throw noAssignment();
  if (row.version !== version) throw staleVersion();
  const serving = await repo.serving(hospitalDay(actor.at));
  if (!serving.some((member) => member.userId === actor.actorId))
    throw refuse('您不是在任的伦理委员会委员', 'You are not a serving member of the ethics committee');
  const submission = await repo.submission(row.submissionId);
  if (!submission || !REVIEWABLE.includes(submission.status))
    throw refuse('该递交当前不在审查中', 'This submission is not in review now');
  return { row, submission };
}

/** Signs the opinion. */
type OpinionSign = (
  subject: { entity: string; entityId: number; revision: number },
  content: unknown,
) => Promise<unknown>;

/**
 * A reviewer's opinion in the caller's transaction (the signed request's, or the demo's),
 * signed by `sign` with what it records; final once given.
 */
export async function recordOpinion(
  trx: Trx,
  body: Omit<ReviewOpinionBody, 'signature'>,
  actor: Actor,
  sign: OpinionSign,
) {
  const { row } = await ownAssignment(trx, body.id, body.version, actor);
  if (row.conflict === null) throw refuse('请先声明利益冲突', 'Declare your conflict of interest first');
  if (row.conflict === 'declared')
    throw refuse('已声明利益冲突，不能审查', 'A reviewer with a declared conflict cannot review');
  if (row.opinion !== null) throw refuse('审查意见已提交，不能更改', 'The opinion was given and is final');
  const now = isoTime(actor.at);
  const comments = cleanText(body.comments);
  const answers = body.answers.map((answer) => ({ ...answer, comment: cleanText(answer.comment) }));
  const content = {
    submissionId: row.submissionId,
    answers,
    opinion: body.opinion,
    fullBoard: body.fullBoard === true,
    comments,
  };
  await trx
    .updateTable('ethicsReviewer')
    .set({
      answers: JSON.stringify(answers),
      opinion: body.opinion,
      fullBoard: body.fullBoard ? 1 : 0,
      comments,
      opinionAt: now,
      updatedAt: now,
      version: row.version + 1,
    })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .execute();
  await sign({ entity: REVIEWER_ENTITY, entityId: row.id, revision: row.version + 1 }, content);
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'ethicsReviewer.opinion',
    entity: REVIEWER_ENTITY,
    entityId: row.id,
    after: content,
  });
  return { id: row.id, version: row.version + 1 };
}

/** The review path's writes; `cipher` opens signing passwords (the demo, which signs no requests, has none). */
export function createReviewService(db: Db, cipher?: PasswordCipher) {
  return {
    async assign(body: ReviewAssignBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createReviewRepository(trx);
        const submission = await loadSubmission(trx, body.submissionId, body.version);
        if (submission.status !== 'accepted' && submission.status !== 'expedited')
          throw refuse(
            '只能为已受理或快速审查中的递交指定主审委员',
            'Reviewers are assigned to accepted submissions or those in expedited review',
          );
        if (body.expedite) requireExpeditable(submission.type);
        const current = await repo.reviewersOf(submission.id);
        const serving = new Map((await repo.serving(hospitalDay(actor.at))).map((m) => [m.userId, m.name]));
        for (const userId of body.userIds) {
          if (!serving.has(userId))
            throw refuse(`用户 ${userId} 不是在任的伦理委员会委员`, `User ${userId} is not a serving committee member`);
          if (current.some((reviewer) => reviewer.userId === userId))
            throw refuse(`${serving.get(userId)} 已被指定为主审委员`, `${serving.get(userId)} is already a reviewer`);
        }
        const active = current.filter((reviewer) => reviewer.conflict !== 'declared').length;
        if (active + body.userIds.length > MAX_REVIEWERS)
          throw refuse(`主审委员至多 ${MAX_REVIEWERS} 名`, `At most ${MAX_REVIEWERS} primary reviewers`);
        const now = isoTime(actor.at);
        for (const userId of body.userIds) {
          const { id } = await trx
            .insertInto('ethicsReviewer')
            .values({
              submissionId: submission.id,
              userId,
              assignedAt: now,
              createdBy: actor.actorName,
              createdAt: now,
              updatedAt: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'ethicsReviewer.assign',
            entity: REVIEWER_ENTITY,
            entityId: id,
            after: { submissionId: submission.id, userId, name: serving.get(userId) },
          });
        }
        if (body.expedite && submission.status === 'accepted')
          return routeSubmission(trx, submission.id, 'expedite', actor);
        return touch(trx, submission.id, submission.version, actor.at);
      });
    },

    async expedite(body: { submissionId: number; version: number }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const submission = await loadSubmission(trx, body.submissionId, body.version);
        requireExpeditable(submission.type);
        return routeSubmission(trx, submission.id, 'expedite', actor);
      });
    },

    async declare(body: ReviewDeclareBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const { row } = await ownAssignment(trx, body.id, body.version, actor);
        if (row.conflict !== null) throw refuse('利益冲突已声明', 'The conflict of interest was already declared');
        const note = cleanText(body.note);
        if (body.conflict === 'declared' && !note) throw refuse('请说明利益冲突', 'Describe the conflict of interest');
        const now = isoTime(actor.at);
        await trx
          .updateTable('ethicsReviewer')
          .set({
            conflict: body.conflict,
            conflictNote: note,
            declaredAt: now,
            updatedAt: now,
            version: row.version + 1,
          })
          .where('id', '=', row.id)
          .execute();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsReviewer.declare',
          entity: REVIEWER_ENTITY,
          entityId: row.id,
          before: { conflict: null },
          after: { submissionId: row.submissionId, conflict: body.conflict, conflictNote: note },
        });
        return { id: row.id, version: row.version + 1 };
      });
    },

    async opinion(body: ReviewOpinionBody, actor: Actor) {
      // Checked before the signature so a bad form spends no challenge.
      const repo = createReviewRepository(db);
      const before = await repo.reviewer(body.id);
      if (!before || before.userId !== actor.actorId) throw noAssignment();
      const submission = await repo.submission(before.submissionId);
      const problem = submission && reviewFormProblem(submission.type as SubmissionType, body.answers);
      if (problem) throw badRequest(problem);
      if (!cipher) throw new Error('createReviewService: no password cipher to check signatures');
      return signedWrite(db, { signature: body.signature, cipher }, actor, (trx, sign) =>
        recordOpinion(trx, body, actor, sign),
      );
    },

    async decide(body: ReviewDecideBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const submission = await loadSubmission(trx, body.submissionId, body.version);
        if (submission.status !== 'expedited')
          throw refuse(
            '只有快速审查中的递交可以记录快速审查决定',
            'Only a submission in expedited review gets an expedited decision',
          );
        const reviewers = (await createReviewRepository(trx).reviewersOf(submission.id)).filter(
          (reviewer) => reviewer.conflict !== 'declared',
        );
        if (reviewers.length === 0 || reviewers.some((reviewer) => reviewer.opinion === null))
          throw refuse('尚有主审委员未提交审查意见', 'Not every reviewer has given an opinion');
        const note = cleanText(body.note);
        if (body.noted) {
          if (!NOTABLE_TYPES.includes(submission.type as SubmissionType))
            throw refuse('只有安全性报告和违背方案报告可以知悉备案', 'Only safety reports and deviations can be noted');
          const saved = await decideSubmission(
            trx,
            submission.id,
            { decision: null, otherDecision: 'noted', via: 'expedited', note },
            actor,
          );
          return { ...saved, outcome: 'decided' as const };
        }
        const outcome = expeditedOutcome(
          reviewers.map((reviewer) => ({
            opinion: reviewer.opinion as VoteDecision,
            fullBoard: reviewer.fullBoard === 1,
          })),
        );
        if (outcome?.kind === 'decision') {
          const saved = await decideSubmission(
            trx,
            submission.id,
            { decision: outcome.decision, otherDecision: null, via: 'expedited', note },
            actor,
          );
          return { ...saved, outcome: 'decided' as const };
        }
        // Disagreement or a request for the full board: it stays in expedited review for a meeting's agenda.
        const saved = await touch(trx, submission.id, submission.version, actor.at);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsSubmission.fullBoard',
          entity: 'ethics_submission',
          entityId: submission.id,
          after: { status: submission.status, projectId: submission.projectId, note },
        });
        return { ...saved, outcome: 'fullBoard' as const };
      });
    },
  };
}
