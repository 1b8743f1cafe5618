/**
 * Subject subsidies (受试者补助; page FinanceSubsidies, SPEC §7 /trial/subject/subsidy/*).
 *
 * - Owed: what each subject is owed for completed visits (finance_subsidy_due) and not yet billed.
 * - Bills: one subject's bill of all their unbilled dues (amount = the dues' sum), with the
 *   payee's name and bank account sealed like other patient fields; shown masked, and in full
 *   only on an explicit, audited reveal to those who pay out (subsidy:issue).
 * - Batches: pending bills approved together (workflow subsidyBatch), then launched for payment.
 * - A subject's subsidies: owed, billed and paid, on the subject's page.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SUBSIDY_STATUSES } from '../../domain/finance/codes';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
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

const BASE = '/api/trial/subject/subsidy';
export const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
export const statusSchema = { type: 'string', enum: SUBSIDY_STATUSES } as const;

const dueSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'visitCode', 'visitName', 'earnedOn', 'amountFen', 'reversal'],
  properties: {
    id: { type: 'integer' },
    visitCode: nullableText,
    visitName: nullableText,
    earnedOn: { type: 'string' },
    amountFen: { type: 'integer' },
    reversal: { type: 'boolean' },
  },
} as const;

export const owedSubjectSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subjectId', 'subjectNumber', 'initials', 'amountFen', 'firstEarnedOn', 'lastEarnedOn', 'dues'],
  properties: {
    subjectId: { type: 'integer' },
    subjectNumber: nullableText,
    initials: nullableText,
    amountFen: { type: 'integer' },
    firstEarnedOn: { type: 'string' },
    lastEarnedOn: { type: 'string' },
    dues: { type: 'array', items: dueSchema },
  },
} as const;

export const subsidyBillSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'subjectId',
    'subjectNumber',
    'batchId',
    'batchNumber',
    'amountFen',
    'dueCount',
    'status',
    'payeeName',
    'bankAccount',
    'bankName',
    'issuedOn',
    'issueReference',
    'note',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    subjectId: { type: 'integer' },
    subjectNumber: nullableText,
    batchId: nullableInt,
    batchNumber: nullableText,
    amountFen: { type: 'integer' },
    dueCount: { type: 'integer' },
    status: statusSchema,
    /** Masked (张**): the sealed value is shown only on a reveal. */
    payeeName: nullableText,
    /** Masked (6222 **** **** 1234). */
    bankAccount: nullableText,
    bankName: nullableText,
    issuedOn: nullableText,
    issueReference: nullableText,
    note: nullableText,
    ...rowAuthorProperties,
  },
} as const;

export const subjectSubsidySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['owedFen', 'billedFen', 'paidFen', 'unbilled', 'bills'],
  properties: {
    /** Unbilled dues. */
    owedFen: { type: 'integer' },
    /** Bills not yet paid out. */
    billedFen: { type: 'integer' },
    paidFen: { type: 'integer' },
    unbilled: { type: 'array', items: dueSchema },
    bills: { type: 'array', items: subsidyBillSchema },
  },
} as const;

const page = { scope: 'project', page: 'FinanceSubsidies', projectIdIn: 'params' } as const;
export const rowRef = jsonBody(projectRowRefProperties, ['projectId', 'id', 'version']);

export const subsidyOwedEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/owed/:projectId`,
  access: page,
  summary: 'A page of the subjects owed unbilled subsidies, with their visits, days and amounts',
  schema: { params: idParams('projectId'), querystring: pagedQuery({}), response: listEnvelope(owedSubjectSchema) },
});

export const subsidyBillListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/bill/list/:projectId`,
  access: page,
  summary: "A page of the project's subsidy bills, latest first; payee details masked",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({ status: statusSchema, subjectId: idSchema, batchId: idSchema }),
    response: listEnvelope(subsidyBillSchema),
  },
});

export const subsidyBillSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/bill/save`,
  access: { scope: 'project', button: 'subsidy:edit', projectIdIn: 'body' },
  summary: "Bill a subject's unbilled dues; the payee's name and account are sealed",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        subjectId: idSchema,
        payeeName: requiredText(50),
        bankAccount: { type: 'string', format: 'single-line', pattern: '^[0-9 ]{8,40}$' },
        bankName: requiredText(100),
        note: optionalText(500, 'multi-line'),
      },
      ['projectId', 'subjectId', 'payeeName', 'bankAccount', 'bankName'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subsidyBillDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/bill/delete`,
  access: { scope: 'project', button: 'subsidy:edit', projectIdIn: 'body' },
  summary: 'Delete a pending bill outside any batch; its dues are owed unbilled again',
  bodyType: 'json',
  schema: { body: rowRef, response: dataEnvelope(savedRowSchema) },
});

export const subsidyBillRevealEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/bill/reveal`,
  access: { scope: 'project', button: 'subsidy:issue', projectIdIn: 'body' },
  summary: "A bill's payee name and bank account in full (the reveal is audited, never the values)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema }, ['projectId', 'id']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['payeeName', 'bankAccount'],
      properties: { payeeName: nullableText, bankAccount: nullableText },
    }),
  },
});

export const subjectSubsidyEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/subject/:projectId/:subjectId`,
  access: page,
  summary: "A subject's subsidies: owed (unbilled), billed and paid out, with the bills",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'subjectId'],
      properties: { projectId: idSchema, subjectId: idSchema },
    },
    response: dataEnvelope(subjectSubsidySchema),
  },
});

export type SubsidyRefBody = FromSchema<typeof rowRef>;
export type SubsidyDue = FromSchema<typeof dueSchema>;
export type OwedSubject = FromSchema<typeof owedSubjectSchema>;
export type SubsidyBill = FromSchema<typeof subsidyBillSchema>;
export type SubjectSubsidy = FromSchema<typeof subjectSubsidySchema>;
export type SubsidyBillListQuery = FromSchema<(typeof subsidyBillListEndpoint)['schema']['querystring']>;
export type SubsidyBillSaveBody = FromSchema<(typeof subsidyBillSaveEndpoint)['schema']['body']>;
