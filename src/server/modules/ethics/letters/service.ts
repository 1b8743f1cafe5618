/**
 * Decision letters' writes (SUITE.md 'Writes'). Drafting freezes the letter's lines from the
 * decided submission; signing, in the signature's transaction (access/signatures `signedWrite`):
 * gives an approval the committee's next approval number of the hospital's year (the
 * `ethics_letter_number` counter, as acceptance numbers are given), its validity and, for an
 * initial or continuing review, the next continuing review's due day (the project's older
 * clock is marked superseded); files the letter into the project's binder (documents area
 * `fileSignedRecord`: an approval in 03.01 伦理批件 with its last valid day, any other
 * decision in 03.02); and sets the project's ethics approval and acceptance numbers (SPEC §3
 * header labels). A wrong password, a letter already signed or a stale version changes nothing.
 */
import type { Transaction } from 'kysely';
import type { LetterDraftBody, LetterSignBody } from '../../../../shared/api/ethics/letters';
import { nextReviewDue, validUntil } from '../../../../shared/domain/ethics/continuing-review';
import type { ReviewFrequency } from '../../../../shared/domain/ethics/continuing-review';
import {
  CLOCK_SETTING_TYPES,
  DEFAULT_REVIEW_FREQUENCY,
  DEFAULT_VALIDITY_MONTHS,
  formatApprovalNumber,
  letterKindOf,
} from '../../../../shared/domain/ethics/letters';
import type { SubmissionType } from '../../../../shared/domain/ethics/submissions';
import type { OtherDecision, VoteDecision } from '../../../../shared/domain/ethics/votes';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime, staleVersion } from '../../../services/staff-write';
import { type PasswordCipher, type SignFn, signedWrite } from '../../access';
import { fileSignedRecord } from '../../documents';
import type { FileService } from '../../study';
import { type RecordLine, approvalLines, draftLines } from './content';
import { nextYearSeq } from '../year-counter';
import { createLetterRepository } from './repository';

export const LETTER_ENTITY = 'ethics_letter';
type Trx = Transaction<Database>;

const noLetter = () => notFound({ 'zh-CN': '审查决定函不存在', en: 'No such decision letter' });

async function nextApprovalNumber(trx: Trx, committeeId: number, at: number): Promise<string> {
  const { year, seq } = await nextYearSeq(trx, 'ethicsLetterNumber', committeeId, at);
  return formatApprovalNumber(year, seq);
}

/** The frozen lines of a decided submission's letter. */
async function linesOf(trx: Trx, submissionId: number) {
  const repo = createLetterRepository(trx);
  const submission = await repo.decidedSubmission(submissionId);
  if (!submission) throw notFound({ 'zh-CN': '伦理递交不存在', en: 'No such ethics submission' });
  if (submission.status !== 'decided')
    throw badRequest({
      'zh-CN': '递交尚未作出审查决定，不能起草决定函',
      en: 'The submission is not decided yet: no letter can be drafted',
    });
  const kind = letterKindOf(submission.decision as VoteDecision | null);
  const lines = draftLines({
    kind,
    committeeName: submission.committeeName,
    project: submission,
    submission: {
      ...submission,
      type: submission.type as SubmissionType,
      decision: submission.decision as VoteDecision | null,
      otherDecision: submission.otherDecision as OtherDecision | null,
    },
    documents: await repo.documents(submissionId),
  });
  return { submission, kind, lines };
}

export function createLetterService(db: Db, cipher: PasswordCipher, files: FileService) {
  return {
    /** A new letter of a decided submission (no id), or its unsigned draft again at the caller's version. */
    draft: (body: LetterDraftBody, actor: Actor) => draftLetter(db, body, actor),

    /** The chair signs: number, days, filing and the project's header labels, in one transaction. */
    async sign(body: LetterSignBody, actor: Actor) {
      return signedWrite(db, { signature: body.signature, cipher }, actor, (trx, sign) =>
        issueLetter(trx, files, body, actor, sign),
      );
    },
  };
}

/** Drafts a decided submission's letter (no id), or redrafts its unsigned draft at the caller's version. */
export async function draftLetter(db: Db, body: LetterDraftBody, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const repo = createLetterRepository(trx);
    const { submission, kind, lines } = await linesOf(trx, body.submissionId);
    const terms =
      kind === 'approval'
        ? {
            validityMonths: body.validityMonths ?? DEFAULT_VALIDITY_MONTHS,
            reviewFrequencyMonths: body.reviewFrequencyMonths ?? DEFAULT_REVIEW_FREQUENCY,
          }
        : { validityMonths: null, reviewFrequencyMonths: null };
    const fields = { kind, content: JSON.stringify(lines), ...terms };
    const now = isoTime(actor.at);
    const existing = await repo.ofSubmission(body.submissionId);
    if (body.id === undefined) {
      if (existing)
        throw badRequest({
          'zh-CN': '该递交已有决定函，请修改现有草稿',
          en: 'This submission already has a letter: change its draft',
        });
      const id = await repo.insert({
        ...fields,
        submissionId: submission.id,
        projectId: submission.projectId,
        status: 'draft',
        createdBy: actor.actorName,
        createdAt: now,
        updatedAt: now,
      });
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'ethicsLetter.draft',
        entity: LETTER_ENTITY,
        entityId: id,
        after: { submissionId: submission.id, projectId: submission.projectId, kind, ...terms },
      });
      return { id, version: 1 };
    }
    if (!existing || existing.id !== body.id) throw noLetter();
    if (existing.version !== body.version) throw staleVersion();
    if (existing.status !== 'draft')
      throw badRequest({ 'zh-CN': '决定函已签发，不能修改', en: 'The letter is signed: it cannot be changed' });
    if (!(await repo.updateDraft(existing, { ...fields, updatedAt: now }))) throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'ethicsLetter.update',
      entity: LETTER_ENTITY,
      entityId: existing.id,
      before: { validityMonths: existing.validityMonths, reviewFrequencyMonths: existing.reviewFrequencyMonths },
      after: terms,
    });
    return { id: existing.id, version: existing.version + 1 };
  });
}

