/**
 * Biological samples (project page SampleBoxes, SPEC §7 'sample box'): samples collected at
 * the visits whose plan holds a 'sampling' activity, listed and exported; one looked up by its
 * label's code (a scan); its chain of custody. Registering, processing and destroying need
 * sample:collect; storing in a box position, moving and taking out need sample:store. Every
 * move follows the status machine of shared/domain/visits/samples.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  SAMPLE_CODE_PATTERN,
  SAMPLE_STATUSES,
  SAMPLE_TYPES,
  BOX_SIZE_MAX,
  CUSTODY_ACTIONS,
} from '../../domain/visits/samples';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { LIST_EXPORT_MAX_ROWS, exportQuery } from '../contract/export-query';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  projectRowParams,
  savedRowSchema,
  searchTextSchema,
  versionSchema,
} from '../contract/staff-fields';
import { instantSchema } from '../contract/text-schemas';

const BASE = '/api/trial/sample';
export const SAMPLE_NOTE_MAX = 200;

export const sampleCodeSchema = { type: 'string', format: 'single-line', pattern: SAMPLE_CODE_PATTERN } as const;
export const gridIndexSchema = { type: 'integer', minimum: 1, maximum: BOX_SIZE_MAX } as const;

export const sampleSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'sampleCode',
    'subjectId',
    'subjectNumber',
    'subjectVisitId',
    'visitName',
    'sampleType',
    'collectedAt',
    'collectedBy',
    'status',
    'boxId',
    'boxLabel',
    'positionRow',
    'positionCol',
    'shipmentId',
    'note',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    sampleCode: { type: 'string' },
    subjectId: { type: 'integer' },
    subjectNumber: { type: 'string' },
    subjectVisitId: { type: ['integer', 'null'] },
    visitName: { type: ['string', 'null'] },
    sampleType: { type: 'string', enum: SAMPLE_TYPES },
    collectedAt: { type: 'string' },
    collectedBy: { type: 'string' },
    status: { type: 'string', enum: SAMPLE_STATUSES },
    boxId: { type: ['integer', 'null'] },
    boxLabel: { type: ['string', 'null'] },
    positionRow: { type: ['integer', 'null'] },
    positionCol: { type: ['integer', 'null'] },
    shipmentId: { type: ['integer', 'null'] },
    note: { type: ['string', 'null'] },
    version: { type: 'integer' },
  },
} as const;
export type Sample = FromSchema<typeof sampleSchema>;

const listFilters = {
  status: { type: 'string', enum: SAMPLE_STATUSES },
  boxId: idSchema,
  /** Part of the sample code or the subject number. */
  search: searchTextSchema,
} as const;

export const sampleListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/list`,
  access: { scope: 'project', page: 'SampleBoxes', projectIdIn: 'params' },
  summary: "A project's samples, newest collected first, by status, box or code",
  schema: { params: idParams('projectId'), querystring: pagedQuery(listFilters), response: listEnvelope(sampleSchema) },
});
export type SampleListQuery = FromSchema<typeof sampleListEndpoint.schema.querystring>;

export const sampleExportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/inventory.xlsx`,
  access: sampleListEndpoint.access,
  summary: "The sample inventory with the list's filters (code, subject, visit, type, status, where), as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    params: idParams('projectId'),
    querystring: exportQuery(listFilters),
    response: { description: `The .xlsx file; more than ${LIST_EXPORT_MAX_ROWS} rows are refused` },
  },
});

export const sampleByCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/code/:sampleCode`,
  access: sampleListEndpoint.access,
  summary: 'One sample of the project by its label code (what a scan reads)',
  notFoundWhen: 'no sample of the project has that code',
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'sampleCode'],
      properties: { projectId: idSchema, sampleCode: sampleCodeSchema },
    },
    response: dataEnvelope(sampleSchema),
  },
});

export const custodyRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'action', 'fromStatus', 'toStatus', 'position', 'shipmentId', 'note', 'actorName', 'at'],
  properties: {
    id: { type: 'integer' },
    action: { type: 'string', enum: CUSTODY_ACTIONS },
    fromStatus: { type: ['string', 'null'] },
    toStatus: { type: 'string', enum: SAMPLE_STATUSES },
    /** Box label and position after the move ('BOX-01 A1'), when it had one. */
    position: { type: ['string', 'null'] },
    shipmentId: { type: ['integer', 'null'] },
    note: { type: ['string', 'null'] },
    actorName: { type: 'string' },
    at: { type: 'string' },
  },
} as const;
export type CustodyRow = FromSchema<typeof custodyRowSchema>;

export const sampleCustodyEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/:id/custody`,
  access: sampleListEndpoint.access,
  summary: "A sample's chain of custody, one row per move, oldest first",
  schema: { params: projectRowParams, response: dataEnvelope({ type: 'array', items: custodyRowSchema }) },
});

export const sampleVisitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subjectVisitId', 'subjectId', 'subjectNumber', 'visitName', 'plannedDate', 'executedDate', 'samples'],
  properties: {
    subjectVisitId: { type: 'integer' },
    subjectId: { type: 'integer' },
    subjectNumber: { type: 'string' },
    visitName: { type: 'string' },
    plannedDate: { type: 'string' },
    executedDate: { type: ['string', 'null'] },
    /** Samples already registered at this visit. */
    samples: { type: 'integer' },
  },
} as const;
export type SampleVisit = FromSchema<typeof sampleVisitSchema>;

export const sampleVisitsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/visits`,
  access: sampleListEndpoint.access,
  summary: "The subjects' visits whose plan holds a sample collection, by planned day (at most 500)",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: sampleVisitSchema }) },
});

export const sampleCollectEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/collect`,
  access: { scope: 'project', button: 'sample:collect', projectIdIn: 'body' },
  summary: 'Register a collected sample of a subject (at one of their visits when given); the code is unique',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        sampleCode: sampleCodeSchema,
        subjectId: idSchema,
        subjectVisitId: idSchema,
        sampleType: { type: 'string', enum: SAMPLE_TYPES },
        collectedAt: instantSchema,
        note: optionalText(SAMPLE_NOTE_MAX),
      },
      ['projectId', 'sampleCode', 'subjectId', 'sampleType', 'collectedAt'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;

export const sampleStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/status`,
  access: { scope: 'project', button: 'sample:collect', projectIdIn: 'body' },
  summary: 'Mark a sample processed, or destroy it (from any status but received); leaves its position',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { ...rowRef, move: { type: 'string', enum: ['process', 'destroy'] }, note: optionalText(SAMPLE_NOTE_MAX) },
      ['projectId', 'id', 'version', 'move'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const samplePlaceEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/place`,
  access: { scope: 'project', button: 'sample:store', projectIdIn: 'body' },
  summary: 'Store a sample in a free box position, move a stored one to another, or take it out',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...rowRef,
        move: { type: 'string', enum: ['store', 'move', 'takeOut'] },
        /** The box and position for store and move. */
        boxId: idSchema,
        row: gridIndexSchema,
        col: gridIndexSchema,
        note: optionalText(SAMPLE_NOTE_MAX),
      },
      ['projectId', 'id', 'version', 'move'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type SampleCollectBody = FromSchema<typeof sampleCollectEndpoint.schema.body>;
export type SampleStatusBody = FromSchema<typeof sampleStatusEndpoint.schema.body>;
export type SamplePlaceBody = FromSchema<typeof samplePlaceEndpoint.schema.body>;
