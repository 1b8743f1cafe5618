/**
 * All SQL of a binder's archives (doc_archive) and of what an archive's index is read from:
 * the project's folders, documents, versions with their stored files, and the versions'
 * signatures (e_signature rows of entity 'doc_document_version').
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

type Executor = Db | Transaction<Database>;

/** The audit and signature entity of a document version (the review and approval steps sign it). */
export const VERSION_SIGNATURE_ENTITY = 'doc_document_version';

export function createArchiveRepository(db: Executor) {
  return {
    project(projectId: number) {
      return db
        .selectFrom('project')
        .select(['id', 'projectNo', 'name', 'status'])
        .where('id', '=', projectId)
        .executeTakeFirst();
    },

    /** The archive in force, if the binder is archived now. */
    inForce(projectId: number) {
      return db
        .selectFrom('docArchive')
        .selectAll()
        .where('projectId', '=', projectId)
        .where('status', '=', 'archived')
        .executeTakeFirst();
    },

    byId(projectId: number, id: number) {
      return db
        .selectFrom('docArchive')
        .selectAll()
        .where('projectId', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The project's archives, newest first. */
    list(projectId: number) {
      return db.selectFrom('docArchive').selectAll().where('projectId', '=', projectId).orderBy('id', 'desc').execute();
    },

    folders(projectId: number) {
      return db
        .selectFrom('docFolder')
        .select(['id', 'parentId', 'code', 'name', 'nameEn'])
        .where('projectId', '=', projectId)
        .orderBy('code')
        .execute();
    },

    documents(projectId: number) {
      return db
        .selectFrom('docDocument')
        .select(['id', 'folderId', 'title', 'kind', 'ownerName'])
        .where('projectId', '=', projectId)
        .orderBy('folderId')
        .orderBy('title')
        .orderBy('id')
        .execute();
    },

    /** Every version of the project's documents with its stored file, oldest first. */
    versions(projectId: number) {
      return db
        .selectFrom('docDocumentVersion as v')
        .innerJoin('docDocument as d', 'd.id', 'v.documentId')
        .innerJoin('storedFile as s', 's.id', 'v.fileId')
        .select([
          'v.id',
          'v.documentId',
          'v.number',
          'v.status',
          'v.effectiveOn',
          'v.expiresOn',
          'v.note',
          'v.uploaderName',
          'v.uploadedAt',
          'v.fileId',
          's.originalName as fileName',
          's.mimeType',
          's.size',
          's.hash',
        ])
        .where('d.projectId', '=', projectId)
        .orderBy('v.documentId')
        .orderBy('v.number')
        .execute();
    },

    async versionSignatures(versionIds: number[]) {
      if (versionIds.length === 0) return [];
      return db
        .selectFrom('eSignature')
        .select(['entityId', 'signerName', 'meaning', 'meaningText', 'signedAt', 'contentHash'])
        .where('entity', '=', VERSION_SIGNATURE_ENTITY)
        .where('entityId', 'in', versionIds)
        .orderBy('id')
        .execute();
    },

    /** The stored file of each listed version of the project (for the export). */
    async filesOf(projectId: number, versionIds: number[]) {
      if (versionIds.length === 0) return [];
      return db
        .selectFrom('docDocumentVersion as v')
        .innerJoin('docDocument as d', 'd.id', 'v.documentId')
        .select(['v.id', 'v.fileId'])
        .where('d.projectId', '=', projectId)
        .where('v.id', 'in', versionIds)
        .execute();
    },

    async insert(values: {
      projectId: number;
      archiveType: string;
      note: string | null;
      indexJson: string;
      indexHash: string;
      folderCount: number;
      documentCount: number;
      fileCount: number;
      totalBytes: number;
      archivedById: number | null;
      archivedByName: string;
      now: string;
    }): Promise<number> {
      const { now, ...row } = values;
      const { id } = await db
        .insertInto('docArchive')
        .values({
          ...row,
          status: 'archived',
          archivedAt: now,
          createdBy: row.archivedByName,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Cancels the archive if it is still in force at `version`; false otherwise (stale). */
    async cancel(id: number, version: number, values: { byName: string; reason: string; now: string }) {
      const result = await db
        .updateTable('docArchive')
        .set({
          status: 'cancelled',
          cancelledByName: values.byName,
          cancelledAt: values.now,
          cancelReason: values.reason,
          updatedAt: values.now,
          version: version + 1,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'archived')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ArchiveRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createArchiveRepository>['byId']>>>;
