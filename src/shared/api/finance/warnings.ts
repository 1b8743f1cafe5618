/**
 * A project's early warnings (project page FinanceWarnings, SPEC §7 /gpayment/warning/*): one
 * rule per kind (WARNING_KINDS) with its threshold (a percent for budgetConsumed, days for the
 * others; shared/domain/finance/warnings.ts says when each holds), set with warning:manage; the
 * warnings the hourly job raised, open until the record no longer meets the rule (resolved by
 * the job) or someone with warning:manage resolves it by hand with a note.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { WARNING_KINDS } from '../../domain/finance/codes';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { WARNING_STATES } from './list-filters';
import {
  ROW_AUTHOR_REQUIRED,
  idParams,
  idSchema,
  jsonBody,
  pagedQuery,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/gpayment/warning';
export const WARNING_RESOLUTION_MAX = 200;
/** What a warning is about: the project's budget, an invoice, a subject's subsidy due, a contract. */
export const WARNING_RECORD_KINDS = ['project', 'invoice', 'subsidyDue', 'contract'] as const;
export type WarningRecordKind = (typeof WARNING_RECORD_KINDS)[number];

const read = { scope: 'project', page: 'FinanceWarnings', projectIdIn: 'params' } as const;
const manage = { scope: 'project', button: 'warning:manage', projectIdIn: 'body' } as const;

export const warningRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'projectId', 'kind', 'threshold', 'active', ...ROW_AUTHOR_REQUIRED],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    kind: { type: 'string', enum: WARNING_KINDS },
    threshold: { type: 'integer' },
    active: { type: 'boolean' },
    ...rowAuthorProperties,
  },
} as const;
export type WarningRule = FromSchema<typeof warningRuleSchema>;

export const warningRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/rules/:projectId`,
  access: read,
  summary: "The project's warning rules (at most one per kind), in the order of the kinds",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: warningRuleSchema }) },
});

export const warningRuleSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save-rule`,
  access: manage,
  summary:
    "Set a kind's rule: add it (no id) or change its threshold or whether it runs (id + version); tested at the next hourly run",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        kind: { type: 'string', enum: WARNING_KINDS },
        // Range per kind: thresholdProblem (a field error).
        threshold: { type: 'integer', minimum: 0, maximum: 3650 },
        active: { type: 'boolean' },
      },
      ['projectId', 'kind', 'threshold', 'active'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type WarningRuleSaveBody = FromSchema<typeof warningRuleSaveEndpoint.schema.body>;

export const warningSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'ruleId',
    'projectId',
    'kind',
    'threshold',
    'recordKind',
    'recordId',
    'detail',
    'raisedAt',
    'resolvedAt',
    'resolvedBy',
    'resolution',
  ],
  properties: {
    id: { type: 'integer' },
    ruleId: { type: 'integer' },
    projectId: { type: 'integer' },
    kind: { type: 'string', enum: WARNING_KINDS },
    /** The rule's threshold now. */
    threshold: { type: 'integer' },
    recordKind: { type: 'string', enum: WARNING_RECORD_KINDS },
    recordId: { type: 'integer' },
    /** The figures that raised it: an invoice's or contract's number and day, a visit day and amount, the budget. */
    detail: { type: 'object', additionalProperties: { type: ['string', 'integer'] } },
    raisedAt: { type: 'string' },
    resolvedAt: { type: ['string', 'null'] },
    /** Who resolved it by hand; null while open or when the job resolved it. */
    resolvedBy: { type: ['string', 'null'] },
    resolution: { type: ['string', 'null'] },
  },
} as const;
export type FinanceWarning = FromSchema<typeof warningSchema>;

export const warningFilters = {
  state: { type: 'string', enum: WARNING_STATES, default: 'open' },
  kind: { type: 'string', enum: WARNING_KINDS },
} as const;

export const warningListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: read,
  summary: "The project's warnings, newest first, paged; open ones by default",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(warningFilters),
    response: listEnvelope(warningSchema),
  },
});
export type WarningListQuery = FromSchema<typeof warningListEndpoint.schema.querystring>;

export const warningResolveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/resolve`,
  access: manage,
  summary:
    'Resolve an open warning by hand with a note; the rule does not raise it again for that record until the rule changes',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { projectId: idSchema, id: idSchema, resolution: requiredText(WARNING_RESOLUTION_MAX, 'multi-line') },
      ['projectId', 'id', 'resolution'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'integer' } },
    }),
  },
});
export type WarningResolveBody = FromSchema<typeof warningResolveEndpoint.schema.body>;
