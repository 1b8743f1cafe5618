/** Ethics submissions' rows: lists (a project's, a board column), one with its documents and moves, binder versions. */
import type { Kysely } from 'kysely';
import { BOARD_COLUMNS, type BoardColumn } from '../../../../shared/api/ethics/board';
import type { SubmissionStatus } from '../../../../shared/domain/ethics/submissions';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export function createSubmissionRepository(db: Db) {
  const rows = () =>
    db
      .selectFrom('ethicsSubmission as s')
      .innerJoin('project as p', 'p.id', 's.projectId')
      .select((eb) => [
        's.id',
        's.projectId',
        'p.name as projectName',
        'p.projectNo',
        's.type',
        's.title',
        's.status',
        's.acceptanceNumber',
        's.submittedAt',
        's.submittedBy',
        's.updatedAt',
        's.version',
        eb
          .selectFrom('ethicsSubmissionDocument as d')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('d.submissionId', '=', 's.id')
          .as('documentCount'),
      ]);

  const versions = () =>
    db
      .selectFrom('docDocumentVersion as v')
      .innerJoin('docDocument as d', 'd.id', 'v.documentId')
      .innerJoin('docFolder as f', 'f.id', 'd.folderId')
      .innerJoin('storedFile as file', 'file.id', 'v.fileId')
      .select([
        'v.id as versionId',
        'd.id as documentId',
        'd.title',
        'v.number',
        'v.status',
        'file.originalName as fileName',
        'file.size as fileSize',
        'f.code as folderCode',
        'f.name as folderName',
      ]);

  return {
    async projectPage(projectId: number, status: SubmissionStatus | undefined, offset: number, limit: number) {
      let query = rows().where('s.projectId', '=', projectId);
      if (status) query = query.where('s.status', '=', status);
      const [list, count] = await Promise.all([
        query.orderBy('s.id', 'desc').offset(offset).limit(limit).execute(),
        db
          .selectFrom('ethicsSubmission')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('projectId', '=', projectId)
          .$if(status !== undefined, (q) => q.where('status', '=', status as SubmissionStatus))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: list, total: Number(count.n) };
    },

    async boardPage(column: BoardColumn, offset: number, limit: number) {
      const statuses = [...BOARD_COLUMNS[column]];
      const [list, count] = await Promise.all([
        rows()
          .where('s.status', 'in', statuses)
          .orderBy('s.submittedAt')
          .orderBy('s.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('ethicsSubmission')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', statuses)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: list, total: Number(count.n) };
    },

    async statusCounts() {
      return db
        .selectFrom('ethicsSubmission')
        .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
    },

    async row(id: number) {
      return db.selectFrom('ethicsSubmission').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async listRow(id: number) {
      return rows().where('s.id', '=', id).executeTakeFirst();
    },

    async header(projectId: number) {
      return db
        .selectFrom('project as p')
        .leftJoin('organization as o', 'o.id', 'p.deptId')
        .select([
          'p.projectNo',
          'p.planCode',
          'p.approvalNumber',
          'p.trialCategory',
          'p.actionTime as startDate',
          'o.name as deptName',
          'p.sponsorName',
          'p.initiatingUnit',
          'p.institutionAcceptNumber as acceptNumber',
          'p.researchName as leadResearcher',
          'p.financeCode',
          'p.ethicsApprovalNumber',
          'p.ethicsAcceptNumber',
        ])
        .where('p.id', '=', projectId)
        .executeTakeFirstOrThrow();
    },

    async documents(submissionId: number) {
      return versions()
        .innerJoin('ethicsSubmissionDocument as sd', 'sd.documentVersionId', 'v.id')
        .where('sd.submissionId', '=', submissionId)
        .orderBy('sd.sort')
        .execute();
    },

    async history(submissionId: number) {
      return db
        .selectFrom('ethicsSubmissionEvent')
        .select(['at', 'action', 'fromStatus', 'toStatus', 'actorName', 'reason'])
        .where('submissionId', '=', submissionId)
        .orderBy('id')
        .execute();
    },

    /** The project's binder versions a submission may carry: not withdrawn, by folder, title, newest first. */
    async binderVersions(projectId: number) {
      return versions()
        .where('d.projectId', '=', projectId)
        .where('v.status', '!=', 'withdrawn')
        .orderBy('f.code')
        .orderBy('d.title')
        .orderBy('v.number', 'desc')
        .execute();
    },

    /** Of these version ids, the ones in the project's binder and not withdrawn. */
    async projectVersionIds(projectId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db
        .selectFrom('docDocumentVersion as v')
        .innerJoin('docDocument as d', 'd.id', 'v.documentId')
        .select('v.id')
        .where('d.projectId', '=', projectId)
        .where('v.status', '!=', 'withdrawn')
        .where('v.id', 'in', ids)
        .execute();
      return found.map((row) => row.id);
    },

    async carries(submissionId: number, versionId: number): Promise<boolean> {
      const row = await db
        .selectFrom('ethicsSubmissionDocument')
        .select('submissionId')
        .where('submissionId', '=', submissionId)
        .where('documentVersionId', '=', versionId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
