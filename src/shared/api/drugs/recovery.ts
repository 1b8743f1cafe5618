/**
 * Returns and recovery (page DrugRecovery, SPEC §7 /recovery/*).
 *
 * - A return: what a subject brought back of one dispensing, counted per pack (packs
 *   returned and dose units left in them); the packs go to their warehouse's 'returned'
 *   stock and the return shows the subject's compliance (shared/domain/drugs/compliance.ts).
 *   One return per dispensing (drug:return).
 * - A recovery: packs of one warehouse destroyed or sent back to the sponsor, from returned,
 *   quarantined or (expired, damaged) available stock, with who did it, when, how, the
 *   witness and how many of each (drug:recover). They leave the ledger.
 * - The recoverable stock: what a recovery may take now in a warehouse.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { RECOVERY_CAUSES, RECOVERY_KINDS } from '../../domain/drugs/status';
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
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
} from '../contract/staff-fields';
import { recoveryListFilters, returnListFilters } from './list-filters';

const BASE = '/api/recovery';
/** Lines on one return or recovery. */
export const RECOVERY_LINES_MAX = 200;
const COUNT_MAX = 100_000;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const count = (minimum: number) => ({ type: 'integer', minimum, maximum: COUNT_MAX }) as const;

/** The states a recovery takes packs from. */
export const RECOVERABLE_STATES = ['returned', 'quarantined', 'available'] as const;

const returnLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['packId', 'kitNumber', 'batchNumber', 'productName', 'packsGiven', 'unitsGiven', 'quantity', 'unitsLeft'],
  properties: {
    packId: { type: 'integer' },
    kitNumber: { type: 'string' },
    batchNumber: { type: 'string' },
    productName: { type: 'string' },
    packsGiven: { type: 'integer' },
    unitsGiven: { type: 'integer' },
    quantity: { type: 'integer' },
    unitsLeft: { type: 'integer' },
  },
} as const;

export const drugReturnSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'subjectId',
    'subjectNumber',
    'distributionId',
    'dispensedOn',
    'warehouseId',
    'warehouseName',
    'returnedOn',
    'note',
    'lines',
    'taken',
    'expected',
    'compliancePercent',
    'complianceFlag',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    subjectId: { type: 'integer' },
    subjectNumber: nullableText,
    distributionId: { type: 'integer' },
    dispensedOn: { type: 'string' },
    warehouseId: { type: 'integer' },
    warehouseName: { type: 'string' },
    returnedOn: { type: 'string' },
    note: nullableText,
    lines: { type: 'array', items: returnLineSchema },
    taken: { type: 'integer' },
    expected: nullableInt,
    compliancePercent: nullableInt,
    complianceFlag: { type: 'string', enum: ['low', 'ok', 'high', 'unknown'] },
    ...rowAuthorProperties,
  },
} as const;

const recoveryLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['packId', 'kitNumber', 'batchNumber', 'productName', 'fromState', 'cause', 'quantity'],
  properties: {
    packId: { type: 'integer' },
    kitNumber: { type: 'string' },
    batchNumber: { type: 'string' },
    productName: { type: 'string' },
    fromState: { type: 'string', enum: RECOVERABLE_STATES },
    cause: { type: 'string', enum: RECOVERY_CAUSES },
    quantity: { type: 'integer' },
  },
} as const;

export const drugRecoverySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'warehouseId',
    'warehouseName',
    'kind',
    'doneOn',
    'doneBy',
    'method',
    'witness',
    'note',
    'lines',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    warehouseId: { type: 'integer' },
    warehouseName: { type: 'string' },
    kind: { type: 'string', enum: RECOVERY_KINDS },
    doneOn: { type: 'string' },
    doneBy: { type: 'string' },
    method: { type: 'string' },
    witness: nullableText,
    note: nullableText,
    lines: { type: 'array', items: recoveryLineSchema },
    ...rowAuthorProperties,
  },
} as const;

