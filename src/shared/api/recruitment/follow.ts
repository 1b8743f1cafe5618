/**
 * Matching and the coordinator's follow-up of a project's candidates (SPEC §4 in-group
 * suggest / cancel suggest, recruit result; SPEC §7 'inner patient recommend'): run the
 * published rules over the candidates, suggest a patient for the group, record each
 * contact attempt with its result and the next follow-up day, and the worklist's counts.
 * Nothing here carries identifying patient data: patients are named by id.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { CONTACT_METHOD_CODES } from '../../domain/recruitment/contact';
import { UNWILLING_REASON_CODES } from '../../domain/recruitment/reasons';
import { calendarDateSchema, instantSchema } from '../contract/formats';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { matchSummarySchema } from './rules';
import { idParams, idSchema, jsonBody, optionalText, savedRowSchema, versionSchema } from '../contract/staff-fields';

export const CONTACT_NOTE_MAX = 500;

const nullableText = { type: ['string', 'null'] } as const;

/** SPEC §4 recruit result of a contact: 0 not reached / follow up, 1 willing, 2 unwilling. */
export const RECRUIT_RESULTS = [0, 1, 2] as const;
export type RecruitResult = (typeof RECRUIT_RESULTS)[number];
export const RECRUIT_RESULT_WILLING = 1;
export const RECRUIT_RESULT_UNWILLING = 2;

/** One contact with a candidate, as the record and the subject's page list it. */
export const contactSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'contactedAt', 'method', 'result', 'reason', 'note', 'nextFollowUp', 'actorName'],
  properties: {
    id: { type: 'integer' },
    /** When the contact happened (ISO 8601 UTC). */
    contactedAt: { type: 'string' },
    /** phone | clinic | wechat (shared/domain/recruitment/contact.ts); null on contacts from before it was recorded. */
    method: nullableText,
    result: { type: 'integer' },
    reason: nullableText,
    note: nullableText,
    nextFollowUp: nullableText,
    /** The staff member who made the contact. */
    actorName: { type: 'string' },
  },
} as const;

export const recruitMatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/recruit/match',
  access: { scope: 'project', button: 'recruit:match', projectIdIn: 'body' },
  summary: "Match all the project's candidates against its published rules",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema }, ['projectId']),
    response: dataEnvelope(matchSummarySchema),
  },
});

export const recruitSuggestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/recruit/suggest',
  access: { scope: 'project', button: 'recruit:follow', projectIdIn: 'body' },
  summary: 'Suggest a candidate for the group (suggested: true) or cancel the suggestion',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema, suggested: { type: 'boolean' } }, [
      'projectId',
      'id',
      'version',
      'suggested',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const recruitContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/recruit/contact',
  access: { scope: 'project', button: 'recruit:follow', projectIdIn: 'body' },
  summary:
    'Record a contact attempt with a candidate: when and how it happened, its recruit result and the next follow-up day',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        patientId: idSchema,
        version: versionSchema,
        /** When the contact happened: not in the future, not before the candidate was added; default now. */
        contactedAt: instantSchema,
        /** How (shared/domain/recruitment/contact.ts). */
        method: { type: ['string', 'null'], enum: [...CONTACT_METHOD_CODES, null] },
        result: { type: 'integer', enum: RECRUIT_RESULTS },
        /** Why unwilling; only with result 2. */
        reason: { type: ['string', 'null'], enum: [...UNWILLING_REASON_CODES, null] },
        note: optionalText(CONTACT_NOTE_MAX, 'multi-line'),
        /** Not before the hospital's today; required with result 0. */
        nextFollowUp: { ...calendarDateSchema, type: ['string', 'null'] },
      },
      ['projectId', 'patientId', 'version', 'result'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'contactId'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' }, contactId: { type: 'integer' } },
    }),
  },
});

export const recruitWorklistEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/recruit/:projectId/worklist',
  access: { scope: 'project', page: 'RecruitCandidates', projectIdIn: 'params' },
  summary: "The counts of the coordinator's worklist header at the hospital's today",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['today', 'recommended', 'dueFollowUps', 'willingNotScreened', 'unmatched'],
      properties: {
        today: { type: 'string' },
        /** Suggested for the group. */
        recommended: { type: 'integer' },
        /** A follow-up day on or before today, and no final result (willing / unwilling) yet. */
        dueFollowUps: { type: 'integer' },
        /** Willing, and not yet a trial subject of the project. */
        willingNotScreened: { type: 'integer' },
        /** Never matched (no published rules when they came, or added since). */
        unmatched: { type: 'integer' },
      },
    }),
  },
});

export type MatchBody = FromSchema<(typeof recruitMatchEndpoint)['schema']['body']>;
export type SuggestBody = FromSchema<(typeof recruitSuggestEndpoint)['schema']['body']>;
export type ContactBody = FromSchema<(typeof recruitContactEndpoint)['schema']['body']>;
export type Worklist = NonNullable<FromSchema<(typeof recruitWorklistEndpoint)['schema']['response']>['data']>;
