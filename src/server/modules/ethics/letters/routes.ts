/**
 * Decision letters: the board's (/api/ethic/board/letter: read, draft, sign) and the team's
 * (/api/ethic/issue/letter, /api/ethic/issue/approval: signed letters and the project's
 * approval in force). Thin handlers; access is enforced by the declarations.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type Letter,
  approvalStatusEndpoint,
  boardLetterEndpoint,
  letterDraftEndpoint,
  letterSignEndpoint,
  teamLetterEndpoint,
} from '../../../../shared/api/ethics/letters';
import { DEFAULT_REVIEW_NOTICE_DAYS, reviewDueState } from '../../../../shared/domain/ethics/continuing-review';
import type { LetterKind, LetterStatus } from '../../../../shared/domain/ethics/letters';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { signaturesOf } from '../../access';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import type { RecordLine } from './content';
import { createLetterRepository } from './repository';
import { LETTER_ENTITY, createLetterService } from './service';

const ok = ResponseCode.ok;

/** A letter as the pages show it, with the chair's signature checked against its lines now. */
async function letterOf(db: Db, submissionId: number): Promise<Letter | null> {
  const repo = createLetterRepository(db);
  const row = await repo.ofSubmission(submissionId);
  if (!row) return null;
  const lines = JSON.parse(row.content) as RecordLine[];
  const [signature] =
    row.status === 'signed'
      ? await signaturesOf(db, LETTER_ENTITY, row.id, {
          revision: 1,
          content: { letterId: row.id, submissionId: row.submissionId, projectId: row.projectId, lines },
        })
      : [];
  const filed = row.documentVersionId ? await repo.filed(row.documentVersionId) : undefined;
  return {
    id: row.id,
    submissionId: row.submissionId,
    projectId: row.projectId,
    kind: row.kind as LetterKind,
    status: row.status as LetterStatus,
    lines,
    validityMonths: row.validityMonths,
    reviewFrequencyMonths: row.reviewFrequencyMonths,
    approvalNumber: row.approvalNumber,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    nextReviewDue: row.nextReviewDue,
    signedAt: row.signedAt,
    signedBy: row.signedBy,
    signature: signature
      ? {
          signerName: signature.signerName,
          meaningText: signature.meaningText,
          signedAt: signature.signedAt,
          contentHash: signature.contentHash,
          state: signature.state,
        }
      : null,
    filed: filed ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    version: row.version,
  };
}

export async function ethicsLetterRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock } = options;
  const repo = createLetterRepository(db);
  const service = createLetterService(db, options.signaturePasswords, options.files);

  registerEndpoint(
    app,
    boardLetterEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await letterOf(db, params.submissionId) }));

  registerEndpoint(
    app,
    letterDraftEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.draft(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    letterSignEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.sign(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    teamLetterEndpoint,
  )(async ({ params }) => {
    const submission = await repo.decidedSubmission(params.id);
    if (!submission || submission.projectId !== params.projectId)
      throw notFound({ 'zh-CN': '伦理递交不存在', en: 'No such ethics submission' });
    const letter = await letterOf(db, params.id);
    return { isOk: true, code: ok, data: letter?.status === 'signed' ? letter : null };
  });

  registerEndpoint(
    app,
    approvalStatusEndpoint,
  )(async ({ params }) => {
    const approval = await repo.approvalInForce(params.projectId);
    if (!approval?.approvalNumber || !approval.validFrom) return { isOk: true, code: ok, data: null };
    const today = hospitalDay(clock());
    return {
      isOk: true,
      code: ok,
      data: {
        approvalNumber: approval.approvalNumber,
        validFrom: approval.validFrom,
        validUntil: approval.validUntil,
        nextReviewDue: approval.nextReviewDue,
        reviewDueState: approval.nextReviewDue
          ? reviewDueState(approval.nextReviewDue, today, DEFAULT_REVIEW_NOTICE_DAYS)
          : null,
        submissionId: approval.submissionId,
      },
    };
  });
}
