/**
 * Subject subsidy batches (page FinanceSubsidies, /api/trial/subject/subsidy/batch/*): pending
 * bills put together, approved together (workflow subsidyBatch), then launched for payment.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import {
  ROW_AUTHOR_REQUIRED,
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  projectRowRefProperties,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
} from '../contract/staff-fields';
import { nullableText, rowRef, statusSchema } from './subsidies';

const BASE = '/api/trial/subject/subsidy/batch';
/** Bills in one batch. */
export const BATCH_BILLS_MAX = 200;
const page = { scope: 'project', page: 'FinanceSubsidies', projectIdIn: 'params' } as const;

export const subsidyBatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'number',
    'title',
    'amountFen',
    'billCount',
    'status',
    'issuedOn',
    'note',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    number: { type: 'string' },
    title: { type: 'string' },
    amountFen: { type: 'integer' },
    billCount: { type: 'integer' },
    status: statusSchema,
    issuedOn: nullableText,
    note: nullableText,
    ...rowAuthorProperties,
  },
} as const;

export const subsidyBatchListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: page,
  summary: "A page of the project's subsidy batches, latest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({ status: statusSchema }),
    response: listEnvelope(subsidyBatchSchema),
  },
});

export const subsidyBatchSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: { scope: 'project', button: 'subsidy:submit', projectIdIn: 'body' },
  summary: 'Put pending bills together in a new batch (amount = the sum of its bills)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        title: requiredText(100),
        billIds: { type: 'array', minItems: 1, maxItems: BATCH_BILLS_MAX, uniqueItems: true, items: idSchema },
        note: optionalText(500, 'multi-line'),
      },
      ['projectId', 'title', 'billIds'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subsidyBatchSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/submit`,
  access: { scope: 'project', button: 'subsidy:submit', projectIdIn: 'body' },
  summary: 'Submit a pending batch into approval (workflow subsidyBatch); it and its bills are applying',
  bodyType: 'json',
  schema: { body: rowRef, response: dataEnvelope(savedRowSchema) },
});

export const subsidyBatchIssueEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/issue`,
  access: { scope: 'project', button: 'subsidy:issue', projectIdIn: 'body' },
  summary: 'Launch an approved batch for payment: it and its bills are issued, with the day and reference',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties, issuedOn: calendarDateSchema, reference: requiredText(100) }, [
      'projectId',
      'id',
      'version',
      'issuedOn',
      'reference',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export type SubsidyBatch = FromSchema<typeof subsidyBatchSchema>;
export type SubsidyBatchListQuery = FromSchema<(typeof subsidyBatchListEndpoint)['schema']['querystring']>;
export type SubsidyBatchSaveBody = FromSchema<(typeof subsidyBatchSaveEndpoint)['schema']['body']>;
export type SubsidyIssueBody = FromSchema<(typeof subsidyBatchIssueEndpoint)['schema']['body']>;
