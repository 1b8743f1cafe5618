/**
 * All SQL every kind of meeting shares: the `meeting` row's insert and versioned update, the invitees
 * (`meeting_attendee`) with their attendance. Writes run in the caller's transaction (the
 * meeting areas pass their `trx`).
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';

export function createSharedMeetingRepository(db: Kysely<Database>) {
  return {
    async insert(values: Insertable<Database['meeting']>) {
      const { id } = await db.insertInto('meeting').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** The meeting's changes at the caller's version; false when another write got there first. */
    async update(row: { id: number; version: number }, changes: Record<string, unknown>, updatedAt: string) {
      const updated = await db
        .updateTable('meeting')
        .set({ ...changes, version: row.version + 1, updatedAt })
        .where('id', '=', row.id)
        .where('version', '=', row.version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async invite(values: {
      meetingId: number;
      userId: number;
      createdBy: string;
      createdAt: string;
      updatedAt: string;
    }) {
      await db.insertInto('meetingAttendee').values(values).execute();
    },

    /** The user's invitation to the meeting with its attendance, when invited. */
    async attendee(meetingId: number, userId: number) {
      return db
        .selectFrom('meetingAttendee')
        .selectAll()
        .where('meetingId', '=', meetingId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    async updateAttendee(id: number, set: Updateable<Database['meetingAttendee']>) {
      await db.updateTable('meetingAttendee').set(set).where('id', '=', id).execute();
    },

    /** A meeting's invitees with their names and attendance, in invitation order. */
    async attendees(meetingId: number) {
      return db
        .selectFrom('meetingAttendee as a')
        .innerJoin('staffUser as u', 'u.id', 'a.userId')
        .select(['a.id', 'a.userId', 'u.realname as name', 'a.status', 'a.markedAt', 'a.version'])
        .where('a.meetingId', '=', meetingId)
        .orderBy('a.id')
        .execute();
    },
  };
}
