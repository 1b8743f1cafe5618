/**
 * Research-fee expenses and their bills (page FinanceExpenses, SPEC §7 /gpayment/expense/*).
 * An expense (newExpenseResearchFeeType) is saved as a draft with its gross amount; the
 * institution's management fee is split off at the project's rate (finance_setting) and the
 * rest is paid out. Started into approval (workflow financeExpense), approved or rejected by
 * the approvers, then paid (expense:pay) with the day and the payment's reference.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { EXPENSE_TYPES, FEE_CATEGORIES } from '../../domain/finance/codes';
import { EXPENSE_STATUSES } from '../../domain/finance/payables';
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
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/gpayment/expense';
/** ¥100,000,000.00 in fen: more is a typing error. */
export const AMOUNT_FEN_MAX = 10_000_000_000;
export const amountFenSchema = { type: 'integer', minimum: 1, maximum: AMOUNT_FEN_MAX } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const expenseSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'feeTypeId',
    'feeTypeName',
    'expenseType',
    'payee',
    'incurredOn',
    'amountFen',
    'managementFeeFen',
    'netFen',
    'status',
    'paidOn',
    'reference',
    'note',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    feeTypeId: { type: 'integer' },
    feeTypeName: { type: 'string' },
    expenseType: { type: 'string', enum: EXPENSE_TYPES },
    payee: { type: 'string' },
    incurredOn: { type: 'string' },
    amountFen: { type: 'integer' },
    managementFeeFen: { type: 'integer' },
    netFen: { type: 'integer' },
    status: { type: 'string', enum: EXPENSE_STATUSES },
    paidOn: nullableText,
    reference: nullableText,
    note: nullableText,
    ...rowAuthorProperties,
  },
} as const;

const totalsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amountFen', 'managementFeeFen', 'netFen', 'paidFen'],
  properties: {
    amountFen: { type: 'integer' },
    managementFeeFen: { type: 'integer' },
    netFen: { type: 'integer' },
    paidFen: { type: 'integer' },
  },
} as const;

export const expenseOptionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'managementFeeBp', 'feeTypes', 'totals'],
  properties: {
    currency: { type: 'string' },
    managementFeeBp: { type: 'integer' },
    feeTypes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'nameEn', 'category'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          nameEn: nullableText,
          category: { type: 'string', enum: FEE_CATEGORIES },
        },
      },
    },
    /** Every expense of the project except drafts and rejected ones, summed in SQL. */
    totals: totalsSchema,
  },
} as const;

export const expenseListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'FinanceExpenses', projectIdIn: 'params' },
  summary: "A page of the project's research-fee expenses, latest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({ status: { type: 'string', enum: EXPENSE_STATUSES } }),
    response: listEnvelope(expenseSchema),
  },
});

export const expenseOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/options/:projectId`,
  access: { scope: 'project', page: 'FinanceExpenses', projectIdIn: 'params' },
  summary: "The project's currency, management-fee rate and active fee types, and its expense totals",
  schema: { params: idParams('projectId'), response: dataEnvelope(expenseOptionsSchema) },
});

export const expenseSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: { scope: 'project', button: 'expense:edit', projectIdIn: 'body' },
  summary: 'Save a draft expense (new without id); the management fee is split off at the project rate',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        feeTypeId: idSchema,
        expenseType: { type: 'string', enum: EXPENSE_TYPES },
        payee: requiredText(100),
        incurredOn: calendarDateSchema,
        amountFen: amountFenSchema,
        note: optionalText(500, 'multi-line'),
      },
      ['projectId', 'feeTypeId', 'expenseType', 'payee', 'incurredOn', 'amountFen'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const rowRef = jsonBody(projectRowRefProperties, ['projectId', 'id', 'version']);

export const expenseDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/delete`,
  access: { scope: 'project', button: 'expense:edit', projectIdIn: 'body' },
  summary: 'Delete a draft expense',
  bodyType: 'json',
  schema: { body: rowRef, response: dataEnvelope(savedRowSchema) },
});

export const expenseSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/submit`,
  access: { scope: 'project', button: 'expense:submit', projectIdIn: 'body' },
  summary: 'Start a draft or rejected expense into approval (workflow financeExpense, amount = gross)',
  bodyType: 'json',
  schema: { body: rowRef, response: dataEnvelope(savedRowSchema) },
});

export const expensePayEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/pay`,
  access: { scope: 'project', button: 'expense:pay', projectIdIn: 'body' },
  summary: 'Record the payment of an approved expense',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties, paidOn: calendarDateSchema, reference: requiredText(100) }, [
      'projectId',
      'id',
      'version',
      'paidOn',
      'reference',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export type Expense = FromSchema<typeof expenseSchema>;
export type ExpenseOptions = FromSchema<typeof expenseOptionsSchema>;
export type ExpenseListQuery = FromSchema<(typeof expenseListEndpoint)['schema']['querystring']>;
export type ExpenseSaveBody = FromSchema<(typeof expenseSaveEndpoint)['schema']['body']>;
export type ExpenseRefBody = FromSchema<(typeof expenseSubmitEndpoint)['schema']['body']>;
export type ExpensePayBody = FromSchema<(typeof expensePayEndpoint)['schema']['body']>;
