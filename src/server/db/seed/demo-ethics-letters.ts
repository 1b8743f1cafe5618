/**
 * The demo's decision letters, through the letters service so their numbers, filed PDFs, header
 * labels and audit rows are real: each decided demo submission gets its letter, drafted by the
 * secretary (郑文博) two hours after the decision and signed by the chair (王建华) an hour later,
 * signed as the app would sign (stored signature, audit row) without a typed password. The
 * continuing review decided yesterday on the second demo project is approved with a monthly
 * continuing review, so its next review is due within 30 days: a task on the workbench.
 */
import { signatureMeaningText } from '../../../shared/domain/access/signatures';
import type { ReviewFrequency } from '../../../shared/domain/ethics/continuing-review';
import { DOCUMENT_MAX_BYTES } from '../../../shared/domain/documents/uploads';
import { contentHash } from '../../lib/canonical-json';
import { draftLetter, issueLetter } from '../../modules/ethics/letters/service';
import type { FileStore } from '../../modules/study/files/file-store';
import { createFileService } from '../../modules/study/files/service';
import { type Actor, auditActor, isoTime } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Db } from '../database';

const HOUR = 3_600_000;

async function actorNamed(db: Db, userName: string, at: number): Promise<Actor & { name: string }> {
  const user = await db
    .selectFrom('staffUser')
    .select(['id', 'realname', 'fullName'])
    .where('userName', '=', userName)
    .executeTakeFirstOrThrow();
  const name = user.fullName?.trim() || user.realname;
  return { at, actorId: user.id, actorName: userName, clientIp: null, requestId: null, name };
}

/** Letters for the decided demo submissions, once; answers whether it added them. */
export async function loadEthicsLetterDemo(db: Db, store: FileStore, now: number): Promise<boolean> {
  if (await db.selectFrom('ethicsLetter').select('id').limit(1).executeTakeFirst()) return false;
  const decided = await db
    .selectFrom('ethicsSubmission')
    .select(['id', 'type', 'decidedAt'])
    .where('status', '=', 'decided')
    .where('decidedAt', 'is not', null)
    .orderBy('id')
    .execute();
  const files = createFileService({ db, store, maxBytes: DOCUMENT_MAX_BYTES });
  for (const submission of decided) {
    const at = Math.min(Date.parse(submission.decidedAt ?? '') + 2 * HOUR, now - 2 * HOUR);
    const frequency: ReviewFrequency = submission.type === 'continuing' ? 1 : 12;
    const secretary = await actorNamed(db, 'ethics', at);
    const draft = await draftLetter(
      db,
      { submissionId: submission.id, validityMonths: 12, reviewFrequencyMonths: frequency },
      secretary,
    );
    const chair = await actorNamed(db, 'ec.wangjianhua', at + HOUR);
    await db.transaction().execute((trx) =>
      issueLetter(trx, files, draft, chair, async (subject, content) => {
        const stored = await trx
          .insertInto('eSignature')
          .values({
            ...subject,
            signerId: chair.actorId ?? 0,
            signerUserName: chair.actorName,
            signerName: chair.name,
            meaning: 'chair-signs-decision',
            meaningText: signatureMeaningText('chair-signs-decision'),
            signedAt: isoTime(chair.at),
            contentHash: contentHash(content),
            challenge: `demo-ethics-letter-${subject.entityId}`,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendAudit(trx, {
          ...auditActor(chair),
          action: 'signature.sign',
          entity: subject.entity,
          entityId: subject.entityId,
          after: { signatureId: stored.id, revision: subject.revision, meaning: 'chair-signs-decision' },
        });
        return stored;
      }),
    );
  }
  return decided.length > 0;
}
