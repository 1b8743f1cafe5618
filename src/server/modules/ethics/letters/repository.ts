/**
 * Decision letters' rows: a letter, a decided submission with what its letter states, the project's
 * approval; and the letters' writes in the caller's transaction (drafting, signing, the project's
 * header numbers).
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../../db/schema';

export function createLetterRepository(db: Kysely<Database>) {
  return {
    async row(id: number) {
      return db.selectFrom('ethicsLetter').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async ofSubmission(submissionId: number) {
      return db.selectFrom('ethicsLetter').selectAll().where('submissionId', '=', submissionId).executeTakeFirst();
    },

    /** The submission with its decision, its project's header facts and the committee's name. */
    async decidedSubmission(id: number) {
      return db
        .selectFrom('ethicsSubmission as s')
        .innerJoin('project as p', 'p.id', 's.projectId')
        .innerJoin('ethicsCommittee as c', 'c.id', 's.committeeId')
        .select([
          's.id',
          's.projectId',
          's.committeeId',
          's.type',
          's.title',
          's.status',
          's.acceptanceNumber',
          's.decision',
          's.otherDecision',
          's.decidedVia',
          's.decidedAt',
          's.decisionNote',
          'c.name as committeeName',
          'p.name',
          'p.projectNo',
          'p.sponsorName',
          'p.researchName as leadResearcher',
          'p.ethicsApprovalNumber as projectApprovalNumber',
          'p.ethicsAcceptNumber as projectAcceptNumber',
        ])
        .where('s.id', '=', id)
        .executeTakeFirst();
    },

    /** The versions the submission carries, as the letter lists them. */
    async documents(submissionId: number) {
      return db
        .selectFrom('ethicsSubmissionDocument as sd')
        .innerJoin('docDocumentVersion as v', 'v.id', 'sd.documentVersionId')
        .innerJoin('docDocument as d', 'd.id', 'v.documentId')
        .innerJoin('storedFile as file', 'file.id', 'v.fileId')
        .select(['d.title', 'v.number', 'file.originalName as fileName'])
        .where('sd.submissionId', '=', submissionId)
        .orderBy('sd.sort')
        .execute();
    },

    /** The binder version a letter was filed as, with its document and folder. */
    async filed(versionId: number) {
      return db
        .selectFrom('docDocumentVersion as v')
        .innerJoin('docDocument as d', 'd.id', 'v.documentId')
        .select(['d.id as documentId', 'd.folderId', 'v.number as versionNumber'])
        .where('v.id', '=', versionId)
        .executeTakeFirst();
    },

    /** The project's latest signed approval, and its review clock when one is running. */
    async approvalInForce(projectId: number) {
      const latest = await db
        .selectFrom('ethicsLetter')
        .select(['approvalNumber', 'validFrom', 'validUntil', 'submissionId'])
        .where('projectId', '=', projectId)
        .where('status', '=', 'signed')
        .where('kind', '=', 'approval')
        .orderBy('signedAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!latest) return undefined;
      const clock = await db
        .selectFrom('ethicsLetter')
        .select('nextReviewDue')
        .where('projectId', '=', projectId)
        .where('nextReviewDue', 'is not', null)
        .where('clockSupersededAt', 'is', null)
        .executeTakeFirst();
      return { ...latest, nextReviewDue: clock?.nextReviewDue ?? null };
    },

    async insert(values: Insertable<Database['ethicsLetter']>) {
      const { id } = await db.insertInto('ethicsLetter').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** The draft's fields at the caller's version; false when another write got there first. */
    async updateDraft(letter: { id: number; version: number }, set: Updateable<Database['ethicsLetter']>) {
      const updated = await db
        .updateTable('ethicsLetter')
        .set({ ...set, version: letter.version + 1 })
        .where('id', '=', letter.id)
        .where('version', '=', letter.version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Marks the project's running continuing-review clock superseded (a newer letter sets one). */
    async supersedeClocks(projectId: number, at: string) {
      await db
        .updateTable('ethicsLetter')
        .set({ clockSupersededAt: at })
        .where('projectId', '=', projectId)
        .where('nextReviewDue', 'is not', null)
        .where('clockSupersededAt', 'is', null)
        .execute();
    },

    async update(id: number, set: Updateable<Database['ethicsLetter']>) {
      await db.updateTable('ethicsLetter').set(set).where('id', '=', id).execute();
    },

    /** The project's ethics header numbers, as a new version of the project row. */
    async setProjectNumbers(
      projectId: number,
      numbers: { ethicsAcceptNumber?: string; ethicsApprovalNumber?: string },
      at: string,
    ) {
      await db
        .updateTable('project')
        .set((eb) => ({ ...numbers, updatedAt: at, version: eb('version', '+', 1) }))
        .where('id', '=', projectId)
        .execute();
    },
  };
}
