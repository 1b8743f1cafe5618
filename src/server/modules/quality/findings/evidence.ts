/**
 * A QC finding's evidence files (table quality_evidence -> stored_file): the files service
 * stores the bytes privately (images or PDF, its size limit), then the evidence row binding
 * the file to the project and its audit row (`qcEvidence.upload`, entity quality_evidence)
 * are written in one transaction. Only this area serves them, after its project check. A
 * failure after the bytes are stored leaves at most an unreferenced private file.
 */
import type { EvidenceFile } from '../../../../shared/api/quality/evidence';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import type { FileService, StoredFileRow } from '../../study';
import { createFindingRepository } from './repository';

export const EVIDENCE_ENTITY = 'quality_evidence';

export function createFindingEvidence(db: Db, files: FileService) {
  return {
    async upload(input: { projectId: number; name: string; data: Buffer }, actor: Actor): Promise<EvidenceFile> {
      const stored = await files.storePrivate({ name: input.name, data: input.data, accept: 'imagesOrPdf' }, actor);
      const createdAt = isoTime(actor.at);
      await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('qualityEvidence')
          .values({ projectId: input.projectId, fileId: stored.id, uploadedBy: actor.actorName, createdAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'qcEvidence.upload',
          entity: EVIDENCE_ENTITY,
          entityId: id,
          after: {
            projectId: input.projectId,
            fileId: stored.id,
            name: stored.name,
            size: stored.size,
            mimeType: stored.mimeType,
          },
        });
      });
      return {
        fileId: stored.id,
        name: stored.name,
        size: stored.size,
        mimeType: stored.mimeType,
        uploadedBy: actor.actorName,
        createdAt,
      };
    },

    /** The finding's evidence files in the answer's order; undefined when the finding is not the project's. */
    ofFinding: (projectId: number, findingId: number) =>
      createFindingRepository(db).evidenceFilesOf(projectId, findingId),

    /** The file when it is evidence of the project; undefined otherwise. */
    async download(projectId: number, fileId: number): Promise<{ row: StoredFileRow; data: Buffer } | undefined> {
      const bound = await db
        .selectFrom('qualityEvidence')
        .select('fileId')
        .where('projectId', '=', projectId)
        .where('fileId', '=', fileId)
        .executeTakeFirst();
      return bound ? files.ownedFile(bound.fileId) : undefined;
    },
  };
}
