/**
 * A version's review (SUITE.md 'Writes', 'Approvals', 'Signatures'): submitting a draft moves
 * it in review and starts its approval (workflow `documentReview`) in one transaction with the
 * audit row; the approval's steps are decided and signed on 我的审批, each decision signing the
 * version's content (`versionContent`: document id and title, version number, file SHA-256).
 * The approval's end, in the deciding transaction: approved makes the version effective (its
 * effective day as given at upload, else the day approved) and supersedes the effective one
 * before; rejected, or taken back by the submitter, returns it to draft. An effective version
 * is withdrawn with the signer's signature. Audit entity 'doc_document' (document.submit,
 * document.approve, document.reject, document.reopen, document.withdraw).
 */
import type {
  ManifestSignature,
  VersionSubmitBody,
  VersionWithdrawBody,
} from '../../../../shared/api/documents/review';
import {
  DOCUMENT_REVIEW_RECORD_KIND,
  DOCUMENT_VERSION,
  DOCUMENT_WORKFLOWS,
  type DocumentVersionAction,
  type DocumentVersionStatus,
} from '../../../../shared/domain/documents/versions';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { type SentSignature, signaturesOf, signedWrite } from '../../access';
import { type WorkflowHooks, decisionSignatures, firePostEvents, startApproval } from '../../work';
import { createDocumentRepository } from '../binder/repository';
import { DOCUMENT_ENTITY } from '../binder/service';
import { assertBinderWritable } from '../archive/service';
import { VERSION_ENTITY, createReviewRepository } from './repository';

type VersionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createReviewRepository>['byId']>>>;

/** What every signature of a version covers: which document and version, and the file's hash. */
export const versionContent = (row: Pick<VersionRow, 'documentId' | 'title' | 'number' | 'checksum'>) => ({
  documentId: row.documentId,
  title: row.title,
  number: row.number,
  checksum: row.checksum,
});
const withdrawalContent = (row: VersionRow) => ({ ...versionContent(row), action: 'withdraw' });

export const WITHDRAW_MEANING = 'document-withdraws';
const noVersion = () => notFound({ 'zh-CN': '版本不存在', en: 'No such version' });
const REFUSED = {
  submit: { 'zh-CN': '只有草稿版本可以提交审核', en: 'Only a draft version can be submitted for review' },
  withdraw: { 'zh-CN': '只有生效版本可以撤回', en: 'Only an effective version can be withdrawn' },
} as const satisfies Partial<Record<DocumentVersionAction, { 'zh-CN': string; en: string }>>;

/** The version at the caller's row version, allowed `action` now; refused otherwise. */
function checkMove(row: VersionRow | undefined, version: number, action: keyof typeof REFUSED): VersionRow {
  if (!row) throw noVersion();
  if (row.version !== version) throw staleVersion();
  if (!DOCUMENT_VERSION.can(row.status as DocumentVersionStatus, action)) throw badRequest(REFUSED[action]);
  return row;
}

