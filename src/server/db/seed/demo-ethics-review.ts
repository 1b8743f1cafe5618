/**
 * The demo review path (issue 30 item 2), through the review service so its audit rows are
 * real: the amendment accepted on the third demo project is in expedited review with two
 * reviewers (李红 gave her signed opinion, 刘青 has not yet) and a third, 徐伟, who declared a
 * conflict; the continuing review of the second project is accepted, reviewed by 孙杰 and
 * 高雅 (both approve) and decided by expedited review. The demo's opinions are signed as the
 * app would sign them (stored signature, audit row) without a typed password.
 */
import { signatureMeaningText } from '../../../shared/domain/access/signatures';
import { REVIEW_FORMS } from '../../../shared/domain/ethics/review-forms';
import type { SubmissionType } from '../../../shared/domain/ethics/submissions';
import { contentHash } from '../../lib/canonical-json';
import { createReviewService, recordOpinion } from '../../modules/ethics/review/service';
import { createSubmissionService } from '../../modules/ethics/submissions/service';
import { type Actor, auditActor, isoTime } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Db } from '../database';

async function actorNamed(db: Db, userName: string, at: number): Promise<Actor> {
  const user = await db.selectFrom('staffUser').select('id').where('userName', '=', userName).executeTakeFirstOrThrow();
  return { at, actorId: user.id, actorName: userName, clientIp: null, requestId: null };
}

async function reviewerRow(db: Db, submissionId: number, userName: string) {
  return db
    .selectFrom('ethicsReviewer as r')
    .innerJoin('staffUser as u', 'u.id', 'r.userId')
    .select(['r.id', 'r.version'])
    .where('r.submissionId', '=', submissionId)
    .where('u.userName', '=', userName)
    .executeTakeFirstOrThrow();
}

/** The reviewer declares no conflict and gives the signed opinion 'approve'. */
async function approve(db: Db, submissionId: number, type: SubmissionType, userName: string, at: number) {
  const service = createReviewService(db);
  const actor = await actorNamed(db, userName, at);
  const declared = await service.declare(
    { ...(await reviewerRow(db, submissionId, userName)), conflict: 'none', note: null },
    actor,
  );
  const signer = await db
    .selectFrom('staffUser')
    .select(['id', 'userName', 'realname', 'fullName'])
    .where('userName', '=', userName)
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) =>
    recordOpinion(
      trx,
      {
        id: declared.id,
        version: declared.version,
        answers: REVIEW_FORMS[type].map((question) => ({ key: question.key, answer: 'adequate' as const })),
        opinion: 'approve',
        fullBoard: false,
        comments: '材料完整，风险可控，同意。',
      },
      { ...actor, at: at + 3_600_000 },
      async (subject, content) => {
        const stored = await trx
          .insertInto('eSignature')
          .values({
            ...subject,
            signerId: signer.id,
            signerUserName: signer.userName,
            signerName: signer.fullName?.trim() || signer.realname,
            meaning: 'ethics-reviewer-opines',
            meaningText: signatureMeaningText('ethics-reviewer-opines'),
            signedAt: isoTime(at + 3_600_000),
            contentHash: contentHash(content),
            challenge: `demo-ethics-review-${subject.entityId}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await appendAudit(trx, {
          ...auditActor({ ...actor, at: at + 3_600_000 }),
          action: 'signature.sign',
          entity: subject.entity,
          entityId: subject.entityId,
          after: { signatureId: stored.id, revision: subject.revision, meaning: 'ethics-reviewer-opines' },
        });
        return stored;
      },
    ),
  );
}

const submissionOf = (db: Db, projectId: number | undefined, type: SubmissionType, status: string) =>
  db
    .selectFrom('ethicsSubmission')
    .select(['id', 'version'])
    .where('projectId', '=', projectId ?? 0)
    .where('type', '=', type)
    .where('status', '=', status)
    .orderBy('id')
    .executeTakeFirst();

export async function loadEthicsReviewDemo(db: Db, now: number): Promise<void> {
  const day = 86_400_000;
  const projects = await db.selectFrom('project').select('id').orderBy('id').limit(3).execute();
  const review = createReviewService(db);
  const userIds = async (names: string[]) =>
    Promise.all(names.map(async (name) => (await actorNamed(db, name, now)).actorId ?? 0));

  // In expedited review: two reviewers (one opinion given) and one with a declared conflict.
  const amendment = await submissionOf(db, projects[2]?.id, 'amendment', 'accepted');
  if (amendment) {
    const at = now - 15 * day;
    const secretary = await actorNamed(db, 'ethics', at);
    await review.assign(
      {
        submissionId: amendment.id,
        version: amendment.version,
        userIds: await userIds(['ec.lihong', 'ec.liuqing', 'ec.xuwei']),
        expedite: true,
      },
      secretary,
    );
    await review.declare(
      {
        ...(await reviewerRow(db, amendment.id, 'ec.xuwei')),
        conflict: 'declared',
        note: '本人为该研究申办方的咨询专家',
      },
      await actorNamed(db, 'ec.xuwei', at + day),
    );
    await approve(db, amendment.id, 'amendment', 'ec.lihong', at + 2 * day);
  }

  // Decided by expedited review: accepted, two reviewers approve, the secretary records it.
  const continuing = await submissionOf(db, projects[1]?.id, 'continuing', 'submitted');
  if (continuing) {
    const at = now - day;
    const secretary = await actorNamed(db, 'ethics', at);
    const accepted = await createSubmissionService(db).accept(continuing, secretary);
    await review.assign(
      {
        submissionId: continuing.id,
        version: accepted.version,
        userIds: await userIds(['ec.sunjie', 'ec.gaoya']),
        expedite: true,
      },
      secretary,
    );
    for (const name of ['ec.sunjie', 'ec.gaoya']) await approve(db, continuing.id, 'continuing', name, at + 3_600_000);
    const current = await db
      .selectFrom('ethicsSubmission')
      .select('version')
      .where('id', '=', continuing.id)
      .executeTakeFirstOrThrow();
    await review.decide(
      { submissionId: continuing.id, version: current.version, note: '同意继续开展研究' },
      { ...secretary, at: at + 6 * 3_600_000 },
    );
  }
}
