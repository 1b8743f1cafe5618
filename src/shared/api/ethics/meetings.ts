/**
 * Committee meetings and votes (issue 30 items 3 and 4, SPEC §7 /meeting/*): on 会议 (page
 * EthicsMeetings) the secretary (button ethicsMeeting:manage) schedules a meeting with its
 * agenda, marks attendance, opens and closes each item's vote; an invited member checks in
 * and votes with the shared signature on their own device. The quorum is computed live.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '../../domain/ethics/submissions';
import { OTHER_DECISIONS, VOTE_DECISIONS } from '../../domain/ethics/votes';
import { signatureBodySchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  idSchema,
  jsonBody,
  optionalText,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

export const MEETING = '/api/meeting';
export const meetings = { scope: 'system', page: 'EthicsMeetings' } as const;
const manage = { scope: 'system', button: 'ethicsMeeting:manage' } as const;

export const nullableText = { type: ['string', 'null'] } as const;
export const int = { type: 'integer' } as const;
export const str = { type: 'string' } as const;
export const object = <const P extends Record<string, unknown>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  }) as const;

export const meetingStatusSchema = { type: 'integer', enum: [0, 1, 2, 3] } as const;
export const attendeeStatusSchema = { type: 'integer', enum: [1, 2, 3, 4] } as const;
export const voteDecisionSchema = { type: ['string', 'null'], enum: [...VOTE_DECISIONS, null] } as const;
export const otherDecisionSchema = { type: ['string', 'null'], enum: [...OTHER_DECISIONS, null] } as const;

export const meetingSummarySchema = object({
  id: int,
  title: str,
  startsAt: str,
  place: str,
  notes: nullableText,
  status: meetingStatusSchema,
  items: int,
  version: int,
});
export type MeetingSummary = FromSchema<typeof meetingSummarySchema>;

export const meetingListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MEETING}/list`,
  access: meetings,
  summary: "The committee's meetings, newest first",
  schema: { response: dataEnvelope({ type: 'array', items: meetingSummarySchema }) },
});

/** A submission that may be put on an agenda (accepted, or in expedited review sent to the full board). */
export const agendaCandidateSchema = object({
  id: int,
  projectName: str,
  projectNo: nullableText,
  type: { type: 'string', enum: SUBMISSION_TYPES },
  title: str,
  status: { type: 'string', enum: SUBMISSION_STATUSES },
  acceptanceNumber: nullableText,
});
export type AgendaCandidate = FromSchema<typeof agendaCandidateSchema>;

export const agendaCandidatesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MEETING}/candidates`,
  access: manage,
  summary: 'Submissions that may be put on an agenda: accepted or in expedited review',
  schema: { response: dataEnvelope({ type: 'array', items: agendaCandidateSchema }) },
});

export const meetingCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/create`,
  access: manage,
  summary: "Schedule a meeting with its agenda; the members serving on the meeting's day are invited",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        title: requiredText(200),
        startsAt: { type: 'string', format: 'instant', maxLength: 40 },
        place: requiredText(200),
        notes: optionalText(2000, 'multi-line'),
        submissionIds: { type: 'array', items: idSchema, maxItems: 30, uniqueItems: true },
      },
      ['title', 'startsAt', 'place', 'submissionIds'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type MeetingCreateBody = FromSchema<typeof meetingCreateEndpoint.schema.body>;

export const agendaAddEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/agenda/add`,
  access: manage,
  summary: "Put a submission on a meeting's agenda (before the meeting closes)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema, submissionId: idSchema }, ['id', 'version', 'submissionId']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const agendaRemoveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/agenda/remove`,
  access: manage,
  summary: 'Take an item whose vote has not opened off the agenda; the submission goes back to be routed',
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema, itemId: idSchema }, ['id', 'version', 'itemId']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const meetingMoveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/move`,
  access: manage,
  summary: 'Start, close or cancel a meeting (cancelling takes its items off the agenda)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { id: idSchema, version: versionSchema, action: { type: 'string', enum: ['start', 'close', 'cancel'] } },
      ['id', 'version', 'action'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type MeetingMoveBody = FromSchema<typeof meetingMoveEndpoint.schema.body>;

export const attendEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/attend`,
  access: meetings,
  summary: "Mark an invited member's attendance while the meeting is ongoing (the secretary, or a member for themself)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, userId: idSchema, status: attendeeStatusSchema }, ['id', 'userId', 'status']),
    response: dataEnvelope(savedRowSchema),
  },
});
export type AttendBody = FromSchema<typeof attendEndpoint.schema.body>;

const itemBody = jsonBody({ itemId: idSchema }, ['itemId']);
export const voteOpenEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/vote/open`,
  access: manage,
  summary: "Open an agenda item's vote; refused without the quorum, naming the failing condition",
  bodyType: 'json',
  schema: { body: itemBody, response: dataEnvelope(savedRowSchema) },
});

export const voteConflictEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/vote/conflict`,
  access: meetings,
  summary: "Declare my conflict of interest for an agenda item: I leave the item's vote",
  bodyType: 'json',
  schema: {
    body: jsonBody({ itemId: idSchema, note: requiredText(500) }, ['itemId', 'note']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const voteCastEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/vote/cast`,
  access: meetings,
  summary: 'Cast my signed vote on an open item (once; present and without a conflict)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        itemId: idSchema,
        decision: { type: 'string', enum: VOTE_DECISIONS },
        signature: signatureBodySchema,
      },
      ['itemId', 'decision', 'signature'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type VoteCastBody = FromSchema<typeof voteCastEndpoint.schema.body>;

export const voteCloseEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/vote/close`,
  access: manage,
  summary: "Close an item's vote: the tally decides the submission when a majority of the eligible members agree",
  bodyType: 'json',
  schema: {
    body: jsonBody({ itemId: idSchema, note: optionalText(2000, 'multi-line') }, ['itemId']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const voteRecordEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEETING}/vote/record`,
  access: manage,
  summary:
    'Record the outcome of a closed vote without a majority: no majority or deferred (back to be routed), or another decision',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        itemId: idSchema,
        otherDecision: { type: 'string', enum: OTHER_DECISIONS },
        note: optionalText(2000, 'multi-line'),
      },
      ['itemId', 'otherDecision'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type VoteRecordBody = FromSchema<typeof voteRecordEndpoint.schema.body>;
