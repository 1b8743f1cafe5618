/**
 * A project's research centres (project page ResearchCentres, SPEC §7 '/bus' research
 * centre): the list with each centre's subjects in screening and enrolled against its target
 * and the project's total, the versioned writes of button `centre:manage` (add, edit, status
 * moves of shared/domain/study/centres.ts), and the centres a subject can be enrolled at
 * (page TrialSubjects). Dates are the hospital's calendar days 'YYYY-MM-DD'.
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  CENTRE_ACTIONS,
  CENTRE_APPROVAL_MAX,
  CENTRE_NAME_MAX,
  CENTRE_NOTE_MAX,
  CENTRE_PI_MAX,
  CENTRE_ROLES,
  CENTRE_STATUSES,
  CENTRE_TARGET_MAX,
} from '../../domain/study/centres';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const optionalDate = { ...calendarDateSchema, type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;

/** Subjects at a centre: valid ones in screening now, and ever enrolled. */
export const CENTRE_COUNT_KEYS = ['screening', 'enrolled'] as const;

const countsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...CENTRE_COUNT_KEYS],
  properties: { screening: count, enrolled: count },
} as const;

export const centreSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'name',
    'role',
    'isOwn',
    'piName',
    'piUserId',
    'ethicsApprovalNumber',
    'ethicsApprovalDate',
    'status',
    'enrolmentTarget',
    'note',
    'counts',
    'createdAt',
    'updatedAt',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    name: { type: 'string' },
    role: { type: 'string', enum: CENTRE_ROLES },
    /** Our hospital's own centre of the project (one per project). */
    isOwn: { type: 'boolean' },
    /** The site PI's name: the staff user's when `piUserId` is set. */
    piName: { type: ['string', 'null'] },
    /** Our own centre's PI as a staff user of the project's team; null elsewhere. */
    piUserId: { type: ['integer', 'null'] },
    ethicsApprovalNumber: { type: ['string', 'null'] },
    ethicsApprovalDate: { type: ['string', 'null'] },
    status: { type: 'string', enum: CENTRE_STATUSES },
    enrolmentTarget: { type: ['integer', 'null'] },
    note: { type: ['string', 'null'] },
    counts: countsSchema,
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

const teamMemberSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'name'],
  properties: { userId: { type: 'integer' }, name: { type: 'string' } },
} as const;

export const centreListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/centre/:projectId/list',
  access: { scope: 'project', page: 'ResearchCentres', projectIdIn: 'params' },
  summary: "A project's research centres (our own first) with their enrolment, the total, and the team for the PI",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['centres', 'total', 'enrolmentTarget', 'team'],
      properties: {
        centres: { type: 'array', items: centreSchema },
        /** The centres' counts added up. */
        total: countsSchema,
        /** The centres' targets added up; null when none has one. */
        enrolmentTarget: { type: ['integer', 'null'] },
        /** Who may be our own centre's PI: the project's team. */
        team: { type: 'array', items: teamMemberSchema },
      },
    }),
  },
});

export const centreOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/centre/:projectId/options',
  access: { scope: 'project', page: 'TrialSubjects', projectIdIn: 'params' },
  summary: 'The centres a subject of the project can be enrolled at (not closed), our own first',
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'isOwn'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, isOwn: { type: 'boolean' } },
      },
    }),
  },
});

export const centreSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/centre/save',
  access: { scope: 'project', button: 'centre:manage', projectIdIn: 'body' },
  summary: 'Add a centre to the project (no id; it starts preparing) or edit one of its centres (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        name: requiredText(CENTRE_NAME_MAX),
        role: { type: 'string', enum: CENTRE_ROLES },
        piName: optionalText(CENTRE_PI_MAX),
        /** Only for our own centre: a member of the project's team. */
        piUserId: { ...idSchema, type: ['integer', 'null'] },
        ethicsApprovalNumber: optionalText(CENTRE_APPROVAL_MAX),
        /** Not after the hospital's today. */
        ethicsApprovalDate: optionalDate,
        enrolmentTarget: { type: ['integer', 'null'], minimum: 1, maximum: CENTRE_TARGET_MAX },
        note: optionalText(CENTRE_NOTE_MAX, 'multi-line'),
      },
      ['projectId', 'name', 'role'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const centreMoveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/centre/move',
  access: { scope: 'project', button: 'centre:manage', projectIdIn: 'body' },
  summary: "Move a centre's status: activate, close, re-open (id + version)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { projectId: idSchema, id: idSchema, version: versionSchema, action: { type: 'string', enum: CENTRE_ACTIONS } },
      ['projectId', 'id', 'version', 'action'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type ResearchCentre = FromSchema<typeof centreSchema>;
export type CentreCounts = FromSchema<typeof countsSchema>;
export type CentreList = NonNullable<FromSchema<(typeof centreListEndpoint)['schema']['response']>['data']>;
export type CentreOption = NonNullable<
  FromSchema<(typeof centreOptionsEndpoint)['schema']['response']>['data']
>[number];
export type CentreSaveBody = FromSchema<(typeof centreSaveEndpoint)['schema']['body']>;
export type CentreMoveBody = FromSchema<(typeof centreMoveEndpoint)['schema']['body']>;
