/**
 * A project's visit plans (project-scope page VisitPlans, issue 14 item 1, SPEC §7 'visit
 * draft' with versions, config, group, activity, spread; list, save, delete, copy, publish,
 * index sort). A draft is edited (button visitPlan:update), then published (visitPlan:publish):
 * the previous published version retires, and subjects keep the version they are on.
 * Published and retired versions are never edited; copying one starts a new draft.
 * The rules of the schedule itself live in shared/domain/visits/schedule.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ANCHORS, PLAN_LIMITS, REPEAT_UNITS } from '../../domain/visits/schedule';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

export const PLAN_NAME_MAX = 100;
export const PLAN_NOTE_MAX = 500;
export const PLAN_GROUPS_MAX = 20;
export const PLAN_VISITS_MAX = 100;
export const VISIT_NAME_MAX = 100;
export const VISIT_ACTIVITIES_PER_VISIT_MAX = 30;
export const PLAN_STATUSES = ['draft', 'published', 'retired'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const visitCodeSchema = { type: 'string', format: 'single-line', pattern: '^[A-Za-z0-9_-]{1,20}$' } as const;

export const visitRepeatSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['every', 'unit', 'times'],
  properties: {
    every: { type: 'integer', minimum: 1, maximum: PLAN_LIMITS.repeatEveryMax },
    unit: { type: 'string', enum: REPEAT_UNITS },
    /** All cycles, the first included. */
    times: { type: 'integer', minimum: PLAN_LIMITS.repeatTimesMin, maximum: PLAN_LIMITS.repeatTimesMax },
  },
} as const;

export const visitActivitySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'name'],
  properties: {
    /** A key of the visitItemType dictionary (checked by the server). */
    type: { type: 'string', format: 'single-line', minLength: 1, maxLength: 40 },
    name: requiredText(VISIT_NAME_MAX),
  },
} as const;

const visitFieldProperties = {
  name: requiredText(VISIT_NAME_MAX),
  /** Index into the plan's `groups`; null: no group. */
  groupIndex: { type: ['integer', 'null'], minimum: 0, maximum: PLAN_GROUPS_MAX - 1 },
  dayOffset: { type: 'integer', minimum: PLAN_LIMITS.dayOffsetMin, maximum: PLAN_LIMITS.dayOffsetMax },
  windowBefore: { type: 'integer', minimum: 0, maximum: PLAN_LIMITS.windowMax },
  windowAfter: { type: 'integer', minimum: 0, maximum: PLAN_LIMITS.windowMax },
  repeat: { anyOf: [{ type: 'null' }, visitRepeatSchema] },
  activities: { type: 'array', maxItems: VISIT_ACTIVITIES_PER_VISIT_MAX, items: visitActivitySchema },
} as const;

/** A visit as the editor sends it: a new visit has no code yet ('V1', 'V2'... are given). */
export const visitInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'groupIndex', 'dayOffset', 'windowBefore', 'windowAfter', 'repeat', 'activities'],
  properties: { code: visitCodeSchema, ...visitFieldProperties },
} as const;

const groupSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: requiredText(50) },
} as const;

const planSummaryProperties = {
  id: { type: 'integer' },
  projectId: { type: 'integer' },
  planVersion: { type: 'integer' },
  status: { type: 'string', enum: PLAN_STATUSES },
  name: { type: 'string' },
  anchor: { type: 'string', enum: ANCHORS },
  note: { type: ['string', 'null'] },
  visitCount: { type: 'integer' },
  groupCount: { type: 'integer' },
  /** Subjects whose visits come from this version. */
  subjectCount: { type: 'integer' },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  publishedAt: { type: ['string', 'null'] },
  version: { type: 'integer' },
} as const;
const summaryRequired = Object.keys(planSummaryProperties) as (keyof typeof planSummaryProperties)[];

export const planSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: summaryRequired,
  properties: planSummaryProperties,
} as const;

export const planVisitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'sort', 'groupName', ...visitInputSchema.required],
  properties: {
    code: { type: 'string' },
    sort: { type: 'integer' },
    groupName: { type: ['string', 'null'] },
    ...visitFieldProperties,
  },
} as const;

