/**
 * QC check tasks (page QualityCheckTasks, SPEC §4 verify task status): generated from the
 * published plan when a checkpoint's node is reached, run by their assignee (qcTask:run:
 * start, record findings, complete with a conclusion), assigned, generated on demand or
 * ignored by the QC office (qcTask:assign), and their QC report signed (qcTask:sign). The
 * status a caller sees is the stored one, with overdue (30) for a pending task past its due day.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { QC_ITEM_CODES, QUALITY_NODES } from '../../domain/quality/qc-dictionaries';
import { signatureBodySchema, signatureSchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import {
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  projectRowParams,
  savedRowSchema,
  versionSchema,
  idParams,
} from '../contract/staff-fields';
import { TASK_STATUS_FILTERS, checkTaskListFilters } from './list-filters';

export const QC_CONCLUSION_MAX = 2000;
const BASE = '/api/quality/checkTask';

export const checkTaskSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'planId',
    'planVersion',
    'checkpointKey',
    'name',
    'level',
    'node',
    'reachedOn',
    'dueDate',
    'status',
    'assigneeId',
    'assigneeName',
    'sampleCount',
    'findingCount',
    'openFindingCount',
    'conclusion',
    'startedAt',
    'completedAt',
    'completedBy',
    'signed',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    planId: { type: 'integer' },
    planVersion: { type: 'integer' },
    checkpointKey: { type: 'string' },
    name: { type: 'string' },
    level: { type: 'integer' },
    node: { type: 'string', enum: QUALITY_NODES },
    reachedOn: { type: 'string' },
    dueDate: { type: 'string' },
    /** As the caller sees it: overdue (30) for a pending task past its due day. */
    status: { type: 'integer', enum: TASK_STATUS_FILTERS },
    assigneeId: { type: ['integer', 'null'] },
    assigneeName: { type: ['string', 'null'] },
    sampleCount: { type: 'integer' },
    findingCount: { type: 'integer' },
    openFindingCount: { type: 'integer' },
    conclusion: { type: ['string', 'null'] },
    startedAt: { type: ['string', 'null'] },
    completedAt: { type: ['string', 'null'] },
    completedBy: { type: ['string', 'null'] },
    signed: { type: 'boolean' },
    version: { type: 'integer' },
  },
} as const;

export const checkTaskListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'QualityCheckTasks', projectIdIn: 'params' },
  summary: "A page of the project's check tasks, open ones first, earliest due first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(checkTaskListFilters),
    response: listEnvelope(checkTaskSchema),
  },
});

export const checkTaskDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/detail/:projectId/:id`,
  access: { scope: 'project', page: 'QualityCheckTasks', projectIdIn: 'params' },
  summary: 'A check task with its sampled subjects, its items and the signatures of its QC report',
  schema: {
    params: projectRowParams,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['task', 'items', 'sample', 'signatures'],
      properties: {
        task: checkTaskSchema,
        items: { type: 'array', items: { type: 'string', enum: QC_ITEM_CODES } },
        sample: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'subjectNumber', 'initials'],
            properties: { id: { type: 'integer' }, subjectNumber: { type: 'string' }, initials: { type: 'string' } },
          },
        },
        signatures: { type: 'array', items: signatureSchema },
      },
    }),
  },
});

export const checkTaskGenerateEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/generate`,
  access: { scope: 'project', button: 'qcTask:assign', projectIdIn: 'body' },
  summary: 'Generate the tasks the published plan owes now (each checkpoint once per plan version)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema }, ['projectId']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['created'],
      properties: { created: { type: 'integer' } },
    }),
  },
});

const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;
const REF = ['projectId', 'id', 'version'] as const;

export const checkTaskAssignEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/assign`,
  access: { scope: 'project', button: 'qcTask:assign', projectIdIn: 'body' },
  summary: 'Assign an open task to a member of the project team (or to nobody)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, assigneeUserId: { anyOf: [idSchema, { type: 'null' }] } }, [...REF, 'assigneeUserId']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const checkTaskStartEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/start`,
  access: { scope: 'project', button: 'qcTask:run', projectIdIn: 'body' },
  summary: 'Start a pending or overdue task (it becomes processing, assigned to the caller when unassigned)',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, REF), response: dataEnvelope(savedRowSchema) },
});

export const checkTaskCompleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/complete`,
  access: { scope: 'project', button: 'qcTask:run', projectIdIn: 'body' },
  summary: 'Complete a task in progress with its conclusion: processed, or completed overdue after its due day',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, conclusion: optionalText(QC_CONCLUSION_MAX, 'multi-line') }, REF),
    response: dataEnvelope(savedRowSchema),
  },
});

export const checkTaskIgnoreEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/ignore`,
  access: { scope: 'project', button: 'qcTask:assign', projectIdIn: 'body' },
  summary: 'Ignore a pending or overdue task, with the reason',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, conclusion: optionalText(QC_CONCLUSION_MAX, 'multi-line') }, [...REF, 'conclusion']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const checkTaskSignEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/sign`,
  access: { scope: 'project', button: 'qcTask:sign', projectIdIn: 'body' },
  summary: "Sign a completed task's QC report (its conclusion and findings as they stand)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, signature: signatureBodySchema }, [...REF, 'signature']),
    response: dataEnvelope(savedRowSchema),
  },
});

export type CheckTask = FromSchema<typeof checkTaskSchema>;
export type CheckTaskListQuery = FromSchema<(typeof checkTaskListEndpoint)['schema']['querystring']>;
export type CheckTaskDetail = NonNullable<FromSchema<(typeof checkTaskDetailEndpoint)['schema']['response']>['data']>;
export type CheckTaskRowRef = FromSchema<(typeof checkTaskStartEndpoint)['schema']['body']>;
export type CheckTaskAssignBody = FromSchema<(typeof checkTaskAssignEndpoint)['schema']['body']>;
export type CheckTaskCompleteBody = FromSchema<(typeof checkTaskCompleteEndpoint)['schema']['body']>;
export type CheckTaskSignBody = FromSchema<(typeof checkTaskSignEndpoint)['schema']['body']>;
