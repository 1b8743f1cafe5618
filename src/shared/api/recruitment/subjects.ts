/**
 * A project's trial subjects (project-scope page TrialSubjects, issue 13 item 5): the list
 * with filters and export, the enrolment of a willing candidate, manual adds and edits,
 * the status machine (shared/domain/recruitment/subject-status.ts), the invalid flag and the
 * delete of a mistaken entry. The project's subject-number pattern is in subject-numbering.ts. Subjects are named
 * by number and initials only. Dates are the hospital's calendar days 'YYYY-MM-DD'.
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  SUBJECT_STATUSES,
  SUBJECT_REASON_MAX,
  SUBJECT_TRANSITION_ACTIONS,
} from '../../domain/recruitment/subject-status';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import {
  SPREADSHEET_FORMATS,
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagingProperties,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import { subjectListFilters } from './list-filters';

const optionalDate = { ...calendarDateSchema, type: ['string', 'null'] } as const;
export const SUBJECT_INITIALS_MAX = 10;
export const SUBJECT_NOTE_MAX = 500;
export const SUBJECT_EXPORT_MAX_ROWS = 10_000;

export const subjectSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'subjectNumber',
    'initials',
    'status',
    'invalid',
    'invalidReason',
    'screeningDate',
    'consentDate',
    'enrolledDate',
    'endedDate',
    'reasonCode',
    'reason',
    'note',
    'patientId',
    'createdAt',
    'updatedAt',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    subjectNumber: { type: 'string' },
    initials: { type: 'string' },
    status: { type: 'string', enum: SUBJECT_STATUSES },
    invalid: { type: 'boolean' },
    invalidReason: { type: ['string', 'null'] },
    screeningDate: { type: 'string' },
    consentDate: { type: ['string', 'null'] },
    enrolledDate: { type: ['string', 'null'] },
    endedDate: { type: ['string', 'null'] },
    /** Screen-failure or withdrawal reason code (shared/domain/recruitment/reasons.ts). */
    reasonCode: { type: ['string', 'null'] },
    reason: { type: ['string', 'null'] },
    note: { type: ['string', 'null'] },
    /** The candidate the subject came from; null for a manual add. */
    patientId: { type: ['integer', 'null'] },
    /** The research centre the subject belongs to (/api/bus/centre); null only for rows made outside the app. */
    centreId: { type: ['integer', 'null'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

const filterProperties = {
  ...subjectListFilters,
  sort: { ...subjectListFilters.sort, default: 'subjectNumber' },
  order: { ...subjectListFilters.order, default: 'asc' },
} as const;

export const subjectListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/:projectId/list',
  access: { scope: 'project', page: 'TrialSubjects', projectIdIn: 'params' },
  summary: "A page of the project's trial subjects with filters and sort",
  schema: {
    params: idParams('projectId'),
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { ...pagingProperties, ...filterProperties },
    },
    response: listEnvelope(subjectSchema),
  },
});

export const subjectExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/:projectId/export',
  access: { scope: 'project', button: 'subject:export', projectIdIn: 'params' },
  report: 'enrolmentSubjects',
  summary: "The project's subjects with the list's filters and sort, as CSV or .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    params: idParams('projectId'),
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { format: { type: 'string', enum: SPREADSHEET_FORMATS, default: 'xlsx' }, ...filterProperties },
    },
    response: { description: 'The file: text/csv or .xlsx' },
  },
});

export const subjectDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/:projectId/:id',
  access: { scope: 'project', page: 'TrialSubjects', projectIdIn: 'params' },
  summary: 'One trial subject of the project',
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: dataEnvelope(subjectSchema),
  },
});

export const subjectEnrolEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/enrol',
  access: { scope: 'project', button: 'subject:create', projectIdIn: 'body' },
  summary: "A willing candidate of the project becomes a subject in screening with the project's next number",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        patientId: idSchema,
        /** The candidate's row version. */
        version: versionSchema,
        screeningDate: calendarDateSchema,
        consentDate: optionalDate,
        /** A centre of the project that is not closed; our own centre when left out. */
        centreId: idSchema,
      },
      ['projectId', 'patientId', 'version', 'screeningDate'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'subjectNumber'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' }, subjectNumber: { type: 'string' } },
    }),
  },
});

export const subjectSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/save',
  access: { scope: 'project', button: 'subject:create', projectIdIn: 'body' },
  summary: 'Add a subject without a candidate (no id) or edit its initials, dates and note (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        initials: requiredText(SUBJECT_INITIALS_MAX),
        screeningDate: calendarDateSchema,
        consentDate: optionalDate,
        note: optionalText(SUBJECT_NOTE_MAX, 'multi-line'),
        /** On adding only: a centre of the project that is not closed; our own centre when left out. */
        centreId: idSchema,
      },
      ['projectId', 'initials', 'screeningDate'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subjectSetStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/setStatus',
  access: { scope: 'project', button: 'subject:status', projectIdIn: 'body' },
  summary: 'Move a subject along its status machine (screenFail, enrol, complete, withdraw) on a day (default today)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        action: { type: 'string', enum: SUBJECT_TRANSITION_ACTIONS },
        reasonCode: { type: 'string', format: 'single-line', maxLength: 20 },
        reason: optionalText(SUBJECT_REASON_MAX, 'multi-line'),
        date: calendarDateSchema,
        /** For enrol, when the subject has no consent date yet. */
        consentDate: calendarDateSchema,
      },
      ['projectId', 'id', 'version', 'action'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subjectSetInvalidEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/setInvalid',
  access: { scope: 'project', button: 'subject:invalid', projectIdIn: 'body' },
  summary: 'Mark a subject entry invalid, with the reason; it is kept and accepts no further change',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        reason: requiredText(SUBJECT_REASON_MAX, 'multi-line'),
      },
      ['projectId', 'id', 'version', 'reason'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subjectDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/delete',
  access: { scope: 'project', button: 'subject:delete', projectIdIn: 'body' },
  summary: 'Delete a mistaken subject entry: only while screening and before informed consent',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, ['projectId', 'id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export type Subject = FromSchema<typeof subjectSchema>;
export type SubjectListQuery = FromSchema<(typeof subjectListEndpoint)['schema']['querystring']>;
export type SubjectExportQuery = FromSchema<(typeof subjectExportEndpoint)['schema']['querystring']>;
export type SubjectEnrolBody = FromSchema<(typeof subjectEnrolEndpoint)['schema']['body']>;
export type SubjectSaveBody = FromSchema<(typeof subjectSaveEndpoint)['schema']['body']>;
export type SubjectSetStatusBody = FromSchema<(typeof subjectSetStatusEndpoint)['schema']['body']>;
export type SubjectSetInvalidBody = FromSchema<(typeof subjectSetInvalidEndpoint)['schema']['body']>;
export type SubjectDeleteBody = FromSchema<(typeof subjectDeleteEndpoint)['schema']['body']>;