export const planDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...summaryRequired, 'groups', 'visits'],
  properties: {
    ...planSummaryProperties,
    groups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'sort'],
        properties: { name: { type: 'string' }, sort: { type: 'integer' } },
      },
    },
    /** In plan order. */
    visits: { type: 'array', items: planVisitSchema },
  },
} as const;

const PREFIX = '/api/trial/visit/draft';

export const visitPlanListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PREFIX}/:projectId/list`,
  access: { scope: 'project', page: 'VisitPlans', projectIdIn: 'params' },
  summary: "A project's visit plan versions, newest first",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: planSummarySchema }) },
});

export const visitPlanDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PREFIX}/:projectId/:id`,
  access: { scope: 'project', page: 'VisitPlans', projectIdIn: 'params' },
  summary: 'One visit plan version of the project with its groups and visits in order',
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: dataEnvelope(planDetailSchema),
  },
});

export const visitPlanSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PREFIX}/save`,
  access: { scope: 'project', button: 'visitPlan:update', projectIdIn: 'body' },
  summary: 'Create the draft (no id; one per project) or replace a draft (id + version) as a whole',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        name: requiredText(PLAN_NAME_MAX),
        anchor: { type: 'string', enum: ANCHORS },
        note: optionalText(PLAN_NOTE_MAX, 'multi-line'),
        groups: { type: 'array', maxItems: PLAN_GROUPS_MAX, items: groupSchema },
        /** In plan order. */
        visits: { type: 'array', maxItems: PLAN_VISITS_MAX, items: visitInputSchema },
      },
      ['projectId', 'name', 'anchor', 'groups', 'visits'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const projectAndRow = jsonBody({ projectId: idSchema, id: idSchema }, ['projectId', 'id']);
const projectRowVersion = jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, [
  'projectId',
  'id',
  'version',
]);

export const visitPlanCopyEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PREFIX}/copy`,
  access: { scope: 'project', button: 'visitPlan:update', projectIdIn: 'body' },
  summary: 'A new draft from any version of the project (refused while a draft exists)',
  bodyType: 'json',
  schema: { body: projectAndRow, response: dataEnvelope(savedRowSchema) },
});

export const visitPlanDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PREFIX}/delete`,
  access: { scope: 'project', button: 'visitPlan:update', projectIdIn: 'body' },
  summary: 'Delete the draft (id + version); published and retired versions are kept',
  bodyType: 'json',
  schema: { body: projectRowVersion, response: dataEnvelope(savedRowSchema) },
});

export const visitPlanPublishEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PREFIX}/publish`,
  access: { scope: 'project', button: 'visitPlan:publish', projectIdIn: 'body' },
  summary: 'Publish the draft; the previous published version retires (subjects keep theirs)',
  bodyType: 'json',
  schema: {
    body: projectRowVersion,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'planVersion', 'retiredId'],
      properties: {
        id: { type: 'integer' },
        version: { type: 'integer' },
        planVersion: { type: 'integer' },
        retiredId: { type: ['integer', 'null'] },
      },
    }),
  },
});

export const visitPlanSortEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PREFIX}/sort`,
  access: { scope: 'project', button: 'visitPlan:update', projectIdIn: 'body' },
  summary: "Reorder a draft's visits: `codes` names every visit once, in the new order",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        codes: { type: 'array', maxItems: PLAN_VISITS_MAX, items: visitCodeSchema },
      },
      ['projectId', 'id', 'version', 'codes'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type VisitPlanSummary = FromSchema<typeof planSummarySchema>;
export type VisitPlanDetail = FromSchema<typeof planDetailSchema>;
export type VisitPlanVisit = FromSchema<typeof planVisitSchema>;
export type VisitInput = FromSchema<typeof visitInputSchema>;
export type VisitPlanSaveBody = FromSchema<(typeof visitPlanSaveEndpoint)['schema']['body']>;
export type VisitPlanRowBody = FromSchema<typeof projectAndRow>;
export type VisitPlanVersionBody = FromSchema<typeof projectRowVersion>;
export type VisitPlanSortBody = FromSchema<(typeof visitPlanSortEndpoint)['schema']['body']>;
export type VisitPlanPublishResult = NonNullable<
  FromSchema<(typeof visitPlanPublishEndpoint)['schema']['response']>['data']
>;
