/**
 * A meeting's room (issue 30 item 5, /meeting/*): the agenda with each item's vote status
 * (who voted, never what, until closed; the counts once closed), the attendance and the live
 * quorum; and the documents of an item's submission for the secretary and invited members.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { QUORUM_CONDITIONS } from '../../domain/ethics/quorum';
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '../../domain/ethics/submissions';
import { VOTE_DECISIONS } from '../../domain/ethics/votes';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { DOCUMENT_MEDIA_TYPES } from '../contract/media-types';
import { idParams, idSchema } from '../contract/staff-fields';
import {
  MEETING,
  int,
  meetingSummarySchema,
  meetings,
  nullableText,
  object,
  otherDecisionSchema,
  str,
  voteDecisionSchema,
} from './meetings';

const nullableInt = { type: ['integer', 'null'] } as const;

const countsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...VOTE_DECISIONS],
  properties: Object.fromEntries(VOTE_DECISIONS.map((decision) => [decision, int])) as Record<
    (typeof VOTE_DECISIONS)[number],
    typeof int
  >,
} as const;

export const roomAttendeeSchema = object({
  userId: int,
  name: str,
  role: nullableText,
  status: { type: ['integer', 'null'], enum: [1, 2, 3, 4, null] },
  markedAt: nullableText,
});

export const roomItemSchema = object({
  id: int,
  submissionId: int,
  sort: int,
  projectName: str,
  projectNo: nullableText,
  type: { type: 'string', enum: SUBMISSION_TYPES },
  title: str,
  acceptanceNumber: nullableText,
  submissionStatus: { type: 'string', enum: SUBMISSION_STATUSES },
  voteStatus: { type: 'string', enum: ['pending', 'open', 'closed'] },
  /** Who has voted (never what, until closed), who declared a conflict, cast of eligible. */
  voted: { type: 'array', items: int },
  conflicted: { type: 'array', items: int },
  cast: int,
  eligible: int,
  /** The counts, once closed. */
  counts: { anyOf: [countsSchema, { type: 'null' }] },
  decision: voteDecisionSchema,
  otherDecision: otherDecisionSchema,
  outcomeNote: nullableText,
  /** Mine: 'conflict', the decision I cast, or null. */
  myVote: nullableText,
  documents: { type: 'array', items: object({ versionId: int, title: str, fileName: str }) },
});
export type RoomItem = FromSchema<typeof roomItemSchema>;

export const quorumSchema = object({
  met: { type: 'boolean' },
  present: int,
  needed: int,
  members: int,
  conditions: {
    type: 'array',
    items: object({ condition: { type: 'string', enum: QUORUM_CONDITIONS }, met: { type: 'boolean' } }),
  },
});

export const meetingRoomSchema = object({
  meeting: meetingSummarySchema,
  attendees: { type: 'array', items: roomAttendeeSchema },
  quorum: quorumSchema,
  items: { type: 'array', items: roomItemSchema },
  /** The caller: may they manage the meeting, are they invited, their attendance. */
  me: object({ userId: int, manage: { type: 'boolean' }, invited: { type: 'boolean' }, status: nullableInt }),
});
export type MeetingRoom = FromSchema<typeof meetingRoomSchema>;

export const meetingRoomEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MEETING}/room/:id`,
  access: meetings,
  summary: "A meeting's agenda, attendance, live quorum and each item's vote status (counts once closed)",
  schema: { params: idParams('id'), response: dataEnvelope(meetingRoomSchema) },
});

export const meetingDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MEETING}/download/:itemId/:versionId`,
  access: meetings,
  summary:
    "A document version of an agenda item's submission, for the secretary and invited members (private, no-store)",
  responseMediaTypes: DOCUMENT_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['itemId', 'versionId'],
      properties: { itemId: idSchema, versionId: idSchema },
    },
    response: { description: 'The file bytes' },
  },
});
