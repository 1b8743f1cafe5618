/**
 * The demo's closed project with an archived binder (issue 29 items 7 and 11): the sixth demo
 * lung-cancer project is terminated (recruitment ended, with its reason) and its binder, filed
 * by demo-binder.ts, archived by the demo investigator as the archiving service does it (the
 * index with each file's SHA-256, the archive row and its audit row), signed with the meaning
 * 'binder-archives'. The signature row is written directly: a seed has no password to type.
 * Does nothing once any binder archive exists or when that project has no binder documents.
 */
import { signatureMeaningText } from '../../../shared/domain/access/signatures';
import { appendAudit } from '../audit/audit-trail';
import { contentHash } from '../../lib/canonical-json';
import { ARCHIVE_ENTITY, insertArchive } from '../../modules/documents/archive/service';
import { auditActor, isoTime } from '../../services/staff-write';
import type { Db } from '../database';

/** Position of the closed demo project among the projects by id. */
export const ARCHIVED_DEMO_PROJECT = 5;
const TERMINATE_REASON = '申办方因入组缓慢提前终止研究';

export async function loadBinderArchiveDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('docArchive').select('id').limit(1).executeTakeFirst()) return false;
  const project = (await db.selectFrom('project').select('id').orderBy('id').execute())[ARCHIVED_DEMO_PROJECT];
  const signer = await db
    .selectFrom('staffUser')
    .select(['id', 'userName', 'realname', 'fullName'])
    .where('userName', '=', 'investigator')
    .executeTakeFirst();
  if (!project || !signer) return false;
  if (!(await db.selectFrom('docDocument').select('id').where('projectId', '=', project.id).executeTakeFirst()))
    return false;
  const actor = { at: now, actorId: signer.id, actorName: signer.userName, clientIp: null, requestId: null };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('project')
      .set((eb) => ({
        status: 'terminated',
        recruitStatus: 'zzzm',
        terminateReason: TERMINATE_REASON,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', project.id)
      .execute();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'project.terminate',
      entity: 'project',
      entityId: project.id,
      reason: TERMINATE_REASON,
      after: { status: 'terminated', recruitStatus: 'zzzm' },
    });
    const written = await insertArchive(
      trx,
      { projectId: project.id, archiveType: 'terminated', note: '项目提前终止，研究文件夹整体归档' },
      actor,
    );
    const signature = await trx
      .insertInto('eSignature')
      .values({
        entity: ARCHIVE_ENTITY,
        entityId: written.id,
        revision: 1,
        signerId: signer.id,
        signerUserName: signer.userName,
        signerName: signer.fullName?.trim() || signer.realname,
        meaning: 'binder-archives',
        meaningText: signatureMeaningText('binder-archives'),
        signedAt: isoTime(now),
        contentHash: contentHash(written.signedContent),
        challenge: `demo-binder-archive-${written.id}`,
      })
      .returning(['id', 'signerName', 'contentHash'])
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'signature.sign',
      entity: ARCHIVE_ENTITY,
      entityId: written.id,
      after: {
        signatureId: signature.id,
        revision: 1,
        signerName: signature.signerName,
        meaning: 'binder-archives',
        contentHash: signature.contentHash,
      },
    });
  });
  return true;
}
