/**
 * Meetings' routes (/api/meeting): the list, the agenda candidates, the secretary's moves,
 * attendance, the votes and the room (agenda, attendance, live quorum, each item's vote
 * status; counts only once closed), and the documents for invited members. Thin handlers;
 * access is enforced by the declarations, the secretary's button read for attendance.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  agendaAddEndpoint,
  agendaCandidatesEndpoint,
  agendaRemoveEndpoint,
  attendEndpoint,
  meetingCreateEndpoint,
  meetingListEndpoint,
  meetingMoveEndpoint,
  voteCastEndpoint,
  voteCloseEndpoint,
  voteConflictEndpoint,
  voteOpenEndpoint,
  voteRecordEndpoint,
} from '../../../../shared/api/ethics/meetings';
import {
  type MeetingRoom,
  meetingDownloadEndpoint,
  meetingRoomEndpoint,
} from '../../../../shared/api/ethics/meeting-room';
import type { SubmissionStatus, SubmissionType } from '../../../../shared/domain/ethics/submissions';
import type { VoteTally } from '../../../../shared/domain/ethics/votes';
import type { MeetingStatus } from '../../../../shared/domain/study';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { requireStaff } from '../../../services/staff-principal';
import { createDocumentService, noVirusScanner } from '../../documents';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createSubmissionRepository } from '../submissions/repository';
import { liveQuorum } from './quorum';
import { createMeetingRepository } from './repository';
import { createMeetingService, noItem, noMeeting } from './service';
import { createVoteService } from './votes';

const ok = ResponseCode.ok;
const MANAGE = 'ethicsMeeting:manage';

export async function ethicsMeetingRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock } = options;
  const repo = createMeetingRepository(db);
  const service = createMeetingService(db);
  const votes = createVoteService(db, options.signaturePasswords);
  const documents = createDocumentService({ db, files: options.files, scanner: noVirusScanner });
  const saved = async <T>(data: Promise<T>) => ({ isOk: true as const, code: ok, data: await data });

  registerEndpoint(
    app,
    meetingListEndpoint,
  )(async () => {
    const rows = await repo.list();
    return {
      isOk: true,
      code: ok,
      data: rows.map((row) => ({ ...row, status: row.status as MeetingStatus, items: Number(row.items ?? 0) })),
    };
  });

  registerEndpoint(
    app,
    agendaCandidatesEndpoint,
  )(async () => {
    const rows = await repo.candidates();
    return {
      isOk: true,
      code: ok,
      data: rows.map((row) => ({ ...row, type: row.type as SubmissionType, status: row.status as SubmissionStatus })),
    };
  });

  registerEndpoint(
    app,
    meetingCreateEndpoint,
  )(({ body, request }) => saved(service.create(body, actorOf(request, clock))));
  registerEndpoint(
    app,
    agendaAddEndpoint,
  )(({ body, request }) => saved(service.addToAgenda(body, actorOf(request, clock))));
  registerEndpoint(
    app,
    agendaRemoveEndpoint,
  )(({ body, request }) => saved(service.removeFromAgenda(body, actorOf(request, clock))));
  registerEndpoint(app, meetingMoveEndpoint)(({ body, request }) => saved(service.move(body, actorOf(request, clock))));
  registerEndpoint(
    app,
    attendEndpoint,
  )(({ body, request }) =>
    saved(service.attend(body, actorOf(request, clock), requireStaff(request).system.buttons.has(MANAGE))),
  );
  registerEndpoint(
    app,
    voteOpenEndpoint,
  )(({ body, request }) => saved(votes.open(body.itemId, actorOf(request, clock))));
  registerEndpoint(
    app,
    voteConflictEndpoint,
  )(({ body, request }) => saved(votes.declareConflict(body, actorOf(request, clock))));
  registerEndpoint(app, voteCastEndpoint)(({ body, request }) => saved(votes.cast(body, actorOf(request, clock))));
  registerEndpoint(app, voteCloseEndpoint)(({ body, request }) => saved(votes.close(body, actorOf(request, clock))));
  registerEndpoint(app, voteRecordEndpoint)(({ body, request }) => saved(votes.record(body, actorOf(request, clock))));

  registerEndpoint(
    app,
    meetingRoomEndpoint,
  )(async ({ params, request }) => {
    const staff = requireStaff(request);
    const meeting = await repo.meeting(params.id);
    if (!meeting) throw noMeeting();
    const attendees = await repo.attendees(meeting.id);
    const items = await repo.items(meeting.id);
    const voteRows = await repo.votes(items.map((item) => item.id));
    const quorum = await liveQuorum(db, meeting);
    const roles = new Map((await repo.memberRoles()).map((row) => [row.userId, row.role]));
    const submissions = createSubmissionRepository(db);
    const mine = attendees.find((row) => row.userId === staff.userId);
    const data: MeetingRoom = {
      meeting: {
        id: meeting.id,
        title: meeting.title,
        startsAt: meeting.startsAt,
        place: meeting.place,
        notes: meeting.notes,
        status: meeting.status as MeetingStatus,
        items: items.length,
        version: meeting.version,
      },
      attendees: attendees.map((row) => ({
        userId: row.userId,
        name: row.name,
        role: roles.get(row.userId) ?? null,
        status: row.status as 1 | 2 | 3 | 4 | null,
        markedAt: row.markedAt,
      })),
      quorum: {
        met: quorum.met,
        present: quorum.present,
        needed: quorum.needed,
        members: quorum.members,
        conditions: quorum.conditions,
      },
      items: [],
      me: {
        userId: staff.userId,
        manage: staff.system.buttons.has(MANAGE),
        invited: mine !== undefined,
        status: mine?.status ?? null,
      },
    };
    for (const item of items) {
      const of = voteRows.filter((vote) => vote.itemId === item.id);
      const conflicted = of.filter((vote) => vote.conflict === 1).map((vote) => vote.userId);
      const eligible = quorum.presentIds.filter((userId) => !conflicted.includes(userId));
      const voted = of.filter((vote) => vote.conflict === 0).map((vote) => vote.userId);
      const tally = item.tally ? (JSON.parse(item.tally) as VoteTally) : null;
      const my = of.find((vote) => vote.userId === staff.userId);
      const docs = await submissions.documents(item.submissionId);
      data.items.push({
        id: item.id,
        submissionId: item.submissionId,
        sort: item.sort,
        projectName: item.projectName,
        projectNo: item.projectNo,
        type: item.type as SubmissionType,
        title: item.title,
        acceptanceNumber: item.acceptanceNumber,
        submissionStatus: item.submissionStatus as SubmissionStatus,
        voteStatus: item.voteStatus as 'pending' | 'open' | 'closed',
        voted,
        conflicted,
        cast: tally ? tally.cast : voted.filter((userId) => eligible.includes(userId)).length,
        eligible: tally ? tally.eligible : eligible.length,
        counts: tally ? tally.counts : null,
        decision: item.decision as MeetingRoom['items'][number]['decision'],
        otherDecision: item.otherDecision as MeetingRoom['items'][number]['otherDecision'],
        outcomeNote: item.outcomeNote,
        myVote: my ? (my.conflict === 1 ? 'conflict' : my.decision) : null,
        documents: docs.map((doc) => ({ versionId: doc.versionId, title: doc.title, fileName: doc.fileName })),
      });
    }
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    meetingDownloadEndpoint,
  )(async ({ params, reply, request }) => {
    const staff = requireStaff(request);
    const actor = actorOf(request, clock);
    const item = await repo.item(params.itemId);
    if (!item || item.voteStatus === 'removed') throw noItem();
    const invited = (await repo.attendees(item.meetingId)).some((row) => row.userId === staff.userId);
    if (!invited && !staff.system.buttons.has(MANAGE)) throw noItem();
    const submission = await repo.submissionOf(item.submissionId);
    const carried = await createSubmissionRepository(db).carries(submission.id, params.versionId);
    const file = carried ? await documents.download(submission.projectId, params.versionId, actor) : undefined;
    if (!file) throw notFound({ 'zh-CN': '文件版本不存在', en: 'No such document version' });
    void reply
      .header('content-type', file.row.mimeType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', file.data.length)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.row.originalName)}`);
    return file.data;
  });
}
