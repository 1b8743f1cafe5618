/**
 * SAE attachments (table safety_attachment -> stored_file): the files service stores the
 * bytes privately (images or PDF), then the attachment row and its audit row
 * (`sae.attach` / `sae.detach`, entity safety_sae) are written in one transaction. Only
 * this area serves them, after its project check (the file manager answers 404). The
 * report is checked first (in the project, a draft) so a refused upload stores nothing;
 * a failure after the bytes are stored leaves at most an unreferenced private file.
 */
import type { SaeAttachment } from '../../../../shared/api/safety/sae';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { FileService, StoredFileRow } from '../../study';
import { loadRecord, recordEntity, requireDraft } from '../records/lifecycle';
import { createSaeRepository } from './repository';
import { toAttachment } from './service';

interface AttachInput {
  projectId: number;
  id: number;
  name: string;
  data: Buffer;
}

export function createSaeAttachments(db: Db, files: FileService) {
  /** The report must be a draft of the project. */
  const draftOf = (projectId: number, id: number) =>
    db.transaction().execute(async (trx) => requireDraft('sae', await loadRecord(trx, 'sae', projectId, id)));

  return {
    async attach(input: AttachInput, actor: Actor): Promise<SaeAttachment> {
      await draftOf(input.projectId, input.id);
      const stored = await files.storePrivate({ name: input.name, data: input.data, accept: 'imagesOrPdf' }, actor);
      const createdAt = isoTime(actor.at);
      const attachmentId = await db.transaction().execute(async (trx) => {
        requireDraft('sae', await loadRecord(trx, 'sae', input.projectId, input.id));
        const id = await createSaeRepository(trx).insertAttachment({
          projectId: input.projectId,
          saeId: input.id,
          fileId: stored.id,
          uploadedBy: actor.actorName,
          createdAt,
        });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sae.attach',
          entity: recordEntity('sae'),
          entityId: input.id,
          after: {
            attachmentId: id,
            fileId: stored.id,
            name: stored.name,
            size: stored.size,
            mimeType: stored.mimeType,
          },
        });
        return id;
      });
      return {
        id: attachmentId,
        fileId: stored.id,
        name: stored.name,
        size: stored.size,
        mimeType: stored.mimeType,
        uploadedBy: actor.actorName,
        createdAt,
      };
    },

    async detach(input: { projectId: number; id: number; attachmentId: number }, actor: Actor): Promise<null> {
      return db.transaction().execute(async (trx) => {
        requireDraft('sae', await loadRecord(trx, 'sae', input.projectId, input.id));
        const repo = createSaeRepository(trx);
        const attachment = await repo.attachmentInProject(input.projectId, input.attachmentId);
        if (!attachment || attachment.saeId !== input.id)
          throw notFound({ 'zh-CN': '附件不存在', en: 'No such attachment' });
        await repo.deleteAttachment(attachment.id);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sae.detach',
          entity: recordEntity('sae'),
          entityId: input.id,
          before: toAttachment(attachment),
        });
        return null;
      });
    },

    /** The attachment's file when it belongs to the project; undefined otherwise. */
    async download(projectId: number, attachmentId: number): Promise<{ row: StoredFileRow; data: Buffer } | undefined> {
      const attachment = await createSaeRepository(db).attachmentInProject(projectId, attachmentId);
      return attachment ? files.ownedFile(attachment.fileId) : undefined;
    },
  };
}
