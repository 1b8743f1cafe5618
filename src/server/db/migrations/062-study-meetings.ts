/**
 * Study meetings (issue 31 item 4, SPEC §7 gctms meetings) on the generic `meeting` table of
 * migration 061 (kind 'study'), kept as long as the database:
 *
 * - `meeting.project_id`: the project a study meeting belongs to (null for an ethics meeting).
 * - `meeting.meeting_type`: kickOff, siteInitiation, investigator or closeOut (a study meeting's).
 * - `meeting.agenda`: the agenda as text, line by line.
 * - `meeting.minutes`, `minutes_by`, `minutes_at`: the minutes written once the meeting is done,
 *   who wrote them and when; `minutes_version_id`: the binder's document version the minutes
 *   were filed as (null when the project's binder has no folder for them or is archived).
 *
 * The ids are plain integers, not foreign keys, so that `down` can drop them on SQLite too;
 * the study meetings' service writes only ids it has read. Attendance stays in
 * `meeting_attendee` (SPEC §4 attendee status), the invitees being the project's team.
 *
 * Also the project page 项目会议 (StudyMeetings) and its button studyMeeting:manage granted to an
 * existing database's standard roles as a first start grants them (seed/staff-roles.ts).
 */
import { type Kysely, sql } from 'kysely';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const STUDY_MEETING_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'page', ['StudyMeetings']),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', ['studyMeeting:manage']),
];

const COLUMNS = ['project_id', 'meeting_type', 'agenda', 'minutes', 'minutes_by', 'minutes_at', 'minutes_version_id'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const meeting = () => db.schema.alterTable('meeting');
  await meeting().addColumn('project_id', 'integer').execute();
  await meeting()
    .addColumn('meeting_type', 'text', (c) =>
      c.check(sql`meeting_type is null or meeting_type in ('kickOff', 'siteInitiation', 'investigator', 'closeOut')`),
    )
    .execute();
  await meeting().addColumn('agenda', 'text').execute();
  await meeting().addColumn('minutes', 'text').execute();
  await meeting().addColumn('minutes_by', 'text').execute();
  await meeting().addColumn('minutes_at', 'text').execute();
  await meeting().addColumn('minutes_version_id', 'integer').execute();
  await db.schema.createIndex('meeting_project_starts').on('meeting').columns(['project_id', 'starts_at']).execute();
  await grantToStandardRoles(db, STUDY_MEETING_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, STUDY_MEETING_GRANTS);
  await db.schema.dropIndex('meeting_project_starts').execute();
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('meeting').dropColumn(column).execute();
}
