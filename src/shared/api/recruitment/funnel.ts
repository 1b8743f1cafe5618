/**
 * The recruitment funnel (issue 13 item 6): candidates -> recommended -> contacted ->
 * willing -> screening -> enrolled, with conversion rates, counts by the hospital's
 * Monday-start weeks (the last 12), and the reasons for screen failure and unwillingness.
 * Per project (page RecruitFunnel) and across the projects where the caller holds that page
 * (system page RecruitOverview). Counts only: no personal data ever leaves these endpoints.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FUNNEL_STAGES } from '../../domain/recruitment/funnel';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { idParams, idSchema } from '../contract/staff-fields';

/** How many weeks the by-week series covers, today's week included. */
export const FUNNEL_WEEKS = 12;

const rateSchema = { type: ['number', 'null'] } as const;

const stageCountsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...FUNNEL_STAGES],
  properties: Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, { type: 'integer' }])) as {
    [K in (typeof FUNNEL_STAGES)[number]]: { type: 'integer' };
  },
} as const;

const stageRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['stage', 'count', 'fromPrevious', 'fromCandidates'],
  properties: {
    stage: { type: 'string', enum: FUNNEL_STAGES },
    count: { type: 'integer' },
    /** Share of the previous stage (0..1); null for the first stage or when the previous is 0. */
    fromPrevious: rateSchema,
    /** Share of the candidates (0..1); null when there are none. */
    fromCandidates: rateSchema,
  },
} as const;

const reasonCountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'count'],
  properties: {
    /** A code of shared/domain/recruitment/reasons.ts; 'unknown' when none was recorded. */
    code: { type: 'string' },
    count: { type: 'integer' },
  },
} as const;

const funnelProperties = {
  /** The hospital's today the weeks were worked out for. */
  today: { type: 'string' },
  from: { type: ['string', 'null'] },
  to: { type: ['string', 'null'] },
  stages: { type: 'array', items: stageRowSchema },
  weeks: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['week', 'counts'],
      /** week: the Monday 'YYYY-MM-DD'; counts: what reached each stage that week. */
      properties: { week: { type: 'string' }, counts: stageCountsSchema },
    },
  },
  screenFailReasons: { type: 'array', items: reasonCountSchema },
  unwillingReasons: { type: 'array', items: reasonCountSchema },
} as const;

const funnelRequired = ['today', 'from', 'to', 'stages', 'weeks', 'screenFailReasons', 'unwillingReasons'] as const;

const rangeQuery = {
  type: 'object',
  additionalProperties: false,
  /** Count only what happened between these hospital days (both inclusive). */
  properties: { from: calendarDateSchema, to: calendarDateSchema },
} as const;

/** A project's funnel may be narrowed to one of its research centres (/api/bus/centre). */
const projectFunnelQuery = {
  ...rangeQuery,
  properties: { ...rangeQuery.properties, centreId: idSchema },
} as const;

const centreFunnelSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'name', 'isOwn', 'counts'],
  properties: {
    centreId: { type: 'integer' },
    name: { type: 'string' },
    isOwn: { type: 'boolean' },
    /** The candidate stages count at our own centre only; the centres add up to the project. */
    counts: stageCountsSchema,
  },
} as const;

export const funnelEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/recruit/funnel/:projectId',
  access: { scope: 'project', page: 'RecruitFunnel', projectIdIn: 'params' },
  summary:
    "A project's recruitment funnel (all centres or one): stage counts and rates, by week, reasons, and per centre",
  schema: {
    params: idParams('projectId'),
    querystring: projectFunnelQuery,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'centreId', 'centres', ...funnelRequired],
      properties: {
        projectId: { type: 'integer' },
        /** The centre the stages, weeks and reasons are narrowed to; null: the whole project. */
        centreId: { type: ['integer', 'null'] },
        /** Each centre's stage counts within the days asked for (whatever `centreId`). */
        centres: { type: 'array', items: centreFunnelSchema },
        ...funnelProperties,
      },
    }),
  },
});

export const funnelOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/recruit/funnel',
  access: { scope: 'system', page: 'RecruitOverview' },
  summary: 'The funnel summed across the projects where the caller holds page RecruitFunnel, with a row per project',
  schema: {
    querystring: rangeQuery,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['projects', ...funnelRequired],
      properties: {
        ...funnelProperties,
        projects: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['projectId', 'projectName', 'counts'],
            properties: { projectId: { type: 'integer' }, projectName: { type: 'string' }, counts: stageCountsSchema },
          },
        },
      },
    }),
  },
});

export type FunnelQuery = FromSchema<typeof rangeQuery>;
export type ProjectFunnelQuery = FromSchema<typeof projectFunnelQuery>;
export type CentreFunnel = FromSchema<typeof centreFunnelSchema>;
export type ProjectFunnel = NonNullable<FromSchema<(typeof funnelEndpoint)['schema']['response']>['data']>;
export type FunnelOverview = NonNullable<FromSchema<(typeof funnelOverviewEndpoint)['schema']['response']>['data']>;
export type FunnelReasonCount = FromSchema<typeof reasonCountSchema>;
