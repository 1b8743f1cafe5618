/**
 * All SQL of report seal applications (report_seal, migration 064): the project's applications
 * with the report version each names (doc_document, doc_document_version, stored_file), their
 * approvals (workflow_instance of record kind 'reportSeal' and their tasks), the binder
 * versions an application may name, and the status moves at a row version.
 */
import type { Transaction } from 'kysely';
import { REPORT_SEAL_RECORD_KIND } from '../../../../shared/domain/documents/report-seals';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

type Executor = Db | Transaction<Database>;

export interface ReportSealFields {
  kind: string;
  documentId: number;
  versionId: number;
  periodFrom: string;
  periodTo: string;
  notes: string | null;
}

export interface ReportSealMove {
  status: string;
  submittedAt?: string | null;
  decidedAt?: string | null;
  sealedDocumentId?: number | null;
  sealedVersionId?: number | null;
}

/** The versions a report may be: the binder's own documents (not filed records), neither withdrawn nor superseded. */
const REPORT_VERSION_STATUSES = ['draft', 'inReview', 'effective'];

export function createReportSealRepository(db: Executor) {
  const rows = () =>
    db
      .selectFrom('reportSeal as r')
      .innerJoin('docDocument as d', 'd.id', 'r.documentId')
      .innerJoin('docDocumentVersion as v', 'v.id', 'r.versionId')
      .innerJoin('storedFile as s', 's.id', 'v.fileId')
      .select([
        'r.id',
        'r.projectId',
        'r.kind',
        'r.documentId',
        'r.versionId',
        'd.title',
        'v.number',
        's.originalName as fileName',
        's.hash as checksum',
        'r.periodFrom',
        'r.periodTo',
        'r.notes',
        'r.status',
        'r.applicantName',
        'r.submittedAt',
        'r.decidedAt',
        'r.sealedDocumentId',
        'r.sealedVersionId',
        'r.createdAt',
        'r.updatedAt',
        'r.version',
      ]);
  const reportVersions = () =>
    db
      .selectFrom('docDocumentVersion as v')
      .innerJoin('docDocument as d', 'd.id', 'v.documentId')
      .innerJoin('docFolder as f', 'f.id', 'd.folderId')
      .innerJoin('storedFile as s', 's.id', 'v.fileId')
      .select([
        'v.id as versionId',
        'v.documentId',
        'f.code as folderCode',
        'f.name as folderName',
        'd.title',
        'v.number',
        'v.status',
        's.originalName as fileName',
      ])
      .where('d.sourceKind', 'is', null)
      .where('v.status', 'in', REPORT_VERSION_STATUSES);

  return {
    /** What the sealed PDF prints of the report's project. */
    async projectLabel(projectId: number) {
      return db
        .selectFrom('project')
        .select(['name', 'projectNo'])
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow();
    },

    /** The project's applications, newest first. */
    list(projectId: number) {
      return rows().where('r.projectId', '=', projectId).orderBy('r.id', 'desc').execute();
    },

    inProject(projectId: number, id: number) {
      return rows().where('r.projectId', '=', projectId).where('r.id', '=', id).executeTakeFirst();
    },

    /** An application wherever it is (the workflow's hooks know only its id). */
    byId(id: number) {
      return rows().where('r.id', '=', id).executeTakeFirst();
    },

    /** The binder versions an application may name, by folder, title and newest first. */
    versions(projectId: number) {
      return reportVersions()
        .where('d.projectId', '=', projectId)
        .orderBy('f.code')
        .orderBy('d.title')
        .orderBy('v.number', 'desc')
        .execute();
    },

    /** One such version of the project's binder; undefined when it is not one. */
    version(projectId: number, versionId: number) {
      return reportVersions().where('d.projectId', '=', projectId).where('v.id', '=', versionId).executeTakeFirst();
    },

    async insert(
      projectId: number,
      fields: ReportSealFields,
      applicant: { id: number | null; name: string },
      now: string,
    ): Promise<number> {
      const row = await db
        .insertInto('reportSeal')
        .values({
          projectId,
          ...fields,
          status: 'draft',
          applicantId: applicant.id,
          applicantName: applicant.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Changes a row at `version` whose status is one of `from`; false when it changed meanwhile. */
    async update(
      id: number,
      version: number,
      from: readonly string[],
      change: Partial<ReportSealFields> & Partial<ReportSealMove>,
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('reportSeal')
        .set({ ...change, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The applications' approvals, newest first, and their steps. */
    async approvals(ids: number[]) {
      if (ids.length === 0) return { instances: [], steps: [] };
      const instances = await db
        .selectFrom('workflowInstance')
        .select(['recordId', 'id as instanceId', 'status', 'startedBy', 'startedAt', 'endedAt'])
        .where('recordKind', '=', REPORT_SEAL_RECORD_KIND)
        .where('recordId', 'in', ids)
        .orderBy('id', 'desc')
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
  };
}
