/**
 * External inspections and audits (page QualityInspections): recorded per project with the
 * inspection type, the inspecting body, first and last day, scope, conclusion and optional
 * attachment files (inspection:record). Their findings are QC findings attached to the
 * inspection instead of a check task (status 2, in QC), and follow the same closure path
 * through the findings endpoints (send, answer, accept, return).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INSPECTION_TYPES } from '../../domain/quality/inspection-dictionaries';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  projectRowParams,
  requiredText,
  rowAuthorProperties,
  ROW_AUTHOR_REQUIRED,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import { FINDING_STATUS_FILTERS, PROBLEM_TYPE_VALUES } from './list-filters';

export const INSPECTION_TEXT_MAX = 2000;
export const INSPECTION_ATTACHMENTS_MAX = 10;
const BASE = '/api/quality/inspection';
const nullableText = { type: ['string', 'null'] } as const;

export const inspectionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'inspectionType',
    'inspectingBody',
    'startDate',
    'endDate',
    'scope',
    'conclusion',
    'attachments',
    'findingCount',
    'openFindingCount',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    inspectionType: { type: 'string', enum: INSPECTION_TYPES },
    inspectingBody: { type: 'string' },
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    scope: { type: 'string' },
    conclusion: nullableText,
    /** Stored file ids. */
    attachments: { type: 'array', items: { type: 'integer' } },
    findingCount: { type: 'integer' },
    openFindingCount: { type: 'integer' },
    ...rowAuthorProperties,
  },
} as const;

/** A finding as its inspection or self-check shows it; its moves are the findings endpoints'. */
export const attachedFindingSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'itemCode',
    'problemType',
    'severity',
    'description',
    'status',
    'responsibleId',
    'responsibleName',
    'rectifyDue',
    'corrective',
    'preventive',
    'verifyNote',
    'returnCount',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    itemCode: { type: 'string' },
    problemType: { type: 'integer', enum: PROBLEM_TYPE_VALUES },
    severity: { type: 'integer' },
    description: { type: 'string' },
    status: { type: 'integer', enum: FINDING_STATUS_FILTERS },
    responsibleId: { type: ['integer', 'null'] },
    responsibleName: nullableText,
    rectifyDue: nullableText,
    corrective: nullableText,
    preventive: nullableText,
    verifyNote: nullableText,
    returnCount: { type: 'integer' },
    ...rowAuthorProperties,
  },
} as const;

export const inspectionListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'QualityInspections', projectIdIn: 'params' },
  summary: "A page of the project's inspections, latest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({ inspectionType: { type: 'string', enum: INSPECTION_TYPES } }),
    response: listEnvelope(inspectionSchema),
  },
});

export const inspectionDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/:id`,
  access: { scope: 'project', page: 'QualityInspections', projectIdIn: 'params' },
  summary: 'One inspection with its findings',
  schema: {
    params: projectRowParams,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['inspection', 'findings'],
      properties: { inspection: inspectionSchema, findings: { type: 'array', items: attachedFindingSchema } },
    } as const),
  },
});

const inspectionFields = {
  inspectionType: { type: 'string', enum: INSPECTION_TYPES },
  inspectingBody: requiredText(200),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  scope: requiredText(INSPECTION_TEXT_MAX, 'multi-line'),
  conclusion: optionalText(INSPECTION_TEXT_MAX, 'multi-line'),
  attachments: { type: 'array', maxItems: INSPECTION_ATTACHMENTS_MAX, uniqueItems: true, items: idSchema },
} as const;
const INSPECTION_REQUIRED = ['inspectionType', 'inspectingBody', 'startDate', 'endDate', 'scope'] as const;

export const inspectionCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/create`,
  access: { scope: 'project', button: 'inspection:record', projectIdIn: 'body' },
  summary: 'Record an inspection of the project',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, ...inspectionFields }, ['projectId', ...INSPECTION_REQUIRED]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const inspectionUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/update`,
  access: { scope: 'project', button: 'inspection:record', projectIdIn: 'body' },
  summary: "Change an inspection's record (its conclusion once known)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema, ...inspectionFields }, [
      'projectId',
      'id',
      'version',
      ...INSPECTION_REQUIRED,
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const inspectionFindingEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/finding`,
  access: { scope: 'project', button: 'inspection:record', projectIdIn: 'body' },
  summary: "Record a finding of an inspection (status 2, in QC); it closes through the findings' moves",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        inspectionId: idSchema,
        problemType: { type: 'integer', enum: PROBLEM_TYPE_VALUES },
        severity: { type: 'integer', enum: [1, 2, 3] },
        description: requiredText(1000, 'multi-line'),
      },
      ['projectId', 'inspectionId', 'problemType', 'severity', 'description'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type Inspection = FromSchema<typeof inspectionSchema>;
export type AttachedFinding = FromSchema<typeof attachedFindingSchema>;
export type InspectionListQuery = FromSchema<(typeof inspectionListEndpoint)['schema']['querystring']>;
export type InspectionCreateBody = FromSchema<(typeof inspectionCreateEndpoint)['schema']['body']>;
export type InspectionUpdateBody = FromSchema<(typeof inspectionUpdateEndpoint)['schema']['body']>;
export type InspectionFindingBody = FromSchema<(typeof inspectionFindingEndpoint)['schema']['body']>;