export const recoverableStockSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'packId',
    'kitNumber',
    'batchNumber',
    'expiryDate',
    'expired',
    'productName',
    'warehouseId',
    'warehouseName',
    'state',
    'quantity',
  ],
  properties: {
    packId: { type: 'integer' },
    kitNumber: { type: 'string' },
    batchNumber: { type: 'string' },
    expiryDate: { type: 'string' },
    expired: { type: 'boolean' },
    productName: { type: 'string' },
    warehouseId: { type: 'integer' },
    warehouseName: { type: 'string' },
    state: { type: 'string', enum: RECOVERABLE_STATES },
    quantity: { type: 'integer' },
  },
} as const;

export const drugReturnListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/return/list/:projectId`,
  access: { scope: 'project', page: 'DrugRecovery', projectIdIn: 'params' },
  summary: "A page of the project's returns by subjects, latest first, with each one's compliance",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(returnListFilters),
    response: listEnvelope(drugReturnSchema),
  },
});

export const drugReturnSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/return/save`,
  access: { scope: 'project', button: 'drug:return', projectIdIn: 'body' },
  summary: 'Record what a subject brought back of one dispensing; the packs go to returned stock',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        distributionId: idSchema,
        returnedOn: calendarDateSchema,
        note: optionalText(500, 'multi-line'),
        lines: {
          type: 'array',
          minItems: 1,
          maxItems: RECOVERY_LINES_MAX,
          items: jsonBody({ packId: idSchema, quantity: count(0), unitsLeft: count(0) }, [
            'packId',
            'quantity',
            'unitsLeft',
          ]),
        },
      },
      ['projectId', 'distributionId', 'returnedOn', 'lines'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const drugRecoveryListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'DrugRecovery', projectIdIn: 'params' },
  summary: "A page of the project's recoveries (destroyed or sent back), latest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(recoveryListFilters),
    response: listEnvelope(drugRecoverySchema),
  },
});

export const recoverableStockEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/stock/:projectId`,
  access: { scope: 'project', page: 'DrugRecovery', projectIdIn: 'params' },
  summary: 'What a recovery may take now: returned and quarantined stock, and expired packs on the shelf',
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({ warehouseId: idSchema }),
    response: listEnvelope(recoverableStockSchema),
  },
});

export const drugRecoverySaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: { scope: 'project', button: 'drug:recover', projectIdIn: 'body' },
  summary: 'Record packs of one warehouse destroyed or sent back to the sponsor; they leave the ledger',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        warehouseId: idSchema,
        kind: { type: 'string', enum: RECOVERY_KINDS },
        doneOn: calendarDateSchema,
        doneBy: requiredText(100),
        method: requiredText(200),
        witness: optionalText(100),
        note: optionalText(500, 'multi-line'),
        lines: {
          type: 'array',
          minItems: 1,
          maxItems: RECOVERY_LINES_MAX,
          items: jsonBody(
            {
              packId: idSchema,
              fromState: { type: 'string', enum: RECOVERABLE_STATES },
              cause: { type: 'string', enum: RECOVERY_CAUSES },
              quantity: count(1),
            },
            ['packId', 'fromState', 'cause', 'quantity'],
          ),
        },
      },
      ['projectId', 'warehouseId', 'kind', 'doneOn', 'doneBy', 'method', 'lines'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type DrugReturn = FromSchema<typeof drugReturnSchema>;
export type DrugRecovery = FromSchema<typeof drugRecoverySchema>;
export type RecoverableStock = FromSchema<typeof recoverableStockSchema>;
export type DrugReturnSaveBody = FromSchema<(typeof drugReturnSaveEndpoint)['schema']['body']>;
export type DrugRecoverySaveBody = FromSchema<(typeof drugRecoverySaveEndpoint)['schema']['body']>;
export type DrugReturnListQuery = FromSchema<(typeof drugReturnListEndpoint)['schema']['querystring']>;
export type DrugRecoveryListQuery = FromSchema<(typeof drugRecoveryListEndpoint)['schema']['querystring']>;
export type RecoverableStockQuery = FromSchema<(typeof recoverableStockEndpoint)['schema']['querystring']>;
