/**
 * Pharmacy temperatures (page DrugWarehouses, SPEC §7 /ctims/*; the spec's 'device'): readings
 * per warehouse, typed in (temperature:record) or imported from a temperature logger's CSV
 * export (shared/domain/drugs/temperature.ts describes the file). A reading outside a drug's
 * storage range opens an excursion on that drug's stock there (api/drugs/storage.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { TEMPERATURE_MAX_TENTHS, TEMPERATURE_MIN_TENTHS } from '../../domain/drugs/temperature';
import { instantSchema, multiLine, singleLine } from '../contract/formats';
import { idParams, idSchema, jsonBody, pagedQuery } from '../contract/staff-fields';

const BASE = '/api/ctims/temperature';
/** A logger file's text as sent (a month of 1-minute readings is about 1.5 MB). */
export const LOGGER_FILE_MAX_CHARS = 2_000_000;

export const temperatureSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'warehouseId', 'measuredAt', 'celsiusTenths', 'source', 'device', 'createdBy', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    warehouseId: { type: 'integer' },
    measuredAt: { type: 'string' },
    celsiusTenths: { type: 'integer' },
    source: { type: 'string', enum: ['manual', 'device'] },
    device: { type: 'string' },
    createdBy: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

const recordedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['added', 'duplicates', 'excursions'],
  properties: {
    added: { type: 'integer' },
    duplicates: { type: 'integer' },
    /** Ids of the excursions the readings opened (one per project with stock out of range). */
    excursions: { type: 'array', items: { type: 'integer' } },
  },
} as const;

export const temperatureListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:warehouseId`,
  access: { scope: 'system', page: 'DrugWarehouses' },
  summary: "A page of a pharmacy's temperature readings, latest first",
  schema: { params: idParams('warehouseId'), querystring: pagedQuery({}), response: listEnvelope(temperatureSchema) },
});

export const temperatureRecordEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/record`,
  access: { scope: 'system', button: 'temperature:record' },
  summary: 'Record a reading typed in; one outside a stored drug range quarantines its stock',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        warehouseId: idSchema,
        measuredAt: instantSchema,
        /** Tenths of a degree Celsius (shared/domain/drugs/temperature.ts reads typed °C into it). */
        celsiusTenths: { type: 'integer', minimum: TEMPERATURE_MIN_TENTHS, maximum: TEMPERATURE_MAX_TENTHS },
      },
      ['warehouseId', 'measuredAt', 'celsiusTenths'],
    ),
    response: dataEnvelope(recordedSchema),
  },
});

export const temperatureImportEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/import`,
  access: { scope: 'system', button: 'temperature:record' },
  summary: "Import a temperature logger's CSV export; a file with unreadable lines is refused whole, naming them",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        warehouseId: idSchema,
        device: singleLine(64),
        csv: { ...multiLine(LOGGER_FILE_MAX_CHARS), minLength: 1 },
      },
      ['warehouseId', 'device', 'csv'],
    ),
    response: dataEnvelope(recordedSchema),
  },
});

export type TemperatureReading = FromSchema<typeof temperatureSchema>;
export type TemperatureRecordBody = FromSchema<(typeof temperatureRecordEndpoint)['schema']['body']>;
export type TemperatureImportBody = FromSchema<(typeof temperatureImportEndpoint)['schema']['body']>;
