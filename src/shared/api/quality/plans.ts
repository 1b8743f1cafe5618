/**
 * A project's QC plan (page QualityPlans, SPEC §7 /quality/*): versions of one JSON document
 * (shared/domain/quality/qc-generation.ts QcPlanContent), its checkpoints at the three QC
 * levels. A draft is edited (qcPlan:update), then published (qcPlan:publish): the published
 * version generates the check tasks. Published and retired versions are never edited.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { QC_ITEM_CODES, QUALITY_NODES } from '../../domain/quality/qc-dictionaries';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { idParams, idSchema, jsonBody, requiredText, savedRowSchema, versionSchema } from '../contract/staff-fields';
import { LEVEL_VALUES } from './list-filters';

export const QC_PLAN_NAME_MAX = 100;
export const QC_CHECKPOINTS_MAX = 40;
export const QC_PLAN_STATUSES = ['draft', 'published', 'retired'] as const;
export type QcPlanStatus = (typeof QC_PLAN_STATUSES)[number];

export const qcCheckpointSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'name', 'level', 'node', 'threshold', 'date', 'dueDays', 'sampleSize', 'items', 'assigneeUserId'],
  properties: {
    key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    name: requiredText(QC_PLAN_NAME_MAX),
    level: { type: 'integer', enum: LEVEL_VALUES },
    node: { type: 'string', enum: QUALITY_NODES },
    threshold: { type: ['integer', 'null'], minimum: 1, maximum: 100_000 },
    date: { anyOf: [calendarDateSchema, { type: 'null' }] },
    dueDays: { type: 'integer', minimum: 0, maximum: 365 },
    sampleSize: { type: 'integer', minimum: 0, maximum: 1000 },
    items: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: QC_ITEM_CODES } },
    assigneeUserId: { anyOf: [idSchema, { type: 'null' }] },
  },
} as const;

export const qcPlanContentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['checkpoints'],
  properties: { checkpoints: { type: 'array', maxItems: QC_CHECKPOINTS_MAX, items: qcCheckpointSchema } },
} as const;

export const qcPlanSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'planVersion',
    'status',
    'name',
    'content',
    'createdAt',
    'updatedAt',
    'publishedAt',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    planVersion: { type: 'integer' },
    status: { type: 'string', enum: QC_PLAN_STATUSES },
    name: { type: 'string' },
    content: qcPlanContentSchema,
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    publishedAt: { type: ['string', 'null'] },
    version: { type: 'integer' },
  },
} as const;

const BASE = '/api/quality/plan';

export const qcPlanListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'QualityPlans', projectIdIn: 'params' },
  summary: "Every version of the project's QC plan, newest first",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: qcPlanSchema }) },
});

export const qcPlanSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: { scope: 'project', button: 'qcPlan:update', projectIdIn: 'body' },
  summary: 'Create the draft (no id; one per project) or change it (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        name: requiredText(QC_PLAN_NAME_MAX),
        content: qcPlanContentSchema,
      },
      ['projectId', 'name', 'content'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const rowBody = jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, ['projectId', 'id', 'version']);

export const qcPlanPublishEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/publish`,
  access: { scope: 'project', button: 'qcPlan:publish', projectIdIn: 'body' },
  summary: 'Publish the draft (the published version is retired) and generate the tasks whose nodes are reached',
  bodyType: 'json',
  schema: {
    body: rowBody,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'generated'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' }, generated: { type: 'integer' } },
    }),
  },
});

export const qcPlanDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/delete`,
  access: { scope: 'project', button: 'qcPlan:update', projectIdIn: 'body' },
  summary: 'Delete the draft',
  bodyType: 'json',
  schema: { body: rowBody, response: dataEnvelope({ type: 'null' }) },
});

export type QcPlan = FromSchema<typeof qcPlanSchema>;
export type QcPlanSaveBody = FromSchema<(typeof qcPlanSaveEndpoint)['schema']['body']>;
export type QcPlanRowBody = FromSchema<typeof rowBody>;
