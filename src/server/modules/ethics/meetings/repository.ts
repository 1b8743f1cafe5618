/**
 * Meetings' rows: the meeting, its attendees, its agenda items with their submissions, the votes,
 * and their writes (the caller's transaction: the services pass their `trx`).
 */
import type { Insertable, Kysely } from 'kysely';
import type { QuorumMember } from '../../../../shared/domain/ethics/quorum';
import type { Database } from '../../../db/schema';
import { meetingAttendees } from '../../meetings';

type Db = Kysely<Database>;

export function createMeetingRepository(db: Db) {
  return {
    async meeting(id: number) {
      return db.selectFrom('meeting').selectAll().where('id', '=', id).where('kind', '=', 'ethics').executeTakeFirst();
    },

    async list() {
      return db
        .selectFrom('meeting as m')
        .select((eb) => [
          'm.id',
          'm.title',
          'm.startsAt',
          'm.place',
          'm.notes',
          'm.status',
          'm.version',
          eb
            .selectFrom('ethicsAgendaItem as i')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('i.meetingId', '=', 'm.id')
            .where('i.voteStatus', '!=', 'removed')
            .as('items'),
        ])
        .where('m.kind', '=', 'ethics')
        .orderBy('m.startsAt', 'desc')
        .orderBy('m.id', 'desc')
        .limit(200)
        .execute();
    },

    /** The committee's members serving on `day`, as the quorum needs them. */
    async serving(day: string) {
      const rows = await db
        .selectFrom('ethicsCommitteeMember as m')
        .innerJoin('staffUser as u', 'u.id', 'm.userId')
        .select(['m.userId', 'u.realname as name', 'm.role', 'm.sex', 'm.scientific', 'm.affiliated'])
        .where('m.startsOn', '<=', day)
        .where((eb) => eb.or([eb('m.endsOn', 'is', null), eb('m.endsOn', '>=', day)]))
        .where('u.status', '=', 'enabled')
        .orderBy('m.id')
        .execute();
      return rows.map((row) => ({
        ...row,
        quorum: {
          userId: row.userId,
          sex: row.sex as QuorumMember['sex'],
          scientific: row.scientific === 1,
          affiliated: row.affiliated === 1,
        } satisfies QuorumMember,
      }));
    },

    async attendees(meetingId: number) {
      return meetingAttendees(db, meetingId);
    },

    async items(meetingId: number) {
      return db
        .selectFrom('ethicsAgendaItem as i')
        .innerJoin('ethicsSubmission as s', 's.id', 'i.submissionId')
        .innerJoin('project as p', 'p.id', 's.projectId')
        .select([
          'i.id',
          'i.meetingId',
          'i.submissionId',
          'i.sort',
          'i.voteStatus',
          'i.tally',
          'i.decision',
          'i.otherDecision',
          'i.outcomeNote',
          'i.version',
          's.projectId',
          'p.name as projectName',
          'p.projectNo',
          's.type',
          's.title',
          's.acceptanceNumber',
          's.status as submissionStatus',
        ])
        .where('i.meetingId', '=', meetingId)
        .where('i.voteStatus', '!=', 'removed')
        .orderBy('i.sort')
        .orderBy('i.id')
        .execute();
    },

    async item(id: number) {
      return db.selectFrom('ethicsAgendaItem').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async votes(itemIds: readonly number[]) {
      if (itemIds.length === 0) return [];
      return db
        .selectFrom('ethicsVote')
        .selectAll()
        .where('itemId', 'in', [...itemIds])
        .orderBy('id')
        .execute();
    },

    /** Submissions that may go on an agenda: accepted, or in expedited review. */
    async candidates() {
      return db
        .selectFrom('ethicsSubmission as s')
        .innerJoin('project as p', 'p.id', 's.projectId')
        .select(['s.id', 'p.name as projectName', 'p.projectNo', 's.type', 's.title', 's.status', 's.acceptanceNumber'])
        .where('s.status', 'in', ['accepted', 'expedited'])
        .orderBy('s.acceptedAt')
        .orderBy('s.id')
        .limit(200)
        .execute();
    },

    /** Each committee member's role, by user (members who left included). */
    async memberRoles() {
      return db.selectFrom('ethicsCommitteeMember').select(['userId', 'role']).execute();
    },

    /** The agenda item's submission, with its project. */
    async submissionOf(submissionId: number) {
      return db
        .selectFrom('ethicsSubmission')
        .select(['id', 'projectId'])
        .where('id', '=', submissionId)
        .executeTakeFirstOrThrow();
    },

    /** The user's attendance status at the meeting, when invited. */
    async attendance(meetingId: number, userId: number) {
      return db
        .selectFrom('meetingAttendee')
        .select(['status'])
        .where('meetingId', '=', meetingId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    /** The user's invitation to the meeting, when invited. */
    async invitation(meetingId: number, userId: number) {
      return db
        .selectFrom('meetingAttendee')
        .select('id')
        .where('meetingId', '=', meetingId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    /** One item's vote rows (conflicts included). */
    async itemVotes(itemId: number) {
      return db.selectFrom('ethicsVote').selectAll().where('itemId', '=', itemId).execute();
    },

    async insertItem(values: Insertable<Database['ethicsAgendaItem']>) {
      const { id } = await db.insertInto('ethicsAgendaItem').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** The item's changes at the caller's version; false when another write got there first. */
    async updateItem(item: { id: number; version: number }, changes: Record<string, unknown>, updatedAt: string) {
      const updated = await db
        .updateTable('ethicsAgendaItem')
        .set({ ...changes, updatedAt, version: item.version + 1 })
        .where('id', '=', item.id)
        .where('version', '=', item.version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Takes the item off the agenda and drops its votes. */
    async removeItem(item: { id: number; version: number }, updatedAt: string) {
      await db
        .updateTable('ethicsAgendaItem')
        .set({ voteStatus: 'removed', updatedAt, version: item.version + 1 })
        .where('id', '=', item.id)
        .execute();
      await db.deleteFrom('ethicsVote').where('itemId', '=', item.id).execute();
    },

    async insertVote(values: Insertable<Database['ethicsVote']>) {
      const { id } = await db.insertInto('ethicsVote').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },
  };
}
