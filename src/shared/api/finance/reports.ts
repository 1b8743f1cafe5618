/**
 * Finance reports (page FinanceReports, SPEC §7 /gpayment/report/*): for one project and a
 * period of whole hospital months (default: from the month of its first finance row to this
 * month), every amount summed in SQL, in integer fen:
 *
 * - budget against actual by fee type: planned (the published budget's lines, planned units ×
 *   unit price), earned (accruals), invoiced (lines of issued, partly paid and paid invoices,
 *   by their issue day), expenses paid (gross and the management fee in it), subsidies paid
 *   (issued subsidy bills, by the fee type of their dues), and the percent of the planned
 *   amount earned; received (submitted income) is a project total, as income is recorded
 *   against whole invoices;
 * - the monthly flow: received, paid out (expenses paid + subsidies issued) and net;
 * - receivables ageing on the period's end day: what each issued invoice still had to be paid
 *   then, by days past its due day;
 * - subject subsidies paid, per subject number (never a name or a payee).
 *
 * The Excel export (button finance:export) writes the same figures as one workbook.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { AGEING_BUCKETS, MONTH_PATTERN } from '../../domain/finance/report-period';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { idParams } from '../contract/staff-fields';

const REPORT = '/api/gpayment/report';
const month = { type: 'string', pattern: MONTH_PATTERN } as const;
const fen = { type: 'integer' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const reportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { from: month, to: month },
} as const;
export type ReportQuery = FromSchema<typeof reportQuery>;

const BUDGET_FIGURES = [
  'plannedFen',
  'earnedFen',
  'invoicedFen',
  'expensesFen',
  'managementFeeFen',
  'subsidiesFen',
] as const;

const budgetRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['feeTypeId', 'code', 'name', 'nameEn', 'category', ...BUDGET_FIGURES, 'consumedPercent'],
  properties: {
    feeTypeId: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    nameEn: nullableText,
    category: { type: 'string' },
    plannedFen: fen,
    earnedFen: fen,
    invoicedFen: fen,
    expensesFen: fen,
    managementFeeFen: fen,
    subsidiesFen: fen,
    /** Whole percent of planned earned, rounded down; null without a planned amount. */
    consumedPercent: nullableInt,
  },
} as const;
export type BudgetReportRow = FromSchema<typeof budgetRowSchema>;

const budgetTotalSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...BUDGET_FIGURES, 'receivedFen', 'consumedPercent'],
  properties: {
    plannedFen: fen,
    earnedFen: fen,
    invoicedFen: fen,
    receivedFen: fen,
    expensesFen: fen,
    managementFeeFen: fen,
    subsidiesFen: fen,
    consumedPercent: nullableInt,
  },
} as const;

const flowRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['month', 'receivedFen', 'expensesFen', 'subsidiesFen', 'paidOutFen', 'netFen'],
  properties: {
    month: { type: 'string' },
    receivedFen: fen,
    expensesFen: fen,
    subsidiesFen: fen,
    /** Expenses paid + subsidies issued. */
    paidOutFen: fen,
    /** Received − paid out. */
    netFen: fen,
  },
} as const;
export type FlowReportRow = FromSchema<typeof flowRowSchema>;

const ageingBucketSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bucket', 'invoices', 'outstandingFen'],
  properties: { bucket: { type: 'string', enum: AGEING_BUCKETS }, invoices: { type: 'integer' }, outstandingFen: fen },
} as const;

const ageingInvoiceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'number', 'payer', 'issuedOn', 'dueOn', 'daysPastDue', 'bucket', 'amountFen', 'outstandingFen'],
  properties: {
    id: { type: 'integer' },
    number: { type: 'string' },
    payer: { type: 'string' },
    issuedOn: { type: 'string' },
    dueOn: nullableText,
    daysPastDue: nullableInt,
    bucket: { type: 'string', enum: AGEING_BUCKETS },
    amountFen: fen,
    outstandingFen: fen,
  },
} as const;
export type AgeingInvoice = FromSchema<typeof ageingInvoiceSchema>;

const subsidyRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subjectNumber', 'bills', 'amountFen'],
  properties: { subjectNumber: { type: 'string' }, bills: { type: 'integer' }, amountFen: fen },
} as const;
export type SubsidyReportRow = FromSchema<typeof subsidyRowSchema>;

export const financeReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'currency', 'from', 'to', 'fromDay', 'toDay', 'budget', 'flow', 'ageing', 'subsidies'],
  properties: {
    projectId: { type: 'integer' },
    currency: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    fromDay: { type: 'string' },
    /** The period's last day: the ageing is taken on it. */
    toDay: { type: 'string' },
    budget: {
      type: 'object',
      additionalProperties: false,
      required: ['rows', 'total'],
      properties: { rows: { type: 'array', items: budgetRowSchema }, total: budgetTotalSchema },
    },
    flow: {
      type: 'object',
      additionalProperties: false,
      required: ['rows', 'total'],
      properties: { rows: { type: 'array', items: flowRowSchema }, total: flowRowSchema },
    },
    ageing: {
      type: 'object',
      additionalProperties: false,
      required: ['buckets', 'invoices', 'outstandingFen'],
      properties: {
        buckets: { type: 'array', items: ageingBucketSchema },
        invoices: { type: 'array', items: ageingInvoiceSchema },
        outstandingFen: fen,
      },
    },
    subsidies: {
      type: 'object',
      additionalProperties: false,
      required: ['rows', 'bills', 'amountFen'],
      properties: { rows: { type: 'array', items: subsidyRowSchema }, bills: { type: 'integer' }, amountFen: fen },
    },
  },
} as const;
export type FinanceReport = FromSchema<typeof financeReportSchema>;

export const financeReportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REPORT}/project/:projectId`,
  access: { scope: 'project', page: 'FinanceReports', projectIdIn: 'params' },
  report: 'financeReport',
  summary: "The project's budget against actual, monthly flow, receivables ageing and subsidies paid in a period",
  schema: { params: idParams('projectId'), querystring: reportQuery, response: dataEnvelope(financeReportSchema) },
});

export const financeReportExportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REPORT}/export/:projectId`,
  access: { scope: 'project', button: 'finance:export', projectIdIn: 'params' },
  report: 'financeReport',
  summary: 'The finance reports of a period as one Excel workbook, a sheet per report',
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    params: idParams('projectId'),
    querystring: reportQuery,
    response: { description: 'The .xlsx workbook' },
  },
});
