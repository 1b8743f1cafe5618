/**
 * Committee meetings and their votes (ethics area, issue 30 items 3 and 4).
 *
 * - `meeting`: a meeting (kind 'ethics' now; study meetings of issue 31 reuse it), its title,
 *   start time (ISO 8601 UTC), place, notes and status (SPEC §4 meeting status: 0 not started,
 *   1 ongoing, 2 done, 3 cancelled; moves in shared/domain/meetings.ts), when it
 *   started and closed. `committee_id` for an ethics meeting.
 * - `meeting_attendee`: who is invited (the members serving on the meeting's day) and their
 *   attendance (SPEC §4 attendee status: 1 on time, 2 late, 3 absent, 4 leave; null until
 *   marked), who marked it and when. One row per meeting and user.
 * - `ethics_agenda_item`: a submission on a meeting's agenda, its vote's state ('pending',
 *   'open', 'closed'; 'removed' when taken off the agenda), the tally once closed (JSON: the
 *   counts per voteDecision, cast, eligible), the decision or otherDecision recorded and a note.
 * - `ethics_vote`: a member's part in an item's vote: a declared conflict of interest (they
 *   leave the vote) or their signed vote (a voteDecision), one row per item and member.
 *
 * Also the page 会议 (EthicsMeetings) and its button ethicsMeeting:manage granted to an existing
 * database's standard roles as a first start grants them (seed/staff-roles.ts).
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, refTo } from './033-drug-supply';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const MEETING_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'ethics', 'ethics_chair', 'ethics_secretary'], 'system', 'page', ['EthicsMeetings']),
  ...roleGrants(['admin', 'ethics_secretary'], 'system', 'button', ['ethicsMeeting:manage']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('meeting')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('kind', 'text', notNull)
      .addColumn('committee_id', 'integer', optionalRef('ethics_committee'))
      .addColumn('title', 'text', notNull)
      .addColumn('starts_at', 'text', notNull)
      .addColumn('place', 'text', notNull)
      .addColumn('notes', 'text')
      .addColumn('status', 'integer', notNull)
      .addColumn('started_at', 'text')
      .addColumn('closed_at', 'text')
      .addCheckConstraint('meeting_status', sql`status in (0, 1, 2, 3)`),
  ).execute();
  await db.schema.createIndex('meeting_kind_starts').on('meeting').columns(['kind', 'starts_at']).execute();
  await bookkeeping(
    db.schema
      .createTable('meeting_attendee')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('meeting_id', 'integer', refTo('meeting'))
      .addColumn('user_id', 'integer', refTo('staff_user'))
      .addColumn('status', 'integer')
      .addColumn('marked_at', 'text')
      .addColumn('marked_by', 'text')
      .addUniqueConstraint('meeting_attendee_user', ['meeting_id', 'user_id'])
      .addCheckConstraint('meeting_attendee_status', sql`status is null or status in (1, 2, 3, 4)`),
  ).execute();
  await db.schema.createIndex('meeting_attendee_user_id').on('meeting_attendee').columns(['user_id']).execute();
  await bookkeeping(
    db.schema
      .createTable('ethics_agenda_item')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('meeting_id', 'integer', refTo('meeting'))
      .addColumn('submission_id', 'integer', refTo('ethics_submission'))
      .addColumn('sort', 'integer', notNull)
      .addColumn('vote_status', 'text', notNull)
      .addColumn('opened_at', 'text')
      .addColumn('closed_at', 'text')
      .addColumn('tally', 'text')
      .addColumn('decision', 'text')
      .addColumn('other_decision', 'text')
      .addColumn('outcome_note', 'text')
      .addCheckConstraint('ethics_agenda_vote_status', sql`vote_status in ('pending', 'open', 'closed', 'removed')`),
  ).execute();
  await db.schema
    .createIndex('ethics_agenda_item_meeting')
    .on('ethics_agenda_item')
    .columns(['meeting_id', 'sort'])
    .execute();
  await db.schema
    .createIndex('ethics_agenda_item_submission')
    .on('ethics_agenda_item')
    .columns(['submission_id'])
    .execute();
  await bookkeeping(
    db.schema
      .createTable('ethics_vote')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('item_id', 'integer', refTo('ethics_agenda_item'))
      .addColumn('user_id', 'integer', refTo('staff_user'))
      .addColumn('conflict', 'integer', notNull)
      .addColumn('conflict_note', 'text')
      .addColumn('decision', 'text')
      .addColumn('cast_at', 'text')
      .addUniqueConstraint('ethics_vote_user', ['item_id', 'user_id']),
  ).execute();
  await grantToStandardRoles(db, MEETING_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, MEETING_GRANTS);
  await db.schema.dropTable('ethics_vote').execute();
  await db.schema.dropTable('ethics_agenda_item').execute();
  await db.schema.dropTable('meeting_attendee').execute();
  await db.schema.dropTable('meeting').execute();
}
