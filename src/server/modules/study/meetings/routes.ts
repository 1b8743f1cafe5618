/** Study meetings' routes (/api/gctms/meeting): thin handlers; access is enforced by the declarations. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type StudyMeetingDetail,
  studyMeetingAttendEndpoint,
  studyMeetingCreateEndpoint,
  studyMeetingDetailEndpoint,
  studyMeetingListEndpoint,
  studyMeetingMinutesEndpoint,
  studyMeetingMoveEndpoint,
} from '../../../../shared/api/study/meetings';
import type { AttendeeStatus, MeetingStatus } from '../../../../shared/domain/study';
import type { StudyMeetingType } from '../../../../shared/domain/study/meetings';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { meetingAttendees } from '../../meetings';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createStudyMeetingRepository } from './repository';
import { createStudyMeetingService, noStudyMeeting } from './service';

const ok = ResponseCode.ok;

export async function studyMeetingRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock } = options;
  const repo = createStudyMeetingRepository(db);
  const service = createStudyMeetingService(db, options.files);
  const saved = async <T>(data: Promise<T>) => ({ isOk: true as const, code: ok, data: await data });

  registerEndpoint(
    app,
    studyMeetingListEndpoint,
  )(async ({ params }) => {
    const rows = await repo.list(params.projectId);
    return {
      isOk: true,
      code: ok,
      data: rows.map(({ minutes, ...row }) => ({
        ...row,
        projectId: params.projectId,
        meetingType: row.meetingType as StudyMeetingType,
        status: row.status as MeetingStatus,
        attendees: Number(row.attendees ?? 0),
        hasMinutes: minutes !== null,
      })),
    };
  });

  registerEndpoint(
    app,
    studyMeetingDetailEndpoint,
  )(async ({ params }) => {
    const meeting = await repo.meeting(params.projectId, params.id);
    if (!meeting) throw noStudyMeeting();
    const attendees = await meetingAttendees(db, meeting.id);
    const filed = meeting.minutesVersionId ? await repo.filed(meeting.minutesVersionId) : undefined;
    const data: StudyMeetingDetail = {
      id: meeting.id,
      projectId: params.projectId,
      meetingType: meeting.meetingType as StudyMeetingType,
      title: meeting.title,
      startsAt: meeting.startsAt,
      place: meeting.place,
      agenda: meeting.agenda,
      status: meeting.status as MeetingStatus,
      startedAt: meeting.startedAt,
      closedAt: meeting.closedAt,
      minutes: meeting.minutes,
      minutesBy: meeting.minutesBy,
      minutesAt: meeting.minutesAt,
      filed: filed ?? null,
      attendees: attendees.map((row) => ({
        userId: row.userId,
        name: row.name,
        status: row.status as AttendeeStatus | null,
        markedAt: row.markedAt,
      })),
      version: meeting.version,
    };
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    studyMeetingCreateEndpoint,
  )(({ body, request }) => saved(service.create(body, actorOf(request, clock))));
  registerEndpoint(
    app,
    studyMeetingMoveEndpoint,
  )(({ body, request }) => saved(service.move(body, actorOf(request, clock))));
  registerEndpoint(
    app,
    studyMeetingAttendEndpoint,
  )(({ body, request }) => saved(service.attend(body, actorOf(request, clock))));
  registerEndpoint(
    app,
    studyMeetingMinutesEndpoint,
  )(({ body, request }) => saved(service.minutes(body, actorOf(request, clock))));
}
