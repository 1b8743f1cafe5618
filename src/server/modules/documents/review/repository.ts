/**
 * The SQL of a version's review (doc_document_version's status moves) and of what its
 * manifest reads: the version with its document and file, its review approvals
 * (workflow_instance of record kind `documentVersion`) and the versions that carry signatures.
 */
import { type Transaction, sql } from 'kysely';
import { DOCUMENT_REVIEW_RECORD_KIND } from '../../../../shared/domain/documents/versions';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

type Executor = Db | Transaction<Database>;

/** The audit and signature entity of a version (its withdrawal is signed on it). */
export const VERSION_ENTITY = 'doc_document_version';

export function createReviewRepository(db: Executor) {
  const versions = () =>
    db
      .selectFrom('docDocumentVersion as v')
      .innerJoin('docDocument as d', 'd.id', 'v.documentId')
      .innerJoin('docFolder as f', 'f.id', 'd.folderId')
      .innerJoin('storedFile as s', 's.id', 'v.fileId')
      .select([
        'v.id',
        'v.documentId',
        'd.projectId',
        'd.title',
        'd.kind',
        'f.name as folderName',
        'v.number',
        'v.status',
        'v.effectiveOn',
        'v.expiresOn',
        's.originalName as fileName',
        's.hash as checksum',
        'v.version',
        'd.version as documentVersion',
      ]);
  /** The signatures a version carries: its review decisions' and its withdrawal's. */
  const signatureCount = sql<number | string>`(
      (select count(*) from workflow_task wt join workflow_instance wi on wi.id = wt.instance_id
        where wi.record_kind = ${DOCUMENT_REVIEW_RECORD_KIND} and wi.record_id = v.id and wt.signature_id is not null)
      + (select count(*) from e_signature es where es.entity = ${VERSION_ENTITY} and es.entity_id = v.id))`;

  return {
    /** One version of one of the project's documents. */
    inProject(projectId: number, versionId: number) {
      return versions().where('d.projectId', '=', projectId).where('v.id', '=', versionId).executeTakeFirst();
    },

    /** A version wherever it is (the workflow's hooks know only its id). */
    byId(versionId: number) {
      return versions().where('v.id', '=', versionId).executeTakeFirst();
    },

    /** Moves a version from `from` at `version`; false when it changed meanwhile. */
    async move(
      id: number,
      version: number,
      from: string,
      change: { status: string; effectiveOn?: string | null },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('docDocumentVersion')
        .set({ ...change, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The review approvals of a document's versions, newest first, and their steps. */
    async approvalsOf(documentId: number) {
      const instances = await db
        .selectFrom('workflowInstance as i')
        .innerJoin('docDocumentVersion as v', 'v.id', 'i.recordId')
        .select(['v.id as versionId', 'i.id as instanceId', 'i.status', 'i.startedBy', 'i.startedAt', 'i.endedAt'])
        .where('i.recordKind', '=', DOCUMENT_REVIEW_RECORD_KIND)
        .where('v.documentId', '=', documentId)
        .orderBy('i.id', 'desc')
        .execute();
      const steps =
        instances.length === 0
          ? []
          : await db
              .selectFrom('workflowTask')
              .select([
                'instanceId',
                'stepSort',
                'stepName',
                'status',
                'decidedBy',
                'decidedFor',
                'decidedAt',
                'comment',
              ])
              .where(
                'instanceId',
                'in',
                instances.map((instance) => instance.instanceId),
              )
              .orderBy('stepSort')
              .orderBy('id')
              .execute();
      return { instances, steps };
    },

    /** The project's versions that carry signatures, newest first, paged. */
    async signedPage(projectId: number, offset: number, limit: number) {
      const base = versions()
        .where('d.projectId', '=', projectId)
        .where(sql<boolean>`${signatureCount} > 0`);
      const { total } = await base
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .select(signatureCount.as('signatureCount'))
        .orderBy('v.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return {
        rows: rows.map((row) => ({ ...row, signatureCount: Number(row.signatureCount) })),
        total: Number(total),
      };
    },
  };
}
