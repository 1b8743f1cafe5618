/**
 * A user's approval history (My approvals, tabs 我已审批 and 我发起的): the steps they decided
 * (themselves or through their agent), and the approvals they started, each with its trail of
 * steps. Paged, newest first; any signed-in user reads their own.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INSTANCE_STATUSES, TASK_STATUSES } from '../../domain/work/approvals';
import { defineEndpoint } from '../contract/endpoint';
import { listEnvelope } from '../contract/envelope';
import { pagedQuery } from '../contract/staff-fields';

const BASE = '/api/bpm';
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

/** One step of an approval as it stands: decided (by whom, for whom, when) or still open. */
export const trailStepSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['stepSort', 'stepName', 'status', 'decidedBy', 'decidedFor', 'decidedAt', 'comment'],
  properties: {
    stepSort: { type: 'integer' },
    stepName: text,
    status: { type: 'string', enum: TASK_STATUSES },
    decidedBy: nullableText,
    /** The principal's user name when an agent decided. */
    decidedFor: nullableText,
    decidedAt: nullableText,
    comment: nullableText,
  },
} as const;
export type TrailStep = FromSchema<typeof trailStepSchema>;

const approvalProperties = {
  instanceId: { type: 'integer' },
  key: text,
  projectId: nullableInt,
  recordKind: text,
  recordId: { type: 'integer' },
  title: text,
  amountFen: nullableInt,
  instanceStatus: { type: 'string', enum: INSTANCE_STATUSES },
  startedBy: text,
  startedAt: text,
  endedAt: nullableText,
  /** Every step opened so far, in order. */
  trail: { type: 'array', items: trailStepSchema },
} as const;
const APPROVAL_REQUIRED = [
  'instanceId',
  'key',
  'projectId',
  'recordKind',
  'recordId',
  'title',
  'amountFen',
  'instanceStatus',
  'startedBy',
  'startedAt',
  'endedAt',
  'trail',
] as const;

export const decidedStepSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...APPROVAL_REQUIRED, 'taskId', 'stepName', 'decision', 'comment', 'decidedAt', 'decidedBy', 'decidedFor'],
  properties: {
    ...approvalProperties,
    taskId: { type: 'integer' },
    stepName: text,
    decision: { type: 'string', enum: ['approved', 'rejected'] },
    comment: nullableText,
    decidedAt: text,
    decidedBy: text,
    /** Whom the step was decided for when an agent decided it. */
    decidedFor: nullableText,
  },
} as const;
export type DecidedStep = FromSchema<typeof decidedStepSchema>;

export const startedApprovalSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...APPROVAL_REQUIRED, 'currentStep'],
  properties: {
    ...approvalProperties,
    /** The open step's name while it runs. */
    currentStep: nullableText,
  },
} as const;
export type StartedApproval = FromSchema<typeof startedApprovalSchema>;

export const decidedTasksEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/task/decided`,
  access: 'session',
  summary: 'The approval steps the caller decided, or their agent decided for them, newest first',
  schema: { querystring: pagedQuery({}), response: listEnvelope(decidedStepSchema) },
});

export const myInstancesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/instance/mine`,
  access: 'session',
  summary: 'The approvals the caller started, newest first, with their steps',
  schema: { querystring: pagedQuery({}), response: listEnvelope(startedApprovalSchema) },
});

export type ApprovalHistoryQuery = FromSchema<(typeof decidedTasksEndpoint)['schema']['querystring']>;