export function createReviewService(db: Db) {
  return {
    async submit(body: VersionSubmitBody, actor: Actor) {
      const { result, post } = await db.transaction().execute(async (trx) => {
        await assertBinderWritable(trx, body.projectId);
        const repo = createReviewRepository(trx);
        const row = checkMove(await repo.inProject(body.projectId, body.id), body.version, 'submit');
        const now = isoTime(actor.at);
        if (!(await repo.move(row.id, row.version, 'draft', { status: 'inReview' }, now))) throw staleVersion();
        const started = await startApproval(
          trx,
          {
            key: DOCUMENT_WORKFLOWS.review,
            projectId: row.projectId,
            recordKind: DOCUMENT_REVIEW_RECORD_KIND,
            recordId: row.id,
            title: `${row.title} v${row.number}`,
            amountFen: null,
          },
          actor,
        );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'document.submit',
          entity: DOCUMENT_ENTITY,
          entityId: row.documentId,
          before: { versionId: row.id, status: 'draft' },
          after: { versionId: row.id, number: row.number, status: 'inReview', instanceId: started.instanceId },
        });
        return { result: { id: row.id, version: row.version + 1 }, post: started.post };
      });
      await firePostEvents(db, post);
      return result;
    },

    /** Withdraws an effective version, signed; the password is checked before anything is written. */
    async withdraw(body: VersionWithdrawBody, sent: SentSignature, actor: Actor) {
      if (sent.signature.meaning !== WITHDRAW_MEANING)
        throw fieldProblem('signature', {
          'zh-CN': '撤回须以“撤回文件版本”的含义签名',
          en: `A withdrawal is signed with the meaning '${WITHDRAW_MEANING}'`,
        });
      const reason = cleanText(body.reason);
      if (!reason) throw fieldProblem('reason', { 'zh-CN': '请填写撤回原因', en: 'Say why it is withdrawn' });
      // Checked before the password is: a refused move asks for no signature.
      await assertBinderWritable(db, body.projectId);
      checkMove(await createReviewRepository(db).inProject(body.projectId, body.id), body.version, 'withdraw');
      return signedWrite(db, sent, actor, async (trx, sign) => {
        await assertBinderWritable(trx, body.projectId);
        const repo = createReviewRepository(trx);
        const row = checkMove(await repo.inProject(body.projectId, body.id), body.version, 'withdraw');
        const now = isoTime(actor.at);
        if (!(await repo.move(row.id, row.version, 'effective', { status: 'withdrawn' }, now))) throw staleVersion();
        if (!(await createDocumentRepository(trx).touch(row.documentId, row.documentVersion, now)))
          throw staleVersion();
        const signed = await sign({ entity: VERSION_ENTITY, entityId: row.id, revision: 1 }, withdrawalContent(row));
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'document.withdraw',
          entity: DOCUMENT_ENTITY,
          entityId: row.documentId,
          before: { versionId: row.id, status: 'effective' },
          after: { versionId: row.id, number: row.number, status: 'withdrawn', reason, signatureId: signed.id },
        });
        return { id: row.id, version: row.version + 1 };
      });
    },

    /** A version's signatures (review decisions, withdrawal), oldest first, each checked against it now. */
    async manifest(projectId: number, versionId: number) {
      const row = await createReviewRepository(db).inProject(projectId, versionId);
      if (!row) throw noVersion();
      const decisions = (await decisionSignatures(db, DOCUMENT_REVIEW_RECORD_KIND, row.id)).map(
        ({ instanceId: _i, decision, stepName, comment, ...signature }): ManifestSignature => ({
          ...signature,
          source: decision,
          stepName,
          comment,
        }),
      );
      const withdrawals = (
        await signaturesOf(db, VERSION_ENTITY, row.id, { revision: 1, content: withdrawalContent(row) })
      ).map((signature): ManifestSignature => ({ ...signature, source: 'withdraw', stepName: null, comment: null }));
      return { row, signatures: [...decisions, ...withdrawals].sort((a, b) => a.id - b.id) };
    },
  };
}

/** What a review decision signs of the version (registered for the workflow key). */
export async function reviewedVersion(db: Db, record: { recordId: number }) {
  const row = await createReviewRepository(db).byId(record.recordId);
  return row ? versionContent(row) : null;
}

async function settle(trx: Db, versionId: number, outcome: 'approve' | 'reject' | 'reopen', actor: Actor) {
  const repo = createReviewRepository(trx);
  const row = await repo.byId(versionId);
  if (!row || row.status !== 'inReview')
    throw badRequest({ 'zh-CN': '该版本已不在审核中', en: 'This version is no longer in review' });
  const now = isoTime(actor.at);
  const documents = createDocumentRepository(trx);
  if (outcome === 'approve') {
    const effectiveOn = row.effectiveOn ?? hospitalDay(actor.at);
    const superseded = await documents.supersede(row.documentId, now);
    if (!(await repo.move(row.id, row.version, 'inReview', { status: 'effective', effectiveOn }, now)))
      throw staleVersion();
    if (!(await documents.touch(row.documentId, row.documentVersion, now))) throw staleVersion();
    await appendAudit(trx as Parameters<typeof appendAudit>[0], {
      ...auditActor(actor),
      action: 'document.approve',
      entity: DOCUMENT_ENTITY,
      entityId: row.documentId,
      before: { versionId: row.id, status: 'inReview', ...(superseded.length > 0 ? { effective: superseded } : {}) },
      after: { versionId: row.id, number: row.number, status: 'effective', effectiveOn, superseded },
    });
    return;
  }
  if (!(await repo.move(row.id, row.version, 'inReview', { status: 'draft' }, now))) throw staleVersion();
  await appendAudit(trx as Parameters<typeof appendAudit>[0], {
    ...auditActor(actor),
    action: outcome === 'reject' ? 'document.reject' : 'document.reopen',
    entity: DOCUMENT_ENTITY,
    entityId: row.documentId,
    before: { versionId: row.id, status: 'inReview' },
    after: { versionId: row.id, number: row.number, status: 'draft' },
  });
}

/** The review's end decides the version: approved → effective; rejected or taken back → draft. */
export const reviewWorkflowHooks: WorkflowHooks = {
  end: async (trx, { instance, actor }) =>
    settle(trx, instance.recordId, instance.status === 'approved' ? 'approve' : 'reject', actor),
  manualEnd: async (trx, { instance, actor }) => settle(trx, instance.recordId, 'reopen', actor),
};
