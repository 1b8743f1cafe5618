/**
 * The review path's routes (/api/ethic/review): the board's review state and the secretary's
 * moves, a member's assignments, declarations, signed opinions and downloads; and the team's
 * view of a decision. Thin handlers; access is enforced by the declarations.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type Reviewer,
  myReviewsEndpoint,
  reviewAssignEndpoint,
  reviewDecideEndpoint,
  reviewDeclareEndpoint,
  reviewDownloadEndpoint,
  reviewExpediteEndpoint,
  reviewOpinionEndpoint,
  reviewStateEndpoint,
} from '../../../../shared/api/ethics/review';
import { teamDecisionEndpoint } from '../../../../shared/api/ethics/team-decision';
import {
  EXPEDITABLE_TYPES,
  type SubmissionStatus,
  type SubmissionType,
} from '../../../../shared/domain/ethics/submissions';
import { type ReviewAnswer, expeditedOutcome } from '../../../../shared/domain/ethics/review-forms';
import type { VoteDecision } from '../../../../shared/domain/ethics/votes';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { signaturesOf } from '../../access';
import { createDocumentService, noVirusScanner } from '../../documents';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { noSubmission } from '../submissions/moves';
import { createSubmissionRepository } from '../submissions/repository';
import { createReviewRepository } from './repository';
import { REVIEWER_ENTITY, createReviewService, noAssignment } from './service';

const ok = ResponseCode.ok;
type ReviewerRow = Awaited<ReturnType<ReturnType<typeof createReviewRepository>['reviewersOf']>>[number];

/** A reviewer with their opinion's signatures checked against what is stored now. */
async function toReviewer(db: Db, row: ReviewerRow): Promise<Reviewer> {
  const answers = row.answers ? (JSON.parse(row.answers) as ReviewAnswer[]) : [];
  const content = {
    submissionId: row.submissionId,
    answers,
    opinion: row.opinion,
    fullBoard: row.fullBoard === 1,
    comments: row.comments,
  };
  return {
    ...row,
    conflict: row.conflict as Reviewer['conflict'],
    opinion: row.opinion as VoteDecision | null,
    fullBoard: row.fullBoard === 1,
    answers: answers.map((answer) => ({ ...answer, comment: answer.comment ?? null })),
    signatures: await signaturesOf(db, REVIEWER_ENTITY, row.id, { revision: row.version, content }),
  };
}

export async function ethicsReviewRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock } = options;
  const repo = createReviewRepository(db);
  const service = createReviewService(db, options.signaturePasswords);
  const documents = createDocumentService({ db, files: options.files, scanner: noVirusScanner });

  registerEndpoint(
    app,
    reviewStateEndpoint,
  )(async ({ params }) => {
    const submission = await repo.submission(params.id);
    if (!submission || submission.status === 'draft') throw noSubmission();
    const rows = await repo.reviewersOf(submission.id);
    const reviewers = await Promise.all(rows.map((row) => toReviewer(db, row)));
    const serving = await repo.serving(hospitalDay(clock()));
    const active = reviewers.filter((reviewer) => reviewer.conflict !== 'declared');
    const pending = active.length === 0 || active.some((reviewer) => reviewer.opinion === null);
    const outcome = pending
      ? null
      : expeditedOutcome(
          active.map((reviewer) => ({ opinion: reviewer.opinion as VoteDecision, fullBoard: reviewer.fullBoard })),
        );
    return {
      isOk: true,
      code: ok,
      data: {
        submissionId: submission.id,
        status: submission.status as SubmissionStatus,
        type: submission.type as SubmissionType,
        version: submission.version,
        reviewers,
        candidates: serving.filter((member) => !rows.some((row) => row.userId === member.userId)),
        outcome: outcome
          ? { kind: outcome.kind, decision: outcome.kind === 'decision' ? outcome.decision : null }
          : { kind: 'pending' as const, decision: null },
        expeditable: EXPEDITABLE_TYPES.includes(submission.type as SubmissionType),
      },
    };
  });

  registerEndpoint(
    app,
    reviewAssignEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.assign(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    reviewExpediteEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.expedite(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    reviewDecideEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.decide(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    myReviewsEndpoint,
  )(async ({ request }) => {
    const actor = actorOf(request, clock);
    const submissions = createSubmissionRepository(db);
    const rows = await repo.assignmentsOf(actor.actorId ?? 0);
    const data = [];
    for (const row of rows) {
      const submission = await repo.submission(row.submissionId);
      if (!submission) continue;
      const docs = row.conflict === 'declared' ? [] : await submissions.documents(submission.id);
      data.push({
        reviewer: await toReviewer(db, row),
        submission: {
          id: submission.id,
          projectName: submission.projectName,
          projectNo: submission.projectNo,
          type: submission.type as SubmissionType,
          title: submission.title,
          status: submission.status as SubmissionStatus,
          acceptanceNumber: submission.acceptanceNumber,
          documents: docs.map((doc) => ({
            versionId: doc.versionId,
            title: doc.title,
            number: doc.number,
            fileName: doc.fileName,
          })),
        },
      });
    }
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    reviewDeclareEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.declare(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    reviewOpinionEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.opinion(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    reviewDownloadEndpoint,
  )(async ({ params, reply, request }) => {
    const actor = actorOf(request, clock);
    const row = await repo.reviewer(params.id);
    if (!row || row.userId !== actor.actorId || row.conflict === 'declared') throw noAssignment();
    const submission = await repo.submission(row.submissionId);
    const carried = submission && (await createSubmissionRepository(db).carries(submission.id, params.versionId));
    const file = carried ? await documents.download(submission.projectId, params.versionId, actor) : undefined;
    if (!file) throw notFound({ 'zh-CN': '文件版本不存在', en: 'No such document version' });
    // Always a download, never cached: staff data.
    void reply
      .header('content-type', file.row.mimeType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', file.data.length)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.row.originalName)}`);
    return file.data;
  });

  registerEndpoint(
    app,
    teamDecisionEndpoint,
  )(async ({ params }) => {
    const submission = await repo.submission(params.id);
    if (!submission || submission.projectId !== params.projectId) throw noSubmission();
    const data =
      submission.status === 'decided' && submission.decidedVia && submission.decidedAt
        ? {
            decision: submission.decision as VoteDecision | null,
            otherDecision: submission.otherDecision,
            decidedVia: submission.decidedVia as 'expedited' | 'meeting',
            decidedAt: submission.decidedAt,
            decisionNote: submission.decisionNote,
          }
        : null;
    return { isOk: true, code: ok, data };
  });
}
