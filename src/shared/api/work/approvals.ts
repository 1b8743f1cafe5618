/**
 * The approval workflow (SPEC §7 /bpm/*; shared/domain/work/approvals.ts): definitions are
 * kept on the system page Workflows (workflow:manage edits drafts and publishes them); any
 * signed-in user lists the steps they may decide (their own and those of whoever delegated to
 * them), decides one with their signature, withdraws an approval they started, and names an
 * agent while away. The approval of a record is shown by the area that owns the record.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { APPROVER_KINDS, DECISIONS, DEFINITION_STATUSES, INSTANCE_STATUSES } from '../../domain/work/approvals';
import { signatureBodySchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import {
  ROW_AUTHOR_REQUIRED,
  idSchema,
  jsonBody,
  optionalText,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/bpm';
export const WORKFLOW_STEPS_MAX = 10;
/** The largest threshold a step takes: 100 million yuan, in fen. */
export const AMOUNT_FEN_MAX = 10_000_000_000;

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

export const stepSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sort', 'name', 'approverKind', 'approverRef', 'minAmountFen'],
  properties: {
    sort: { type: 'integer', minimum: 1, maximum: 99 },
    name: requiredText(40),
    approverKind: { type: 'string', enum: APPROVER_KINDS },
    approverRef: requiredText(40),
    minAmountFen: { type: ['integer', 'null'], minimum: 0, maximum: AMOUNT_FEN_MAX },
  },
} as const;
export type WorkflowStep = FromSchema<typeof stepSchema>;

export const definitionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'key', 'revision', 'name', 'description', 'status', 'publishedAt', 'steps', ...ROW_AUTHOR_REQUIRED],
  properties: {
    id: { type: 'integer' },
    key: text,
    revision: { type: 'integer' },
    name: text,
    description: nullableText,
    status: { type: 'string', enum: DEFINITION_STATUSES },
    publishedAt: nullableText,
    steps: { type: 'array', items: stepSchema },
    ...rowAuthorProperties,
  },
} as const;
export type WorkflowDefinition = FromSchema<typeof definitionSchema>;

export const definitionListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/definition/list`,
  access: { scope: 'system', page: 'Workflows' },
  summary: 'Every workflow definition with its steps, by key and newest revision first',
  schema: { response: dataEnvelope({ type: 'array', items: definitionSchema }) },
});

export const definitionSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/definition/save`,
  access: { scope: 'system', button: 'workflow:manage' },
  summary: "Create a draft (no id: the key's next revision) or change a draft (id + version)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        version: versionSchema,
        key: { type: 'string', pattern: '^[a-z][A-Za-z0-9]{1,39}$' },
        name: requiredText(60),
        description: optionalText(500, 'multi-line'),
        steps: { type: 'array', minItems: 1, maxItems: WORKFLOW_STEPS_MAX, items: stepSchema },
      },
      ['key', 'name', 'steps'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type DefinitionSaveBody = FromSchema<typeof definitionSaveEndpoint.schema.body>;

export const definitionPublishEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/definition/publish`,
  access: { scope: 'system', button: 'workflow:manage' },
  summary: "Publish a draft: it replaces the key's published revision for new approvals",
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema }, ['id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const myTaskSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'taskId',
    'instanceId',
    'key',
    'projectId',
    'recordKind',
    'recordId',
    'title',
    'amountFen',
    'stepSort',
    'stepName',
    'startedBy',
    'startedAt',
    'createdAt',
    'onBehalfOf',
  ],
  properties: {
    taskId: { type: 'integer' },
    instanceId: { type: 'integer' },
    key: text,
    projectId: nullableInt,
    recordKind: text,
    recordId: { type: 'integer' },
    title: text,
    amountFen: nullableInt,
    stepSort: { type: 'integer' },
    stepName: text,
    startedBy: text,
    startedAt: text,
    createdAt: text,
    /** The principal's user name when the caller would decide as their agent. */
    onBehalfOf: nullableText,
  },
} as const;
export type MyApprovalTask = FromSchema<typeof myTaskSchema>;

export const myTasksEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/task/mine`,
  access: 'session',
  summary: 'The approval steps the caller may decide now (as approver or agent), oldest first',
  schema: { response: dataEnvelope({ type: 'array', items: myTaskSchema }) },
});

export const decideEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/task/decide`,
  access: 'session',
  summary: 'Approve or reject a step, signed; of concurrent decisions of one step one is recorded',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        taskId: idSchema,
        decision: { type: 'string', enum: DECISIONS },
        comment: optionalText(500, 'multi-line'),
        signature: signatureBodySchema,
      },
      ['taskId', 'decision', 'signature'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['instanceStatus'],
      properties: { instanceStatus: { type: 'string', enum: INSTANCE_STATUSES } },
    }),
  },
});
export type DecideBody = FromSchema<typeof decideEndpoint.schema.body>;

export const withdrawEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/instance/withdraw`,
  access: 'session',
  summary: 'The one who started an approval withdraws it while it runs',
  bodyType: 'json',
  schema: { body: jsonBody({ id: idSchema }, ['id']), response: dataEnvelope({ type: 'null' }) },
});

export const agencySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'principalName', 'agentName', 'workflowKey', 'startsOn', 'endsOn', 'reason', 'revokedAt'],
  properties: {
    id: { type: 'integer' },
    principalName: text,
    agentName: text,
    workflowKey: nullableText,
    startsOn: text,
    endsOn: text,
    reason: nullableText,
    revokedAt: nullableText,
  },
} as const;
export type Agency = FromSchema<typeof agencySchema>;

export const myAgenciesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/agency/mine`,
  access: 'session',
  summary: "The caller's delegations, given and received, not yet over",
  schema: { response: dataEnvelope({ type: 'array', items: agencySchema }) },
});

export const agencySaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/agency/save`,
  access: 'session',
  summary: 'Name an agent who decides your approvals from one day to another (both included)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        agentUserName: requiredText(32),
        workflowKey: optionalText(40),
        startsOn: calendarDateSchema,
        endsOn: calendarDateSchema,
        reason: optionalText(200),
      },
      ['agentUserName', 'startsOn', 'endsOn'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'integer' } },
    }),
  },
});
export type AgencySaveBody = FromSchema<typeof agencySaveEndpoint.schema.body>;

export const agencyRevokeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/agency/revoke`,
  access: 'session',
  summary: 'End a delegation you gave',
  bodyType: 'json',
  schema: { body: jsonBody({ id: idSchema }, ['id']), response: dataEnvelope({ type: 'null' }) },
});
