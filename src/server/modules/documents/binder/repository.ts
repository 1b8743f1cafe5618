/**
 * All SQL of a binder's documents (doc_document) and their versions (doc_document_version,
 * each pointing at a private stored_file whose bytes are in the file store). A version row is
 * never updated except its status (a newer effective version supersedes it); only a draft is
 * deleted.
 */
import type { Transaction } from 'kysely';
import type { DocumentVersion } from '../../../../shared/api/documents/binder';
import { DOCUMENT_DUE_DAYS_DEFAULT } from '../../../../shared/domain/documents/expiry';
import type { DocumentVersionStatus } from '../../../../shared/domain/documents/versions';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

type Executor = Db | Transaction<Database>;

export function createDocumentRepository(db: Executor) {
  const versionRows = () =>
    db
      .selectFrom('docDocumentVersion as v')
      .innerJoin('storedFile as s', 's.id', 'v.fileId')
      .select([
        'v.id',
        'v.documentId',
        'v.number',
        'v.status',
        'v.effectiveOn',
        'v.expiresOn',
        'v.fileId',
        's.originalName as fileName',
        's.size as fileSize',
        's.mimeType',
        's.hash as checksum',
        'v.note',
        'v.uploaderName',
        'v.uploadedAt',
        'v.version',
      ]);
  type VersionRow = Awaited<ReturnType<ReturnType<typeof versionRows>['execute']>>[number];
  const toVersion = ({ documentId: _d, fileId: _f, ...row }: VersionRow): DocumentVersion => ({
    ...row,
    status: row.status as DocumentVersionStatus,
    fileSize: Number(row.fileSize),
  });

  return {
    toVersion,

    /** The site's 'documents due within N days' (migration 045). */
    async documentDueDays(): Promise<number> {
      const site = await db.selectFrom('site').select('documentDueDays').where('id', '=', 1).executeTakeFirst();
      return site?.documentDueDays ?? DOCUMENT_DUE_DAYS_DEFAULT;
    },

    /**
     * A folder's documents by title; `expiring`: only those whose effective version expires
     * between `from` and `to` (either bound open when absent).
     */
    async page(
      projectId: number,
      folderId: number,
      offset: number,
      limit: number,
      expiring?: { from?: string; to?: string },
    ) {
      let base = db.selectFrom('docDocument').where('projectId', '=', projectId).where('folderId', '=', folderId);
      if (expiring) {
        const { from, to } = expiring;
        base = base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('docDocumentVersion as v')
              .select('v.id')
              .whereRef('v.documentId', '=', 'docDocument.id')
              .where('v.status', '=', 'effective')
              .where('v.expiresOn', 'is not', null)
              .$if(from !== undefined, (q) => q.where('v.expiresOn', '>=', from ?? ''))
              .$if(to !== undefined, (q) => q.where('v.expiresOn', '<=', to ?? '')),
          ),
        );
      }
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'folderId', 'title', 'kind', 'ownerName', 'version'])
        .orderBy('title')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      return { rows, total: Number(total) };
    },

    byId(projectId: number, id: number) {
      return db
        .selectFrom('docDocument')
        .selectAll()
        .where('projectId', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The versions of these documents, newest first. */
    async versionsOf(documentIds: number[]): Promise<(DocumentVersion & { documentId: number })[]> {
      if (documentIds.length === 0) return [];
      const rows = await versionRows().where('v.documentId', 'in', documentIds).orderBy('v.number', 'desc').execute();
      return rows.map((row) => ({ ...toVersion(row), documentId: row.documentId }));
    },

    /** One version of one of the project's documents, with its document and file id. */
    versionInProject(projectId: number, versionId: number) {
      return versionRows()
        .innerJoin('docDocument as d', 'd.id', 'v.documentId')
        .select(['d.projectId', 'd.title', 'd.version as documentVersion'])
        .where('d.projectId', '=', projectId)
        .where('v.id', '=', versionId)
        .executeTakeFirst();
    },

    async lastNumber(documentId: number): Promise<number> {
      const row = await db
        .selectFrom('docDocumentVersion')
        .select((eb) => eb.fn.max('number').as('number'))
        .where('documentId', '=', documentId)
        .executeTakeFirst();
      return Number(row?.number ?? 0);
    },

    /** Whether the document has a draft or a version in review (at most one such at a time). */
    async hasDraft(documentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('docDocumentVersion')
        .select('id')
        .where('documentId', '=', documentId)
        .where('status', 'in', ['draft', 'inReview'])
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertDocument(values: {
      projectId: number;
      folderId: number;
      title: string;
      kind: string;
      ownerId: number | null;
      ownerName: string;
      now: string;
    }): Promise<number> {
      const { now, ...row } = values;
      const { id } = await db
        .insertInto('docDocument')
        .values({ ...row, createdBy: row.ownerName, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Moves the document to its next version; false when it is no longer at `version` (stale). */
    async touch(id: number, version: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('docDocument')
        .set({ version: version + 1, updatedAt: now })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertVersion(values: {
      documentId: number;
      number: number;
      status: DocumentVersionStatus;
      effectiveOn: string | null;
      expiresOn: string | null;
      fileId: number;
      note: string | null;
      uploaderId: number | null;
      uploaderName: string;
      now: string;
    }): Promise<number> {
      const { now, ...row } = values;
      const { id } = await db
        .insertInto('docDocumentVersion')
        .values({ ...row, uploadedAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Marks the document's effective versions superseded; answers their numbers. */
    async supersede(documentId: number, now: string): Promise<number[]> {
      const rows = await db
        .updateTable('docDocumentVersion')
        .set((eb) => ({ status: 'superseded', updatedAt: now, version: eb('version', '+', 1) }))
        .where('documentId', '=', documentId)
        .where('status', '=', 'effective')
        .returning('number')
        .execute();
      return rows.map((row) => row.number);
    },

    /** Deletes a version if it is still a draft at `version`; false otherwise. */
    async deleteDraft(id: number, version: number): Promise<boolean> {
      const result = await db
        .deleteFrom('docDocumentVersion')
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async countVersions(documentId: number): Promise<number> {
      const row = await db
        .selectFrom('docDocumentVersion')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('documentId', '=', documentId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async deleteDocument(id: number): Promise<void> {
      await db.deleteFrom('docDocument').where('id', '=', id).execute();
    },
  };
}
