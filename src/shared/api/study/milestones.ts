/**
 * A project's milestones (project-scope page ProjectMilestones, SPEC §7 '/bus' milepost):
 * the list with each milestone's `overdue` flag at the server's today, and the versioned
 * writes of button `milestone:update` in that project. Dates are the hospital's calendar
 * days 'YYYY-MM-DD' (see shared/domain/hospital-time.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MILESTONE_KINDS } from '../../domain/study/milestones';
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
export const MILESTONE_NAME_MAX = 100;
export const MILESTONE_NOTE_MAX = 500;

export const milestoneSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'name',
    'kind',
    'plannedDate',
    'actualDate',
    'note',
    'overdue',
    'createdAt',
    'updatedAt',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    name: { type: 'string' },
    kind: { type: 'string', enum: MILESTONE_KINDS },
    plannedDate: { type: ['string', 'null'] },
    actualDate: { type: ['string', 'null'] },
    note: { type: ['string', 'null'] },
    /** The planned day has passed (before `today`) and there is no actual date. */
    overdue: { type: 'boolean' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

export const milestoneListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/milepost/:projectId/list',
  access: { scope: 'project', page: 'ProjectMilestones', projectIdIn: 'params' },
  summary: "A project's milestones by planned date (undated last), with the hospital's today",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['today', 'milestones'],
      properties: {
        /** The hospital's day the `overdue` flags were worked out for. */
        today: { type: 'string' },
        milestones: { type: 'array', items: milestoneSchema },
      },
    }),
  },
});

export const milestoneSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/milepost/save',
  access: { scope: 'project', button: 'milestone:update', projectIdIn: 'body' },
  summary: 'Create a milestone in the project (no id) or update one of its milestones (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        name: requiredText(MILESTONE_NAME_MAX),
        kind: { type: 'string', enum: MILESTONE_KINDS },
        plannedDate: optionalDate,
        /** Not after the hospital's today. */
        actualDate: optionalDate,
        note: optionalText(MILESTONE_NOTE_MAX, 'multi-line'),
      },
      ['projectId', 'name', 'kind'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const milestoneDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/milepost/delete',
  access: { scope: 'project', button: 'milestone:update', projectIdIn: 'body' },
  summary: 'Delete one of the project’s milestones (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, ['projectId', 'id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export type Milestone = FromSchema<typeof milestoneSchema>;
export type MilestoneList = NonNullable<FromSchema<(typeof milestoneListEndpoint)['schema']['response']>['data']>;
export type MilestoneSaveBody = FromSchema<(typeof milestoneSaveEndpoint)['schema']['body']>;
export type MilestoneDeleteBody = FromSchema<(typeof milestoneDeleteEndpoint)['schema']['body']>;
