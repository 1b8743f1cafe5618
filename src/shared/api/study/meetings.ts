/**
 * Study meetings (issue 31 item 4, SPEC §7 gctms meetings, under /api/gctms/meeting): on the
 * project page 项目会议 (StudyMeetings) the team schedules kick-off, site initiation,
 * investigators' and close-out meetings with a text agenda and attendees from the project's
 * team; those with button studyMeeting:manage start, close or cancel them (SPEC §4 status
 * 0–3), mark attendance (1–4) while one is ongoing, and write the minutes of a done meeting,
 * filed into the project's binder as a document version.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { STUDY_MEETING_AGENDA_MAX, STUDY_MEETING_MINUTES_MAX, STUDY_MEETING_TYPES } from '../../domain/study/meetings';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { instantSchema } from '../contract/formats';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  projectRowParams,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/gctms/meeting';
const view = { scope: 'project', page: 'StudyMeetings', projectIdIn: 'params' } as const;
const manage = { scope: 'project', button: 'studyMeeting:manage', projectIdIn: 'body' } as const;

const nullableText = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const meetingTypeSchema = { type: 'string', enum: STUDY_MEETING_TYPES } as const;
const meetingStatusSchema = { type: 'integer', enum: [0, 1, 2, 3] } as const;
const attendeeStatusSchema = { type: 'integer', enum: [1, 2, 3, 4] } as const;
const object = <const P extends Record<string, unknown>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  }) as const;

export const studyMeetingSummarySchema = object({
  id: int,
  projectId: int,
  meetingType: meetingTypeSchema,
  title: str,
  startsAt: str,
  place: str,
  status: meetingStatusSchema,
  attendees: int,
  /** Minutes written (and filed when the binder took them). */
  hasMinutes: { type: 'boolean' },
  version: int,
});
export type StudyMeetingSummary = FromSchema<typeof studyMeetingSummarySchema>;

export const studyMeetingListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/list`,
  access: view,
  summary: "A project's meetings, newest first (at most 200)",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({ type: 'array', items: studyMeetingSummarySchema }),
  },
});

export const studyMeetingAttendeeSchema = object({
  userId: int,
  name: str,
  status: { type: ['integer', 'null'], enum: [1, 2, 3, 4, null] },
  markedAt: nullableText,
});

export const studyMeetingDetailSchema = object({
  id: int,
  projectId: int,
  meetingType: meetingTypeSchema,
  title: str,
  startsAt: str,
  place: str,
  agenda: nullableText,
  status: meetingStatusSchema,
  startedAt: nullableText,
  closedAt: nullableText,
  minutes: nullableText,
  minutesBy: nullableText,
  minutesAt: nullableText,
  /** The binder version the minutes were filed as: its document, number and folder. */
  filed: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['documentId', 'versionId', 'number', 'folderCode'],
    properties: { documentId: int, versionId: int, number: int, folderCode: str },
  },
  attendees: { type: 'array', items: studyMeetingAttendeeSchema },
  version: int,
});
export type StudyMeetingDetail = FromSchema<typeof studyMeetingDetailSchema>;

export const studyMeetingDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/detail/:id`,
  access: view,
  summary: 'A meeting: its agenda, attendees with their attendance, and the minutes with their binder version',
  schema: { params: projectRowParams, response: dataEnvelope(studyMeetingDetailSchema) },
});

export const studyMeetingCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/create`,
  access: manage,
  summary: "Schedule a meeting; the attendees are users of the project's team",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        meetingType: meetingTypeSchema,
        title: requiredText(200),
        startsAt: instantSchema,
        place: requiredText(200),
        agenda: optionalText(STUDY_MEETING_AGENDA_MAX, 'multi-line'),
        attendeeIds: { type: 'array', items: idSchema, minItems: 1, maxItems: 200, uniqueItems: true },
      },
      ['projectId', 'meetingType', 'title', 'startsAt', 'place', 'attendeeIds'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type StudyMeetingCreateBody = FromSchema<typeof studyMeetingCreateEndpoint.schema.body>;

export const studyMeetingMoveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/move`,
  access: manage,
  summary: 'Start (not started), close (ongoing) or cancel (not started) a meeting',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        action: { type: 'string', enum: ['start', 'close', 'cancel'] },
      },
      ['projectId', 'id', 'version', 'action'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type StudyMeetingMoveBody = FromSchema<typeof studyMeetingMoveEndpoint.schema.body>;

export const studyMeetingAttendEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/attend`,
  access: manage,
  summary: "Mark an invitee's attendance (1 on time, 2 late, 3 absent, 4 leave) while the meeting is ongoing",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema, userId: idSchema, status: attendeeStatusSchema }, [
      'projectId',
      'id',
      'userId',
      'status',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});
export type StudyMeetingAttendBody = FromSchema<typeof studyMeetingAttendEndpoint.schema.body>;

export const studyMeetingMinutesEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/minutes`,
  access: manage,
  summary:
    "Write a done meeting's minutes and file them into the project's binder as a new version of the meeting's minutes",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        minutes: requiredText(STUDY_MEETING_MINUTES_MAX, 'multi-line'),
      },
      ['projectId', 'id', 'version', 'minutes'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type StudyMeetingMinutesBody = FromSchema<typeof studyMeetingMinutesEndpoint.schema.body>;
