/**
 * What every kind of meeting shares (ethics committee meetings, study meetings; one `meeting`
 * row each, `meeting_attendee` for the invited): the status moves (MEETING: start, close,
 * cancel) with their audit rows, the invitations, and attendance marked while the meeting is
 * ongoing. Each function runs inside the caller's transaction, which holds the area's own rules.
 */
import type { Kysely, Transaction } from 'kysely';
import { MEETING, type MeetingAction } from '../../../shared/domain/meetings';
import type { AttendeeStatus, MeetingStatus } from '../../../shared/domain/study';
import { appendAudit } from '../../db/audit/audit-trail';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/api-error';
import { type Actor, auditActor, isoTime, staleVersion } from '../../services/staff-write';
import { createSharedMeetingRepository } from './repository';

type Trx = Transaction<Database>;
export const MEETING_ENTITY = 'meeting';
export const refuse = (zh: string, en: string) => badRequest({ 'zh-CN': zh, en });

export const MOVE_TEXT = {
  start: { 'zh-CN': '开始', en: 'started' },
  close: { 'zh-CN': '结束', en: 'closed' },
  cancel: { 'zh-CN': '取消', en: 'cancelled' },
} as const;

/** Bumps the meeting's version (its agenda, minutes or status changed). */
export async function touchMeeting(
  trx: Trx,
  row: { id: number; version: number },
  at: number,
  changes: Record<string, unknown> = {},
) {
  if (!(await createSharedMeetingRepository(trx).update(row, changes, isoTime(at)))) throw staleVersion();
  return { id: row.id, version: row.version + 1 };
}

/** Refuses a move the meeting's status does not allow now. */
export function assertMove(status: MeetingStatus, action: MeetingAction) {
  if (!MEETING.can(status, action))
    throw refuse(`此会议当前不能${MOVE_TEXT[action]['zh-CN']}`, `This meeting cannot be ${MOVE_TEXT[action].en} now`);
}

/** Applies an allowed move: the new status, when it started or closed, and the audit row. */
export async function applyMove(
  trx: Trx,
  meeting: { id: number; version: number; status: number },
  action: MeetingAction,
  actor: Actor,
) {
  const to = MEETING.transitions[action].to;
  const now = isoTime(actor.at);
  const saved = await touchMeeting(trx, meeting, actor.at, {
    status: to,
    ...(action === 'start' ? { startedAt: now } : action === 'close' ? { closedAt: now } : {}),
  });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: `meeting.${action}`,
    entity: MEETING_ENTITY,
    entityId: meeting.id,
    before: { status: meeting.status },
    after: { status: to },
  });
  return saved;
}

/** Invites users to a meeting (attendance null until marked). */
export async function inviteAttendees(trx: Trx, meetingId: number, userIds: readonly number[], actor: Actor) {
  const repo = createSharedMeetingRepository(trx);
  const now = isoTime(actor.at);
  for (const userId of userIds)
    await repo.invite({ meetingId, userId, createdBy: actor.actorName, createdAt: now, updatedAt: now });
}

/** Marks an invitee's attendance (1 on time, 2 late, 3 absent, 4 leave) while the meeting is ongoing. */
export async function markAttendance(
  trx: Trx,
  meeting: { id: number; status: number },
  body: { userId: number; status: AttendeeStatus },
  actor: Actor,
) {
  if (!MEETING.inSession(meeting.status as MeetingStatus))
    throw refuse('会议进行中才能登记考勤', 'Attendance is marked while the meeting is ongoing');
  const repo = createSharedMeetingRepository(trx);
  const row = await repo.attendee(meeting.id, body.userId);
  if (!row) throw refuse('该用户未受邀参加此会议', 'This user is not invited to the meeting');
  const now = isoTime(actor.at);
  await repo.updateAttendee(row.id, {
    status: body.status,
    markedAt: now,
    markedBy: actor.actorName,
    updatedAt: now,
    version: row.version + 1,
  });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'meetingAttendee.mark',
    entity: 'meeting_attendee',
    entityId: row.id,
    before: { status: row.status },
    after: { meetingId: meeting.id, userId: body.userId, status: body.status },
  });
  return { id: row.id, version: row.version + 1 };
}

/** A meeting's invitees with their names and attendance, in invitation order. */
export async function meetingAttendees(db: Kysely<Database>, meetingId: number) {
  return createSharedMeetingRepository(db).attendees(meetingId);
}
