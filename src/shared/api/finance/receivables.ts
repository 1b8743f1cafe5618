/**
 * Receivables (page FinanceReceivables, SPEC §7 /gpayment/invoice/*, /gpayment/income/*): what
 * the project's visits earned (accruals), invoices raised from uninvoiced accruals and the
 * contract's schedule payments, and income recorded against them.
 *
 * - An invoice is a draft (edited, deleted) until issued with its number (unique per project)
 *   and day; an issued invoice can be voided with a reason, which frees its accruals. Its
 *   amount is the sum of its lines, its received amount the sum of its submitted income; its
 *   status shown is `invoiceStatusOn` (overdue derived). Holdback: what the sponsor keeps until
 *   close-out (the contract's rate, else the project's setting); payable now is the rest.
 * - Income is saved, then submitted; only submitted income counts as received, and never more
 *   than an invoice's amount.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PAYMENT_STATUSES } from '../../domain/finance/codes';
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
import { ACCRUAL_INVOICED_FILTERS } from './list-filters';

const INVOICE = '/api/gpayment/invoice';
/** Lines on one invoice. */
export const INVOICE_LINES_MAX = 500;
/** ¥100,000,000.00 in fen: the largest amount one row may carry. */
export const AMOUNT_MAX_FEN = 10_000_000_000;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

export const accrualSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'subjectId',
    'subjectNumber',
    'visitCode',
    'cycle',
    'feeTypeId',
    'feeTypeName',
    'source',
    'activityType',
    'amountFen',
    'earnedOn',
    'reversalOf',
    'invoiceId',
    'invoiceNumber',
  ],
  properties: {
    id: { type: 'integer' },
    subjectId: nullableInt,
    subjectNumber: nullableText,
    visitCode: nullableText,
    cycle: nullableInt,
    feeTypeId: { type: 'integer' },
    feeTypeName: { type: 'string' },
    source: { type: 'string' },
    activityType: nullableText,
    amountFen: { type: 'integer' },
    earnedOn: { type: 'string' },
    reversalOf: nullableInt,
    /** The non-void invoice it is on (a draft too: then it cannot go on another one). */
    invoiceId: nullableInt,
    /** Null while that invoice is a draft: the accrual is still uninvoiced. */
    invoiceNumber: nullableText,
  },
} as const;
export type Accrual = FromSchema<typeof accrualSchema>;

export const accrualListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${INVOICE}/accruals/:projectId`,
  access: { scope: 'project', page: 'FinanceReceivables', projectIdIn: 'params' },
  summary: "A page of the project's accruals, latest first, filtered by invoicing, fee type, subject and period",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({
      invoiced: { type: 'string', enum: ACCRUAL_INVOICED_FILTERS },
      feeTypeId: idSchema,
      subjectId: idSchema,
      from: calendarDateSchema,
      to: calendarDateSchema,
    }),
    response: listEnvelope(accrualSchema),
  },
});

const invoiceLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'accrualId', 'contractPaymentId', 'feeTypeId', 'description', 'amountFen'],
  properties: {
    id: { type: 'integer' },
    accrualId: nullableInt,
    contractPaymentId: nullableInt,
    feeTypeId: { type: 'integer' },
    description: { type: 'string' },
    amountFen: { type: 'integer' },
  },
} as const;

export const invoiceSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'contractId',
    'number',
    'payer',
    'status',
    'shownStatus',
    'issuedOn',
    'dueOn',
    'amountFen',
    'receivedFen',
    'holdbackFen',
    'payableNowFen',
    'voidReason',
    'note',
    'lineCount',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    contractId: nullableInt,
    /** Null while a draft. */
    number: nullableText,
    payer: { type: 'string' },
    /** The stored status. */
    status: { type: 'string', enum: PAYMENT_STATUSES },
    /** With overdue derived on the hospital's today. */
    shownStatus: { type: 'string', enum: PAYMENT_STATUSES },
    issuedOn: nullableText,
    dueOn: nullableText,
    amountFen: { type: 'integer' },
    receivedFen: { type: 'integer' },
    holdbackFen: { type: 'integer' },
    payableNowFen: { type: 'integer' },
    voidReason: nullableText,
    note: nullableText,
    lineCount: { type: 'integer' },
    ...rowAuthorProperties,
  },
} as const;
export type Invoice = FromSchema<typeof invoiceSchema>;

export const invoiceDetailSchema = {
  ...invoiceSchema,
  required: [...invoiceSchema.required, 'lines'],
  properties: { ...invoiceSchema.properties, lines: { type: 'array', items: invoiceLineSchema } },
} as const;
export type InvoiceDetail = FromSchema<typeof invoiceDetailSchema>;

export const invoiceListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${INVOICE}/list/:projectId`,
  access: { scope: 'project', page: 'FinanceReceivables', projectIdIn: 'params' },
  summary: "A page of the project's invoices, latest first, with holdback and payable now",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({ status: { type: 'string', enum: PAYMENT_STATUSES } }),
    response: listEnvelope(invoiceSchema),
  },
});

export const invoiceDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${INVOICE}/detail/:projectId/:id`,
  access: { scope: 'project', page: 'FinanceReceivables', projectIdIn: 'params' },
  summary: 'One invoice with its lines',
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: dataEnvelope(invoiceDetailSchema),
  },
});

export const invoiceSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INVOICE}/save`,
  access: { scope: 'project', button: 'invoice:edit', projectIdIn: 'body' },
  summary: 'Create or change an invoice draft: its payer, due day and lines (uninvoiced accruals, schedule payments)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: idSchema,
        contractId: idSchema,
        payer: requiredText(200),
        dueOn: calendarDateSchema,
        note: optionalText(500, 'multi-line'),
        accrualIds: { type: 'array', maxItems: INVOICE_LINES_MAX, items: idSchema },
        paymentIds: { type: 'array', maxItems: 50, items: idSchema },
      },
      ['projectId', 'payer', 'accrualIds', 'paymentIds'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const invoiceDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INVOICE}/delete`,
  access: { scope: 'project', button: 'invoice:edit', projectIdIn: 'body' },
  summary: 'Delete an invoice draft (its accruals are free again)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties }, ['projectId', 'id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const invoiceIssueEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INVOICE}/issue`,
  access: { scope: 'project', button: 'invoice:issue', projectIdIn: 'body' },
  summary: 'Issue an invoice draft with its number (unique in the project) and day',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties, number: requiredText(40), issuedOn: calendarDateSchema }, [
      'projectId',
      'id',
      'version',
      'number',
      'issuedOn',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const invoiceVoidEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INVOICE}/void`,
  access: { scope: 'project', button: 'invoice:issue', projectIdIn: 'body' },
  summary: 'Void an issued invoice with a reason; its accruals can be invoiced again',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties, reason: requiredText(500, 'multi-line') }, [
      'projectId',
      'id',
      'version',
      'reason',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export type InvoiceSaveBody = FromSchema<typeof invoiceSaveEndpoint.schema.body>;
export type InvoiceIssueBody = FromSchema<typeof invoiceIssueEndpoint.schema.body>;
export type InvoiceVoidBody = FromSchema<typeof invoiceVoidEndpoint.schema.body>;
export type RowRefBody = FromSchema<typeof invoiceDeleteEndpoint.schema.body>;
