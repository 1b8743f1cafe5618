/**
 * A project's budget versions (project page FinanceBudget, SPEC §7 /gpayment/budget): draft,
 * published (one per project), retired. A new draft copies the published version and may
 * follow a contract or amendment. Lines price a fee type per completed visit of the published
 * visit plan, per procedure (the plan's activity types), per subject, per milestone or fixed;
 * planned amounts and totals are computed by the server. Read with the page; drafts written
 * with budget:edit, published with budget:publish, every write at its version.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { BUDGET_BASES, FEE_CATEGORIES } from '../../domain/finance/codes';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  ROW_AUTHOR_REQUIRED,
  idSchema,
  jsonBody,
  optionalText,
  projectRowParams,
  rowAuthorProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/gpayment/budget';
export const BUDGET_LINES_MAX = 300;
export const BUDGET_NOTE_MAX = 500;
/** The largest unit price: ¥10,000,000.00 in fen (amount columns are 32-bit integers). */
export const UNIT_FEN_MAX = 1_000_000_000;
export const PLANNED_UNITS_MAX = 1_000_000;
const read = { scope: 'project', page: 'FinanceBudget', projectIdIn: 'params' } as const;
const edit = { scope: 'project', button: 'budget:edit', projectIdIn: 'body' } as const;
const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const budgetSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'revision',
    'status',
    'contractId',
    'contractNumber',
    'note',
    'publishedAt',
    'plannedFen',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    revision: { type: 'integer' },
    status: { type: 'string', enum: ['draft', 'published', 'retired'] },
    contractId: { type: ['integer', 'null'] },
    contractNumber: nullableText,
    note: nullableText,
    publishedAt: nullableText,
    /** Sum over the lines of unit × planned units (SQL). */
    plannedFen: { type: 'integer' },
    ...rowAuthorProperties,
  },
} as const;
export type BudgetSummary = FromSchema<typeof budgetSummarySchema>;

const lineFields = {
  feeTypeId: idSchema,
  basis: { type: 'string', enum: BUDGET_BASES },
  visitCode: optionalText(40),
  activityType: optionalText(60),
  unitFen: { type: 'integer', minimum: 0, maximum: UNIT_FEN_MAX },
  plannedUnits: { type: ['integer', 'null'], minimum: 0, maximum: PLANNED_UNITS_MAX },
  note: optionalText(200),
} as const;
const LINE_REQUIRED = ['feeTypeId', 'basis', 'visitCode', 'activityType', 'unitFen', 'plannedUnits', 'note'] as const;

export const budgetLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'sort', 'plannedFen', ...LINE_REQUIRED],
  properties: { id: { type: 'integer' }, sort: { type: 'integer' }, plannedFen: { type: 'integer' }, ...lineFields },
} as const;
export type BudgetLine = FromSchema<typeof budgetLineSchema>;

const feeTypeRef = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name', 'nameEn', 'category', 'active'],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    nameEn: nullableText,
    category: { type: 'string', enum: FEE_CATEGORIES },
    active: { type: 'boolean' },
  },
} as const;

const planSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['id', 'planVersion', 'name', 'visits', 'activityTypes'],
  properties: {
    id: { type: 'integer' },
    planVersion: { type: 'integer' },
    name: { type: 'string' },
    visits: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'name'],
        properties: { code: { type: 'string' }, name: { type: 'string' } },
      },
    },
    /** The activity types (visitItemType) the plan's visits carry, sorted. */
    activityTypes: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const budgetListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: read,
  summary: "The project's budget versions (newest first), its published visit plan and the fee types",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId'],
      properties: { projectId: idSchema },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['budgets', 'plan', 'feeTypes'],
      properties: {
        budgets: { type: 'array', items: budgetSummarySchema },
        plan: planSchema,
        feeTypes: { type: 'array', items: feeTypeRef },
      },
    }),
  },
});
export type BudgetList = FromSchema<typeof budgetListEndpoint.schema.response>['data'];
export type BudgetPlan = BudgetList['plan'];
export type BudgetFeeType = BudgetList['feeTypes'][number];

export const budgetDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/:id`,
  access: read,
  summary: 'One budget version: its lines with planned amounts, totals per fee type and the planned total',
  schema: {
    params: projectRowParams,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['budget', 'lines', 'totals'],
      properties: {
        budget: budgetSummarySchema,
        lines: { type: 'array', items: budgetLineSchema },
        totals: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['feeTypeId', 'plannedFen'],
            properties: { feeTypeId: { type: 'integer' }, plannedFen: { type: 'integer' } },
          },
        },
      },
    }),
  },
});
export type BudgetDetail = FromSchema<typeof budgetDetailEndpoint.schema.response>['data'];

export const budgetCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/create`,
  access: edit,
  summary: 'Start a draft (copying the published version), optionally following a contract; one draft at a time',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, contractId: { type: ['integer', 'null'], minimum: 1 } }, ['projectId']),
    response: dataEnvelope(savedRowSchema),
  },
});
export type BudgetCreateBody = FromSchema<typeof budgetCreateEndpoint.schema.body>;

export const budgetSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: edit,
  summary: "Replace a draft's note and lines; visit codes and activity types must be the published plan's",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...rowRef,
        note: optionalText(BUDGET_NOTE_MAX, 'multi-line'),
        lines: {
          type: 'array',
          maxItems: BUDGET_LINES_MAX,
          items: { type: 'object', additionalProperties: false, required: LINE_REQUIRED, properties: lineFields },
        },
      },
      ['projectId', 'id', 'version', 'note', 'lines'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type BudgetSaveBody = FromSchema<typeof budgetSaveEndpoint.schema.body>;
export type BudgetLineInput = BudgetSaveBody['lines'][number];

export const budgetPublishEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/publish`,
  access: { scope: 'project', button: 'budget:publish', projectIdIn: 'body' },
  summary: 'Publish a draft; the version published before is retired',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, ['projectId', 'id', 'version']), response: dataEnvelope(savedRowSchema) },
});
export type BudgetRowRef = FromSchema<typeof budgetPublishEndpoint.schema.body>;

export const budgetDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/delete`,
  access: edit,
  summary: 'Delete a draft',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, ['projectId', 'id', 'version']), response: dataEnvelope(savedRowSchema) },
});
