/**
 * Sample boxes and shipments (project page SampleBoxes): the project's boxes with where they
 * stand (freezer, rack, shelf) and their grid; one box's map (who is in which position);
 * shipment batches to a central lab with their manifest and temperature log. Boxes are kept
 * with sample:store; shipments packed, shipped, received and logged with sample:ship.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { BOX_SIZE_MAX, SHIPMENT_STATUSES } from '../../domain/visits/samples';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  ROW_AUTHOR_REQUIRED,
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  projectRowParams,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import { instantSchema } from '../contract/text-schemas';
import { sampleSchema } from './samples';

const BOX = '/api/trial/sample/box';
const SHIPMENT = '/api/trial/sample/shipment';
const page = { scope: 'project', page: 'SampleBoxes', projectIdIn: 'params' } as const;
const store = { scope: 'project', button: 'sample:store', projectIdIn: 'body' } as const;
const ship = { scope: 'project', button: 'sample:ship', projectIdIn: 'body' } as const;

export const sampleBoxSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'freezer', 'rack', 'shelf', 'gridRows', 'gridCols', 'occupied', ...ROW_AUTHOR_REQUIRED],
  properties: {
    id: { type: 'integer' },
    label: { type: 'string' },
    freezer: { type: 'string' },
    rack: { type: ['string', 'null'] },
    shelf: { type: ['string', 'null'] },
    gridRows: { type: 'integer' },
    gridCols: { type: 'integer' },
    /** Positions holding a sample. */
    occupied: { type: 'integer' },
    ...rowAuthorProperties,
  },
} as const;
export type SampleBox = FromSchema<typeof sampleBoxSchema>;

export const sampleBoxListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BOX}/:projectId/list`,
  access: page,
  summary: "A project's sample boxes by freezer, rack, shelf and label, with their occupied positions",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: sampleBoxSchema }) },
});

export const sampleBoxMapEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BOX}/:projectId/:id`,
  access: page,
  summary: 'One box with the samples in its positions (the box map)',
  schema: {
    params: projectRowParams,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['box', 'samples'],
      properties: { box: sampleBoxSchema, samples: { type: 'array', items: sampleSchema } },
    }),
  },
});

const gridSize = { type: 'integer', minimum: 1, maximum: BOX_SIZE_MAX } as const;

export const sampleBoxSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BOX}/save`,
  access: store,
  summary: 'Create a box (no id) or change one (id + version); a grid never shrinks past a held position',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        label: requiredText(40),
        freezer: requiredText(60),
        rack: optionalText(40),
        shelf: optionalText(40),
        gridRows: gridSize,
        gridCols: gridSize,
      },
      ['projectId', 'label', 'freezer', 'gridRows', 'gridCols'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type SampleBoxSaveBody = FromSchema<typeof sampleBoxSaveEndpoint.schema.body>;

export const shipmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'code',
    'destination',
    'courier',
    'status',
    'samples',
    'shippedAt',
    'shippedBy',
    'receivedAt',
    'receivedBy',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    destination: { type: 'string' },
    courier: { type: ['string', 'null'] },
    status: { type: 'string', enum: SHIPMENT_STATUSES },
    samples: { type: 'integer' },
    shippedAt: { type: ['string', 'null'] },
    shippedBy: { type: ['string', 'null'] },
    receivedAt: { type: ['string', 'null'] },
    receivedBy: { type: ['string', 'null'] },
    ...rowAuthorProperties,
  },
} as const;
export type SampleShipment = FromSchema<typeof shipmentSchema>;

export const temperatureSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'readAt', 'celsius', 'recordedBy'],
  properties: {
    id: { type: 'integer' },
    readAt: { type: 'string' },
    celsius: { type: 'number' },
    recordedBy: { type: 'string' },
  },
} as const;
export type ShipmentTemperature = FromSchema<typeof temperatureSchema>;

export const shipmentListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHIPMENT}/:projectId/list`,
  access: page,
  summary: "A project's sample shipments, newest first",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: shipmentSchema }) },
});

export const shipmentDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHIPMENT}/:projectId/:id`,
  access: page,
  summary: 'One shipment with its manifest (the samples in it) and its temperature log',
  schema: {
    params: projectRowParams,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['shipment', 'samples', 'temperatures'],
      properties: {
        shipment: shipmentSchema,
        samples: { type: 'array', items: sampleSchema },
        temperatures: { type: 'array', items: temperatureSchema },
      },
    }),
  },
});

export const shipmentCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHIPMENT}/create`,
  access: ship,
  summary: 'Pack a shipment to a central lab: the stored samples of whole boxes and single samples',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        code: requiredText(40),
        destination: requiredText(100),
        courier: optionalText(60),
        boxIds: { type: 'array', maxItems: 50, uniqueItems: true, items: idSchema },
        sampleIds: { type: 'array', maxItems: 1000, uniqueItems: true, items: idSchema },
      },
      ['projectId', 'code', 'destination', 'boxIds', 'sampleIds'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type ShipmentCreateBody = FromSchema<typeof shipmentCreateEndpoint.schema.body>;

const shipmentRef = jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, [
  'projectId',
  'id',
  'version',
]);

export const shipmentShipEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHIPMENT}/ship`,
  access: ship,
  summary: 'Send a packed shipment: its samples move from stored to shipped',
  bodyType: 'json',
  schema: { body: shipmentRef, response: dataEnvelope(savedRowSchema) },
});

export const shipmentReceiveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHIPMENT}/receive`,
  access: ship,
  summary: "Record the central lab's receipt: the shipped samples move to received and leave their boxes",
  bodyType: 'json',
  schema: { body: shipmentRef, response: dataEnvelope(savedRowSchema) },
});
export type ShipmentRefBody = FromSchema<typeof shipmentShipEndpoint.schema.body>;

export const shipmentTemperatureEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHIPMENT}/temperature`,
  access: ship,
  summary: "Enter a reading of a shipment's temperature log (°C, one decimal)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        readAt: instantSchema,
        celsius: { type: 'number', minimum: -200, maximum: 60 },
      },
      ['projectId', 'id', 'readAt', 'celsius'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'integer' } },
    }),
  },
});
export type ShipmentTemperatureBody = FromSchema<typeof shipmentTemperatureEndpoint.schema.body>;
