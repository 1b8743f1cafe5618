/**
 * A meeting's writes (SUITE.md 'Writes'), each one transaction with its audit rows: the
 * secretary schedules a meeting with its agenda (the submissions routed onto it through the
 * submissions' moves) and invites the members serving on its day; adds and removes items;
 * starts, closes or cancels it (MEETING); attendance is marked by the secretary or by a
 * member for themself while the meeting is ongoing.
 */
import type { AttendBody, MeetingCreateBody, MeetingMoveBody } from '../../../../shared/api/ethics/meetings';
import type { MeetingStatus } from '../../../../shared/domain/study';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, isoTime, staleVersion } from '../../../services/staff-write';
import {
  MEETING_ENTITY,
  MOVE_TEXT,
  applyMove,
  assertMove,
  createSharedMeetingRepository,
  inviteAttendees,
  markAttendance,
  refuse,
  touchMeeting,
} from '../../meetings';
import { createCommitteeRepository } from '../committee/repository';
import { routeSubmission } from '../submissions/moves';
import type { Transaction } from 'kysely';
import { createMeetingRepository } from './repository';

type Trx = Transaction<Database>;
export { MEETING_ENTITY, refuse };
export const ITEM_ENTITY = 'ethics_agenda_item';
export const noMeeting = () => notFound({ 'zh-CN': '会议不存在', en: 'No such meeting' });
export const noItem = () => notFound({ 'zh-CN': '议程项不存在', en: 'No such agenda item' });

/** The meeting at the caller's version. */
export async function loadMeeting(trx: Trx, id: number, version?: number) {
  const row = await createMeetingRepository(trx).meeting(id);
  if (!row) throw noMeeting();
  if (version !== undefined && row.version !== version) throw staleVersion();
  return row;
}

async function addItem(trx: Trx, meetingId: number, submissionId: number, sort: number, actor: Actor) {
  await routeSubmission(trx, submissionId, 'schedule', actor);
  const now = isoTime(actor.at);
  const id = await createMeetingRepository(trx).insertItem({
    meetingId,
    submissionId,
    sort,
    voteStatus: 'pending',
    createdBy: actor.actorName,
    createdAt: now,
    updatedAt: now,
  });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'ethicsAgendaItem.add',
    entity: ITEM_ENTITY,
    entityId: id,
    after: { meetingId, submissionId },
  });
}

/** Takes an item off the agenda: the submission goes back to be routed. */
async function removeItem(
  trx: Trx,
  item: { id: number; meetingId: number; submissionId: number; version: number },
  actor: Actor,
  reason: string,
) {
  await routeSubmission(trx, item.submissionId, 'unschedule', actor, reason);
  await createMeetingRepository(trx).removeItem(item, isoTime(actor.at));
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'ethicsAgendaItem.remove',
    entity: ITEM_ENTITY,
    entityId: item.id,
    before: { voteStatus: 'pending' },
    after: { meetingId: item.meetingId, submissionId: item.submissionId, voteStatus: 'removed', reason },
  });
}

export function createMeetingService(db: Db) {
  return {
    async create(body: MeetingCreateBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const committee = await createCommitteeRepository(trx).committee();
        if (!committee) throw refuse('尚未设立伦理委员会', 'There is no ethics committee');
        const now = isoTime(actor.at);
        const startsAt = new Date(Date.parse(body.startsAt)).toISOString();
        const id = await createSharedMeetingRepository(trx).insert({
          kind: 'ethics',
          committeeId: committee.id,
          title: body.title.trim(),
          startsAt,
          place: body.place.trim(),
          notes: cleanText(body.notes),
          status: 0,
          createdBy: actor.actorName,
          createdAt: now,
          updatedAt: now,
        });
        const invited = await createMeetingRepository(trx).serving(hospitalDay(Date.parse(startsAt)));
        await inviteAttendees(
          trx,
          id,
          invited.map((member) => member.userId),
          actor,
        );
        let sort = 0;
        for (const submissionId of body.submissionIds) await addItem(trx, id, submissionId, (sort += 1), actor);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'meeting.create',
          entity: MEETING_ENTITY,
          entityId: id,
          after: {
            title: body.title.trim(),
            startsAt,
            place: body.place.trim(),
            invited: invited.map((m) => m.userId),
            submissionIds: body.submissionIds,
          },
        });
        return { id, version: 1 };
      });
    },

    async addToAgenda(body: { id: number; version: number; submissionId: number }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const meeting = await loadMeeting(trx, body.id, body.version);
        if (meeting.status !== 0 && meeting.status !== 1)
          throw refuse('已结束或已取消的会议不能增加议程', 'A closed or cancelled meeting takes no more items');
        const items = await createMeetingRepository(trx).items(meeting.id);
        await addItem(trx, meeting.id, body.submissionId, Math.max(0, ...items.map((item) => item.sort)) + 1, actor);
        return touchMeeting(trx, meeting, actor.at);
      });
    },

    async removeFromAgenda(body: { id: number; version: number; itemId: number }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const meeting = await loadMeeting(trx, body.id, body.version);
        const item = await createMeetingRepository(trx).item(body.itemId);
        if (!item || item.meetingId !== meeting.id || item.voteStatus === 'removed') throw noItem();
        if (item.voteStatus !== 'pending')
          throw refuse('已开始投票的议程项不能移出', 'An item whose vote has opened stays on the agenda');
        await removeItem(trx, item, actor, `会议「${meeting.title}」议程移出`);
        return touchMeeting(trx, meeting, actor.at);
      });
    },

    async move(body: MeetingMoveBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const meeting = await loadMeeting(trx, body.id, body.version);
        const status = meeting.status as MeetingStatus;
        assertMove(status, body.action);
        const items = await createMeetingRepository(trx).items(meeting.id);
        if (body.action === 'close') {
          if (items.some((item) => item.voteStatus === 'open'))
            throw refuse('请先结束正在进行的投票', 'Close the open vote first');
          if (items.some((item) => item.voteStatus === 'closed' && !item.decision && !item.otherDecision))
            throw refuse(
              '请先记录未形成决定的议程项的结果',
              'Record the outcome of the items the votes left undecided first',
            );
        }
        // Cancelling, or closing with items never voted on: they go back to be routed.
        const leaving = body.action === 'start' ? [] : items.filter((row) => row.voteStatus === 'pending');
        for (const item of leaving)
          await removeItem(trx, item, actor, `会议「${meeting.title}」${MOVE_TEXT[body.action]['zh-CN']}`);
        return applyMove(trx, meeting, body.action, actor);
      });
    },

    async attend(body: AttendBody, actor: Actor, manage: boolean) {
      return db.transaction().execute(async (trx) => {
        const meeting = await loadMeeting(trx, body.id);
        if (!manage && body.userId !== actor.actorId) throw refuse('只能为本人签到', 'You can check in only yourself');
        return markAttendance(trx, meeting, body, actor);
      });
    },
  };
}
