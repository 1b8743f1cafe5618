/**
 * Study meetings' writes (SUITE.md 'Writes'), each one transaction with its audit rows: a
 * meeting is scheduled with attendees from the project's team; it is started, closed or
 * cancelled through the shared meeting moves (MEETING); attendance is marked while it is
 * ongoing; the minutes of a done meeting are saved and filed into the project's binder
 * (folder 12 往来函件, one document per meeting: writing them again adds a version).
 */
import type { Transaction } from 'kysely';
import type {
  StudyMeetingAttendBody,
  StudyMeetingCreateBody,
  StudyMeetingMinutesBody,
  StudyMeetingMoveBody,
} from '../../../../shared/api/study/meetings';
import { ATTENDEE_STATUS, MEETING_STATUS, type MeetingStatus } from '../../../../shared/domain/study';
import { STUDY_MEETING_TYPE_LABELS, type StudyMeetingType } from '../../../../shared/domain/study/meetings';
import { hospitalTime } from '../../../../shared/domain/hospital-time';
import { type DictEntry, dictEntryLabel } from '../../../../shared/domain/labels';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, isoTime, staleVersion } from '../../../services/staff-write';
import { type RecordLine, fileSignedRecord } from '../../documents';
import {
  MEETING_ENTITY,
  applyMove,
  assertMove,
  createSharedMeetingRepository,
  inviteAttendees,
  markAttendance,
  meetingAttendees,
  refuse,
  touchMeeting,
} from '../../meetings';
import type { FileService } from '../files/service';
import { createStudyMeetingRepository } from './repository';

type Trx = Transaction<Database>;
/** The binder folder the minutes are filed in. */
export const MINUTES_FOLDER = '12';
export const noStudyMeeting = () => notFound({ 'zh-CN': '会议不存在', en: 'No such meeting' });

async function loadMeeting(trx: Trx, projectId: number, id: number, version?: number) {
  const row = await createStudyMeetingRepository(trx).meeting(projectId, id);
  if (!row) throw noStudyMeeting();
  if (version !== undefined && row.version !== version) throw staleVersion();
  return row;
}

/** A dictionary value named in both languages, as the binder's records are ('未登记 Not marked' for none). */
const labelOf = (entries: readonly DictEntry[], value: number | null) => {
  if (value === null) return '未登记 Not marked';
  return `${dictEntryLabel(entries, value, 'zh-CN')} ${dictEntryLabel(entries, value, 'en')}`;
};

/** The minutes as the binder's PDF prints them: the meeting, who attended how, the minutes. */
async function minutesLines(trx: Trx, meeting: MeetingRow, minutes: string, actor: Actor): Promise<RecordLine[]> {
  const attendees = await meetingAttendees(trx, meeting.id);
  const type = STUDY_MEETING_TYPE_LABELS[meeting.meetingType as StudyMeetingType];
  return [
    { label: '会议类型 Type', value: `${type['zh-CN']} ${type.en}` },
    { label: '会议名称 Title', value: meeting.title },
    { label: '会议时间 Time', value: hospitalTime(Date.parse(meeting.startsAt)) },
    { label: '会议地点 Place', value: meeting.place },
    { label: '会议状态 Status', value: labelOf(MEETING_STATUS, meeting.status) },
    ...(meeting.agenda ? [{ label: '议程 Agenda', value: meeting.agenda }] : []),
    { section: '出席情况 Attendance' },
    ...attendees.map((row) => ({ label: row.name, value: labelOf(ATTENDEE_STATUS, row.status) })),
    { section: '会议纪要 Minutes' },
    { label: '纪要 Minutes', value: minutes },
    { label: '记录人 Recorded by', value: actor.actorName },
    { label: '记录时间 Recorded at', value: hospitalTime(actor.at) },
  ];
}

type MeetingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createStudyMeetingRepository>['meeting']>>>;

export function createStudyMeetingService(db: Db, files: FileService) {
  return {
    async create(body: StudyMeetingCreateBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const team = await createStudyMeetingRepository(trx).teamMembers(body.projectId, body.attendeeIds);
        const outside = body.attendeeIds.filter((userId) => !team.includes(userId));
        if (outside.length > 0)
          throw refuse(
            `参会人须为项目成员（用户 ${outside.join('、')} 不是）`,
            `Attendees must be on the project's team (users ${outside.join(', ')} are not)`,
          );
        const now = isoTime(actor.at);
        const startsAt = new Date(Date.parse(body.startsAt)).toISOString();
        const values = {
          title: body.title.trim(),
          meetingType: body.meetingType,
          startsAt,
          place: body.place.trim(),
          agenda: cleanText(body.agenda),
        };
        const id = await createSharedMeetingRepository(trx).insert({
          ...values,
          kind: 'study',
          committeeId: null,
          projectId: body.projectId,
          notes: null,
          status: 0,
          createdBy: actor.actorName,
          createdAt: now,
          updatedAt: now,
        });
        await inviteAttendees(trx, id, body.attendeeIds, actor);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'meeting.create',
          entity: MEETING_ENTITY,
          entityId: id,
          after: { kind: 'study', projectId: body.projectId, ...values, invited: body.attendeeIds },
        });
        return { id, version: 1 };
      });
    },

    async move(body: StudyMeetingMoveBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const meeting = await loadMeeting(trx, body.projectId, body.id, body.version);
        assertMove(meeting.status as MeetingStatus, body.action);
        return applyMove(trx, meeting, body.action, actor);
      });
    },

    async attend(body: StudyMeetingAttendBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const meeting = await loadMeeting(trx, body.projectId, body.id);
        return markAttendance(trx, meeting, body, actor);
      });
    },

    /** Saves the minutes of a done meeting and files them as the meeting's minutes' new binder version. */
    async minutes(body: StudyMeetingMinutesBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const meeting = await loadMeeting(trx, body.projectId, body.id, body.version);
        if (meeting.status !== 2)
          throw refuse('会议结束后才能记录纪要', 'Minutes are written once the meeting is done');
        const minutes = body.minutes.trim();
        const filed = await fileSignedRecord(trx, files, {
          projectId: meeting.projectId ?? body.projectId,
          folderCode: MINUTES_FOLDER,
          kind: 'correspondence',
          source: { kind: 'studyMeeting', id: meeting.id },
          title: `会议纪要 ${meeting.title}`,
          fileName: `meeting-minutes-${meeting.id}`,
          lines: await minutesLines(trx, meeting, minutes, actor),
          signature: null,
          note: `会议纪要 Minutes · ${actor.actorName}`,
          actor,
        });
        const now = isoTime(actor.at);
        const saved = await touchMeeting(trx, meeting, actor.at, {
          minutes,
          minutesBy: actor.actorName,
          minutesAt: now,
          minutesVersionId: filed?.versionId ?? null,
        });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'meeting.minutes',
          entity: MEETING_ENTITY,
          entityId: meeting.id,
          before: { minutes: meeting.minutes, minutesVersionId: meeting.minutesVersionId },
          after: { minutes, minutesVersionId: filed?.versionId ?? null, documentId: filed?.documentId ?? null },
        });
        return saved;
      });
    },
  };
}
