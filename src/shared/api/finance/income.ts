/**
 * Income (page FinanceReceivables, SPEC §7 /gpayment/income/*): money received, against an
 * issued invoice or not; saved, then submitted. Only submitted income counts as received, and
 * an invoice never receives more than its amount.
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
import { AMOUNT_MAX_FEN } from './receivables';

const INCOME = '/api/gpayment/income';
const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const amountSchema = { type: 'integer', minimum: 1, maximum: AMOUNT_MAX_FEN } as const;

export const incomeSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'invoiceId',
    'invoiceNumber',
    'receivedOn',
    'amountFen',
    'payer',
    'method',
    'reference',
    'status',
    'submittedAt',
    'note',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    invoiceId: nullableInt,
    invoiceNumber: nullableText,
    receivedOn: { type: 'string' },
    amountFen: { type: 'integer' },
    payer: { type: 'string' },
    method: nullableText,
    reference: nullableText,
    status: { type: 'string', enum: ['saved', 'submitted'] },
    submittedAt: nullableText,
    note: nullableText,
    ...rowAuthorProperties,
  },
} as const;
export type Income = FromSchema<typeof incomeSchema>;

export const incomeListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${INCOME}/list/:projectId`,
  access: { scope: 'project', page: 'FinanceReceivables', projectIdIn: 'params' },
  summary: "A page of the project's income, latest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({ invoiceId: idSchema }),
    response: listEnvelope(incomeSchema),
  },
});

export const incomeSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INCOME}/save`,
  access: { scope: 'project', button: 'income:record', projectIdIn: 'body' },
  summary: 'Record income (saved, not yet counted), against an issued invoice or not; or change saved income',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: idSchema,
        invoiceId: idSchema,
        receivedOn: calendarDateSchema,
        amountFen: amountSchema,
        payer: requiredText(200),
        method: optionalText(40),
        reference: optionalText(100),
        note: optionalText(500, 'multi-line'),
      },
      ['projectId', 'receivedOn', 'amountFen', 'payer'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const incomeSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INCOME}/submit`,
  access: { scope: 'project', button: 'income:record', projectIdIn: 'body' },
  summary: "Submit saved income: it counts as received, and its invoice's received amount and status follow",
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties }, ['projectId', 'id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export type IncomeSaveBody = FromSchema<typeof incomeSaveEndpoint.schema.body>;
export type IncomeSubmitBody = FromSchema<typeof incomeSubmitEndpoint.schema.body>;
