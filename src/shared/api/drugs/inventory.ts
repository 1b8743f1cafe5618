/**
 * A project's drug inventory (project page DrugInventory, SPEC §7 /phm/stock, /phm/ledger),
 * read-only: the stock per pack line, warehouse and state with the filters in the URL, a
 * per-batch summary by state, and a pack's ledger (every movement with who, when and why).
 * Packs near expiry (within the project's warning days) and expired ones (before today in
 * the hospital's calendar) are flagged. A blinded kit's arm is never answered.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MOVEMENTS, STOCK_STATES } from '../../domain/drugs/stock';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { idParams, idSchema, pagedQuery } from '../contract/staff-fields';
import { stockListFilters } from './list-filters';

const access = { scope: 'project', page: 'DrugInventory', projectIdIn: 'params' } as const;
const MOVEMENT_CODES = Object.keys(MOVEMENTS) as (keyof typeof MOVEMENTS)[];

export const stockRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'packId',
    'productId',
    'productCode',
    'productName',
    'packUnit',
    'kitNumber',
    'batchNumber',
    'expiryDate',
    'warehouseId',
    'warehouseName',
    'state',
    'quantity',
    'nearExpiry',
    'expired',
  ],
  properties: {
    packId: { type: 'integer' },
    productId: { type: 'integer' },
    productCode: { type: 'string' },
    productName: { type: 'string' },
    packUnit: { type: 'string' },
    kitNumber: { type: 'string' },
    batchNumber: { type: 'string' },
    expiryDate: { type: 'string' },
    warehouseId: { type: 'integer' },
    warehouseName: { type: 'string' },
    state: { type: 'string', enum: STOCK_STATES },
    quantity: { type: 'integer' },
    nearExpiry: { type: 'boolean' },
    expired: { type: 'boolean' },
  },
} as const;
export type StockRow = FromSchema<typeof stockRowSchema>;

export const stockListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/phm/stock/list/:projectId',
  access,
  summary: "A page of the project's stock per pack line, warehouse and state (non-zero), soonest expiry first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(stockListFilters),
    response: listEnvelope(stockRowSchema),
  },
});
export type StockListQuery = FromSchema<typeof stockListEndpoint.schema.querystring>;

const stateCounts = Object.fromEntries(STOCK_STATES.map((state) => [state, { type: 'integer' }])) as {
  [K in (typeof STOCK_STATES)[number]]: { type: 'integer' };
};

export const batchSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['productCode', 'productName', 'batchNumber', 'expiryDate', 'nearExpiry', 'expired', ...STOCK_STATES],
  properties: {
    productCode: { type: 'string' },
    productName: { type: 'string' },
    batchNumber: { type: 'string' },
    /** The batch's earliest expiry. */
    expiryDate: { type: 'string' },
    nearExpiry: { type: 'boolean' },
    expired: { type: 'boolean' },
    ...stateCounts,
  },
} as const;
export type BatchSummary = FromSchema<typeof batchSummarySchema>;

export const stockBatchesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/phm/stock/batches/:projectId',
  access,
  summary: 'Packs per product and batch in each state (available, quarantined, in transit, returned)',
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: batchSummarySchema }) },
});

export const ledgerRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'warehouseName',
    'state',
    'quantity',
    'movement',
    'refKind',
    'refId',
    'reason',
    'createdBy',
    'createdAt',
  ],
  properties: {
    id: { type: 'integer' },
    warehouseName: { type: 'string' },
    state: { type: 'string', enum: STOCK_STATES },
    quantity: { type: 'integer' },
    movement: { type: 'string', enum: MOVEMENT_CODES },
    refKind: { type: 'string' },
    refId: { type: 'integer' },
    reason: { type: ['string', 'null'] },
    createdBy: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;
export type LedgerRow = FromSchema<typeof ledgerRowSchema>;

export const packLedgerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/phm/ledger/list/:projectId',
  access,
  summary: "A pack's ledger, oldest movement first",
  schema: {
    params: idParams('projectId'),
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['packId'],
      properties: { packId: idSchema },
    },
    response: dataEnvelope({ type: 'array', items: ledgerRowSchema }),
  },
});
