/** Study meetings' rows: a project's meetings (kind 'study'), one meeting, its binder version, the team. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export function createStudyMeetingRepository(db: Db) {
  return {
    async list(projectId: number) {
      return db
        .selectFrom('meeting as m')
        .select((eb) => [
          'm.id',
          'm.projectId',
          'm.meetingType',
          'm.title',
          'm.startsAt',
          'm.place',
          'm.status',
          'm.minutes',
          'm.version',
          eb
            .selectFrom('meetingAttendee as a')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('a.meetingId', '=', 'm.id')
            .as('attendees'),
        ])
        .where('m.kind', '=', 'study')
        .where('m.projectId', '=', projectId)
        .orderBy('m.startsAt', 'desc')
        .orderBy('m.id', 'desc')
        .limit(200)
        .execute();
    },

    /** The project's study meeting, or undefined (another project's meeting is not found). */
    async meeting(projectId: number, id: number) {
      return db
        .selectFrom('meeting')
        .selectAll()
        .where('id', '=', id)
        .where('kind', '=', 'study')
        .where('projectId', '=', projectId)
        .executeTakeFirst();
    },

    /** The binder version the minutes were filed as, with its document and folder. */
    async filed(versionId: number) {
      return db
        .selectFrom('docDocumentVersion as v')
        .innerJoin('docDocument as d', 'd.id', 'v.documentId')
        .innerJoin('docFolder as f', 'f.id', 'd.folderId')
        .select(['v.documentId', 'v.id as versionId', 'v.number', 'f.code as folderCode'])
        .where('v.id', '=', versionId)
        .executeTakeFirst();
    },

    /** Which of `userIds` are on the project's team. */
    async teamMembers(projectId: number, userIds: readonly number[]) {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('userProjectRole')
        .select('userId')
        .distinct()
        .where('projectId', '=', projectId)
        .where('userId', 'in', [...userIds])
        .execute();
      return rows.map((row) => row.userId);
    },
  };
}
