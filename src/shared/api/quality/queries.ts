/**
 * Queries (rSDV issues, `/api/bus/rsdv/issue`): the monitor raises a query on a field of one
 * record of a subject, the site answers it, the monitor closes or re-opens it. Status machine:
 * QUERY_TRANSITIONS in shared/domain/quality/query-status.ts. Subjects are named by number and
 * initials only.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { QUERY_STATUSES } from '../../domain/quality/query-status';
import { SDV_RECORD_KINDS } from '../../domain/quality/sdv';
import { defineEndpoint } from '../contract/endpoint';
import { listEnvelope, dataEnvelope } from '../contract/envelope';
import { LIST_EXPORT_MAX_ROWS, exportQuery } from '../contract/export-query';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { singleLine } from '../contract/formats';
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
import { queryListFilters } from './monitoring-filters';

export const QUERY_BASE = '/api/bus/rsdv/issue';
export const QUERY_TEXT_MAX = 1000;
export const QUERY_FIELD_MAX = 64;

export const querySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'subjectId',
    'subjectNumber',
    'initials',
    'recordKind',
    'recordId',
    'field',
    'question',
    'status',
    'answer',
    'answeredBy',
    'answeredAt',
    'closedBy',
    'closedAt',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    subjectId: { type: 'integer' },
    subjectNumber: { type: 'string' },
    initials: { type: 'string' },
    recordKind: { type: 'string', enum: SDV_RECORD_KINDS },
    recordId: { type: 'integer' },
    /** The queried field's name in the record (e.g. onsetDate). */
    field: { type: 'string' },
    question: { type: 'string' },
    status: { type: 'string', enum: QUERY_STATUSES },
    answer: { type: ['string', 'null'] },
    answeredBy: { type: ['string', 'null'] },
    answeredAt: { type: ['string', 'null'] },
    closedBy: { type: ['string', 'null'] },
    closedAt: { type: ['string', 'null'] },
    ...rowAuthorProperties,
  },
} as const;

export const queryListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${QUERY_BASE}/list/:projectId`,
  access: { scope: 'project', page: 'MonitoringQueries', projectIdIn: 'params' },
  summary: "A page of the project's queries, unsettled first, newest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(queryListFilters),
    response: listEnvelope(querySchema),
  },
});

export const queryExportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${QUERY_BASE}/export/:projectId`,
  access: queryListEndpoint.access,
  report: 'queryListing',
  summary: "The project's queries with the list's filters, as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    params: idParams('projectId'),
    querystring: exportQuery(queryListFilters),
    response: { description: `The .xlsx file; more than ${LIST_EXPORT_MAX_ROWS} rows are refused` },
  },
});

export const queryRaiseEndpoint = defineEndpoint({
  method: 'POST',
  path: `${QUERY_BASE}/raise`,
  access: { scope: 'project', button: 'query:manage', projectIdIn: 'body' },
  summary: 'Raise a query on a field of a record of one of the project’s subjects',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        recordKind: { type: 'string', enum: SDV_RECORD_KINDS },
        recordId: idSchema,
        field: { ...singleLine(QUERY_FIELD_MAX), pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
        question: requiredText(QUERY_TEXT_MAX, 'multi-line'),
      },
      ['projectId', 'recordKind', 'recordId', 'field', 'question'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const ROW_REF = ['projectId', 'id', 'version'] as const;

export const queryAnswerEndpoint = defineEndpoint({
  method: 'POST',
  path: `${QUERY_BASE}/answer`,
  access: { scope: 'project', button: 'query:answer', projectIdIn: 'body' },
  summary: 'Answer an open query (open → answered)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties, answer: requiredText(QUERY_TEXT_MAX, 'multi-line') }, [
      ...ROW_REF,
      'answer',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const queryCloseEndpoint = defineEndpoint({
  method: 'POST',
  path: `${QUERY_BASE}/close`,
  access: { scope: 'project', button: 'query:manage', projectIdIn: 'body' },
  summary: 'Close an open or answered query (→ closed)',
  bodyType: 'json',
  schema: { body: jsonBody(projectRowRefProperties, ROW_REF), response: dataEnvelope(savedRowSchema) },
});

export const queryReopenEndpoint = defineEndpoint({
  method: 'POST',
  path: `${QUERY_BASE}/reopen`,
  access: { scope: 'project', button: 'query:manage', projectIdIn: 'body' },
  summary: 'Re-open an answered or closed query with a note (→ open); the earlier answer stays in the audit trail',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties, note: optionalText(QUERY_TEXT_MAX, 'multi-line') }, ROW_REF),
    response: dataEnvelope(savedRowSchema),
  },
});

export type Query = FromSchema<typeof querySchema>;
export type QueryListQuery = FromSchema<(typeof queryListEndpoint)['schema']['querystring']>;
export type QueryRaiseBody = FromSchema<(typeof queryRaiseEndpoint)['schema']['body']>;
export type QueryAnswerBody = FromSchema<(typeof queryAnswerEndpoint)['schema']['body']>;
export type QueryReopenBody = FromSchema<(typeof queryReopenEndpoint)['schema']['body']>;
export type QueryRowRef = FromSchema<(typeof queryCloseEndpoint)['schema']['body']>;
