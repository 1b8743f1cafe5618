/**
 * Forwarding's rows: whether the project has the SAE or SUSAR report, the binder version it was
 * filed as, the submission it was last forwarded as, the committee; and the forwarded
 * submission's first rows (in the caller's transaction).
 */
import type { Insertable, Kysely } from 'kysely';
import type { ForwardedReportKind } from '../../../../shared/api/ethics/forwarding';
import type { Database } from '../../../db/schema';

export function createForwardingRepository(db: Kysely<Database>) {
  return {
    /** Whether the project has the report (of any status). */
    async reportInProject(kind: ForwardedReportKind, projectId: number, id: number) {
      const query =
        kind === 'sae'
          ? db.selectFrom('safetySae').select('id').where('projectId', '=', projectId).where('id', '=', id)
          : db.selectFrom('safetySusar').select('id').where('projectId', '=', projectId).where('id', '=', id);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** The latest binder version the report was filed as when signed (documents area, source = the kind). */
    async lastFiledVersion(kind: ForwardedReportKind, projectId: number, id: number) {
      return db
        .selectFrom('docDocumentVersion as v')
        .innerJoin('docDocument as d', 'd.id', 'v.documentId')
        .select(['v.id', 'd.title'])
        .where('d.projectId', '=', projectId)
        .where('d.sourceKind', '=', kind)
        .where('d.sourceId', '=', id)
        .where('v.status', '!=', 'withdrawn')
        .orderBy('v.number', 'desc')
        .executeTakeFirst();
    },

    /** The submission a report was last forwarded as. */
    async lastForwarded(kind: ForwardedReportKind, projectId: number, reportId: number) {
      return db
        .selectFrom('ethicsSubmission')
        .select(['id', 'status', 'acceptanceNumber', 'version'])
        .where('projectId', '=', projectId)
        .where('sourceKind', '=', kind)
        .where('sourceId', '=', reportId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** The hospital's committee (the first one by id). */
    async committeeId() {
      const row = await db.selectFrom('ethicsCommittee').select('id').orderBy('id').limit(1).executeTakeFirst();
      return row?.id;
    },

    /** A new submission carrying the one binder version, with its 'create' status log row. */
    async insertSubmission(
      values: Insertable<Database['ethicsSubmission']>,
      documentVersionId: number,
      created: Omit<Insertable<Database['ethicsSubmissionEvent']>, 'submissionId'>,
    ) {
      const { id } = await db.insertInto('ethicsSubmission').values(values).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('ethicsSubmissionDocument')
        .values({ submissionId: id, documentVersionId, sort: 0 })
        .execute();
      await db
        .insertInto('ethicsSubmissionEvent')
        .values({ ...created, submissionId: id })
        .execute();
      return id;
    },
  };
}
