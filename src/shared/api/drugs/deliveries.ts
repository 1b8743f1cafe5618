/**
 * A project's drug deliveries (project page DrugDeliveries, issue 27): sponsor shipments
 * recorded on arrival with their packs, and transfers of packs between warehouses. A delivery
 * is received (with a temperature note) or refused (with a reason), and a received one is put
 * in stock (status machine DELIVERY in shared/domain/drugs/status.ts). Packs are named by kit
 * number, unique per project.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { DELIVERY_KINDS, DELIVERY_STATUSES } from '../../domain/drugs/status';
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
  versionSchema,
} from '../contract/staff-fields';
import { deliveryListFilters } from './list-filters';

const BASE = '/api/phm/delivery';
export const KIT_NUMBER_MAX = 40;
export const DELIVERY_NOTE_MAX = 500;
export const DELIVERY_PACKS_MAX = 500;
export const PACK_QUANTITY_MAX = 100_000;

const nullableInt = { type: ['integer', 'null'] } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const deliveryPackSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['packId', 'kitNumber', 'batchNumber', 'expiryDate', 'productId', 'productCode', 'armId', 'quantity'],
  properties: {
    packId: { type: 'integer' },
    kitNumber: { type: 'string' },
    batchNumber: { type: 'string' },
    expiryDate: { type: 'string' },
    productId: { type: 'integer' },
    productCode: { type: 'string' },
    armId: nullableInt,
    /** Packs of this line in the delivery. */
    quantity: { type: 'integer' },
  },
} as const;

export const deliverySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'kind',
    'warehouseId',
    'warehouseName',
    'sourceWarehouseId',
    'sourceWarehouseName',
    'shipmentNumber',
    'shippedOn',
    'arrivedAt',
    'status',
    'temperatureNote',
    'refuseReason',
    'receivedBy',
    'receivedAt',
    'stockedBy',
    'stockedAt',
    'packs',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    kind: { type: 'string', enum: DELIVERY_KINDS },
    warehouseId: { type: 'integer' },
    warehouseName: { type: 'string' },
    sourceWarehouseId: nullableInt,
    sourceWarehouseName: nullableText,
    shipmentNumber: { type: 'string' },
    shippedOn: nullableText,
    arrivedAt: nullableText,
    status: { type: 'string', enum: DELIVERY_STATUSES },
    temperatureNote: nullableText,
    refuseReason: nullableText,
    receivedBy: nullableText,
    receivedAt: nullableText,
    stockedBy: nullableText,
    stockedAt: nullableText,
    packs: { type: 'array', items: deliveryPackSchema },
    ...rowAuthorProperties,
  },
} as const;

export const deliveryListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'DrugDeliveries', projectIdIn: 'params' },
  summary: "A page of the project's deliveries and transfers with their packs, newest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(deliveryListFilters),
    response: listEnvelope(deliverySchema),
  },
});

const namedRow = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name'],
  properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
} as const;

export const deliveryOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/options/:projectId`,
  access: { scope: 'project', page: 'DrugDeliveries', projectIdIn: 'params' },
  summary: "What a delivery form offers: the site's active warehouses, the project's drugs and arms",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['warehouses', 'products', 'arms'],
      properties: {
        warehouses: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'name', 'kind'],
            properties: { id: { type: 'integer' }, name: { type: 'string' }, kind: { type: 'string' } },
          },
        },
        products: { type: 'array', items: namedRow },
        arms: { type: 'array', items: namedRow },
      },
    }),
  },
});

const kitNumber = requiredText(KIT_NUMBER_MAX);
const quantity = { type: 'integer', minimum: 1, maximum: PACK_QUANTITY_MAX } as const;

export const newPackSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kitNumber', 'batchNumber', 'expiryDate', 'productId', 'quantity'],
  properties: {
    kitNumber,
    batchNumber: requiredText(KIT_NUMBER_MAX),
    expiryDate: calendarDateSchema,
    productId: idSchema,
    /** The arm of a blinded kit; none for open-label packs. */
    armId: { type: ['integer', 'null'], minimum: 1 },
    /** 1 for a numbered kit; more for a lot line. */
    quantity,
  },
} as const;

export const transferLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kitNumber', 'quantity'],
  properties: { kitNumber, quantity },
} as const;

export const deliveryRecordEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/record`,
  access: { scope: 'project', button: 'delivery:record', projectIdIn: 'body' },
  summary:
    'Record a sponsor delivery with its new packs (kind sponsor, packs) or a transfer of packs from the source warehouse (kind transfer, lines)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        kind: { type: 'string', enum: DELIVERY_KINDS },
        warehouseId: idSchema,
        sourceWarehouseId: { type: ['integer', 'null'], minimum: 1 },
        shipmentNumber: requiredText(64),
        shippedOn: { anyOf: [calendarDateSchema, { type: 'null' }] },
        packs: { type: 'array', maxItems: DELIVERY_PACKS_MAX, items: newPackSchema },
        lines: { type: 'array', maxItems: DELIVERY_PACKS_MAX, items: transferLineSchema },
      },
      ['projectId', 'kind', 'warehouseId', 'shipmentNumber'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;

export const deliveryReceiveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/receive`,
  access: { scope: 'project', button: 'delivery:receive', projectIdIn: 'body' },
  summary: 'Receive a recorded delivery, with the temperature note of its arrival (recorded → received)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, temperatureNote: optionalText(DELIVERY_NOTE_MAX, 'multi-line') }, [
      'projectId',
      'id',
      'version',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const deliveryRefuseEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/refuse`,
  access: { scope: 'project', button: 'delivery:receive', projectIdIn: 'body' },
  summary: "Refuse a delivery with the reason (a transfer's packs go back to the source's quarantine)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, reason: requiredText(DELIVERY_NOTE_MAX, 'multi-line') }, [
      'projectId',
      'id',
      'version',
      'reason',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const deliveryStockInEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/stockIn`,
  access: { scope: 'project', button: 'delivery:receive', projectIdIn: 'body' },
  summary: "Put a received delivery's packs in stock in its warehouse (received → inStock)",
  bodyType: 'json',
  schema: {
    body: jsonBody(rowRef, ['projectId', 'id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export type Delivery = FromSchema<typeof deliverySchema>;
export type DeliveryPack = FromSchema<typeof deliveryPackSchema>;
export type DeliveryListQuery = FromSchema<(typeof deliveryListEndpoint)['schema']['querystring']>;
export type DeliveryOptions = NonNullable<FromSchema<(typeof deliveryOptionsEndpoint)['schema']['response']>['data']>;
export type DeliveryRecordBody = FromSchema<(typeof deliveryRecordEndpoint)['schema']['body']>;
export type DeliveryReceiveBody = FromSchema<(typeof deliveryReceiveEndpoint)['schema']['body']>;
export type DeliveryRefuseBody = FromSchema<(typeof deliveryRefuseEndpoint)['schema']['body']>;
export type DeliveryRowRef = FromSchema<(typeof deliveryStockInEndpoint)['schema']['body']>;
