/**
 * Signed accountability logs: a subject's or a batch's log (logs.ts), read in the signing
 * transaction, is signed with the shared electronic signature (`signedWrite`). The log is named
 * once in `drug_accountability_log` (entity 'drug_accountability_log', audit
 * 'accountabilityLog.sign' beside the signature's own 'signature.sign'); each signature keeps the
 * hash of the content it signed, so a later movement shows it as signed on an earlier version.
 */
import type { AccountabilitySignBody, BatchLog, SubjectLog } from '../../../../shared/api/drugs/accountability';
import type { Signature } from '../../../../shared/api/access';
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, fieldProblem, isoTime } from '../../../services/staff-write';
import { type PasswordCipher, signaturesOf, signedWrite } from '../../access';
import type { FileService } from '../../study';
import { fileAccountabilityLog } from './log-filing';
import { batchLog, subjectLog } from './logs';

export const LOG_ENTITY = 'drug_accountability_log';
/** Logs are not revised: every signature is checked against the log's content now. */
const REVISION = 1;

const NO_SUBJECT = { 'zh-CN': '本项目中没有该受试者', en: 'No such subject in this project' };
const NO_BATCH = { 'zh-CN': '本项目中没有该药品批号', en: 'No such drug batch in this project' };

export type LogRef = { kind: 'subject'; subjectId: number } | { kind: 'batch'; productId: number; batchNumber: string };

const keyOf = (ref: LogRef) =>
  ref.kind === 'subject' ? `subject:${ref.subjectId}` : `batch:${ref.productId}:${ref.batchNumber}`;

/** The log a sign request names; a missing field is refused by name. */
function refOf(body: AccountabilitySignBody): LogRef {
  const required = { 'zh-CN': '必填', en: 'Required' };
  if (body.kind === 'subject') {
    if (body.subjectId === undefined) throw fieldProblem('subjectId', required);
    return { kind: 'subject', subjectId: body.subjectId };
  }
  if (body.productId === undefined) throw fieldProblem('productId', required);
  if (body.batchNumber === undefined) throw fieldProblem('batchNumber', required);
  return { kind: 'batch', productId: body.productId, batchNumber: body.batchNumber };
}

/** The log's content now; 404 when the subject or the batch is not the project's. */
export async function contentOf(db: Db, projectId: number, ref: LogRef): Promise<SubjectLog | BatchLog> {
  if (ref.kind === 'subject') {
    const log = await subjectLog(db, projectId, ref.subjectId);
    if (!log) throw notFound(NO_SUBJECT);
    return log;
  }
  const log = await batchLog(db, projectId, ref.productId, ref.batchNumber);
  if (!log) throw notFound(NO_BATCH);
  return log;
}

async function logIdOf(db: Db, projectId: number, ref: LogRef) {
  const row = await db
    .selectFrom('drugAccountabilityLog')
    .select('id')
    .where('projectId', '=', projectId)
    .where('logKey', '=', keyOf(ref))
    .executeTakeFirst();
  return row?.id;
}

/** The log's signatures, each checked against `content` (the log now). */
export async function logSignatures(db: Db, projectId: number, ref: LogRef, content: unknown): Promise<Signature[]> {
  const id = await logIdOf(db, projectId, ref);
  return id === undefined ? [] : signaturesOf(db, LOG_ENTITY, id, { revision: REVISION, content });
}

async function nameLog(db: Db, projectId: number, ref: LogRef, actor: Actor): Promise<number> {
  const known = await logIdOf(db, projectId, ref);
  if (known !== undefined) return known;
  const { id } = await db
    .insertInto('drugAccountabilityLog')
    .values({
      projectId,
      kind: ref.kind,
      logKey: keyOf(ref),
      subjectId: ref.kind === 'subject' ? ref.subjectId : null,
      productId: ref.kind === 'batch' ? ref.productId : null,
      batchNumber: ref.kind === 'batch' ? ref.batchNumber : null,
      createdBy: actor.actorName,
      createdAt: isoTime(actor.at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** `files`: where a signed log is stored to be filed into the binder (none: not filed). */
export function createAccountabilityService(db: Db, cipher: PasswordCipher, files?: FileService) {
  return {
    /** Signs the log as it stands: its content is read in the signing transaction. */
    sign(body: AccountabilitySignBody, actor: Actor) {
      const ref = refOf(body);
      return signedWrite(db, { signature: body.signature, cipher }, actor, async (trx, sign) => {
        const content = await contentOf(trx, body.projectId, ref);
        const id = await nameLog(trx, body.projectId, ref, actor);
        const stored = await sign({ entity: LOG_ENTITY, entityId: id, revision: REVISION }, content);
        const name = ref.kind === 'subject' ? `subject ${ref.subjectId}` : `${ref.batchNumber}`;
        if (files)
          await fileAccountabilityLog(trx, files, {
            projectId: body.projectId,
            logId: id,
            name,
            log: content,
            signature: stored,
            actor,
          });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'accountabilityLog.sign',
          entity: LOG_ENTITY,
          entityId: id,
          after: { ...ref, signatureId: stored.id, contentHash: stored.contentHash },
        });
        return { signatureId: stored.id };
      });
    },
  };
}