/**
 * Issues a drafted letter inside the caller's signing transaction: the approval's number and
 * days, the signature, the filed PDF, the letter's signed state and the project's header labels.
 */
export async function issueLetter(
  trx: Trx,
  files: FileService,
  body: { id: number; version: number },
  actor: Actor,
  sign: SignFn,
) {
  const repo = createLetterRepository(trx);
  const letter = await repo.row(body.id);
  if (!letter) throw noLetter();
  if (letter.version !== body.version) throw staleVersion();
  if (letter.status !== 'draft') throw badRequest({ 'zh-CN': '决定函已签发', en: 'The letter is already signed' });
  const submission = await repo.decidedSubmission(letter.submissionId);
  if (!submission) throw noLetter();
  const today = hospitalDay(actor.at);
  const approval = letter.kind === 'approval' ? await approvalTerms(trx, letter, submission, today, actor.at) : null;
  const lines: RecordLine[] = [
    ...(JSON.parse(letter.content) as RecordLine[]),
    ...(approval ? approvalLines(approval) : []),
  ];
  const stored = await sign(
    { entity: LETTER_ENTITY, entityId: letter.id, revision: 1 },
    { letterId: letter.id, submissionId: letter.submissionId, projectId: letter.projectId, lines },
  );
  const filed = await fileSignedRecord(trx, files, {
    projectId: letter.projectId,
    folderCode: approval ? '03.01' : '03.02',
    kind: approval ? 'ethicsApproval' : 'correspondence',
    source: { kind: 'ethicsLetter', id: letter.id },
    title: approval
      ? `伦理批件 ${approval.approvalNumber}`
      : `伦理审查意见 ${submission.acceptanceNumber ?? letter.id}`,
    fileName: approval ? `ethics-approval-${approval.approvalNumber}` : `ethics-opinion-${letter.id}`,
    lines,
    signature: stored,
    actor,
    expiresOn: approval?.validUntil ?? null,
  });
  const now = isoTime(actor.at);
  if (approval?.nextReviewDue) await repo.supersedeClocks(letter.projectId, now);
  await repo.update(letter.id, {
    status: 'signed',
    content: JSON.stringify(lines),
    approvalNumber: approval?.approvalNumber ?? null,
    validFrom: approval?.validFrom ?? null,
    validUntil: approval?.validUntil ?? null,
    nextReviewDue: approval?.nextReviewDue ?? null,
    signedAt: now,
    signedBy: stored.signerName,
    documentVersionId: filed?.versionId ?? null,
    updatedAt: now,
    version: letter.version + 1,
  });
  const header = {
    ...(submission.acceptanceNumber ? { ethicsAcceptNumber: submission.acceptanceNumber } : {}),
    ...(approval ? { ethicsApprovalNumber: approval.approvalNumber } : {}),
  };
  if (Object.keys(header).length > 0) {
    await repo.setProjectNumbers(letter.projectId, header, now);
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'project.ethicsNumbers',
      entity: 'project',
      entityId: letter.projectId,
      before: {
        ethicsApprovalNumber: submission.projectApprovalNumber,
        ethicsAcceptNumber: submission.projectAcceptNumber,
      },
      after: { ...header, letterId: letter.id },
    });
  }
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'ethicsLetter.sign',
    entity: LETTER_ENTITY,
    entityId: letter.id,
    before: { status: 'draft' },
    after: {
      status: 'signed',
      submissionId: letter.submissionId,
      projectId: letter.projectId,
      ...(approval ?? {}),
      signatureId: stored.id,
      contentHash: stored.contentHash,
      documentVersionId: filed?.versionId ?? null,
    },
  });
  return { id: letter.id, version: letter.version + 1, approvalNumber: approval?.approvalNumber ?? null };
}

type LetterRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createLetterRepository>['row']>>>;
type DecidedRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createLetterRepository>['decidedSubmission']>>>;

/** An approval's number and days, from the signing day. */
async function approvalTerms(trx: Trx, letter: LetterRow, submission: DecidedRow, today: string, at: number) {
  const approvalNumber = await nextApprovalNumber(trx, submission.committeeId, at);
  const frequency = (letter.reviewFrequencyMonths ?? DEFAULT_REVIEW_FREQUENCY) as ReviewFrequency;
  const setsClock = CLOCK_SETTING_TYPES.includes(submission.type as SubmissionType);
  return {
    approvalNumber,
    validFrom: today,
    validUntil: validUntil(today, letter.validityMonths ?? DEFAULT_VALIDITY_MONTHS),
    reviewFrequencyMonths: setsClock ? frequency : null,
    nextReviewDue: setsClock ? nextReviewDue(today, frequency) : null,
  };
}
