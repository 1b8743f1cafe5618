/**
 * Candidate patients in bulk (issue 13 item 1, SPEC §7 subject import with template, confirm
 * and history): the import template, an import that first reports every row's problems and
 * then takes all rows in or none (merging by medical-record number), the history of imports
 * and HIS syncs, and the on-demand HIS sync. Staff only; project scope.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { importProblemSchema } from '../study';
import { SPREADSHEET_FORMATS, idSchema, jsonBody, pagingProperties } from '../contract/staff-fields';

/** At most this many bytes of file and rows per patient import. */
export const PATIENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const PATIENT_IMPORT_MAX_ROWS = 5_000;
const nullableText = { type: ['string', 'null'] } as const;
const projectParams = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId'],
  properties: { projectId: idSchema },
} as const;

export const patientTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/recruit/patient/:projectId/template',
  access: { scope: 'project', button: 'recruit:patient', projectIdIn: 'params' },
  summary: 'The patient import template: the header row and one example row',
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    params: projectParams,
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { format: { type: 'string', enum: SPREADSHEET_FORMATS, default: 'xlsx' } },
    },
    response: { description: 'The file: text/csv or .xlsx' },
  },
});

export const patientImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/recruit/patient/import',
  access: { scope: 'project', button: 'recruit:patient', projectIdIn: 'body' },
  summary: 'Check a CSV/.xlsx of patients (apply false) or take every row in, merging by MRN (all rows or none)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        fileName: { type: 'string', format: 'single-line', minLength: 1, maxLength: 200 },
        /** The file's bytes in base64. */
        content: {
          type: 'string',
          format: 'single-line',
          minLength: 1,
          maxLength: Math.ceil(PATIENT_IMPORT_MAX_BYTES / 3) * 4,
        },
        apply: { type: 'boolean' },
      },
      ['projectId', 'fileName', 'content', 'apply'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['rows', 'problems', 'applied', 'created', 'merged'],
      properties: {
        rows: { type: 'integer' },
        problems: { type: 'array', items: importProblemSchema },
        applied: { type: 'boolean' },
        /** New patients (on a dry run: that would be created). */
        created: { type: 'integer' },
        /** Rows merged into a patient of the project or an earlier row of the file. */
        merged: { type: 'integer' },
      },
    }),
  },
});

export const patientImportHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/recruit/patient/:projectId/imports',
  access: { scope: 'project', page: 'RecruitCandidates', projectIdIn: 'params' },
  summary: "A project's batch imports and HIS syncs, newest first",
  schema: {
    params: projectParams,
    querystring: { type: 'object', additionalProperties: false, properties: { ...pagingProperties } },
    response: listEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'kind', 'fileName', 'totalRows', 'createdCount', 'mergedCount', 'actorName', 'at'],
      properties: {
        id: { type: 'integer' },
        kind: { type: 'string', enum: ['import', 'his'] },
        fileName: nullableText,
        totalRows: { type: 'integer' },
        createdCount: { type: 'integer' },
        mergedCount: { type: 'integer' },
        actorName: { type: 'string' },
        at: { type: 'string' },
      },
    }),
  },
});

export const patientHisSyncEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/recruit/patient/his-sync',
  access: { scope: 'project', button: 'recruit:patient', projectIdIn: 'body' },
  summary: "Pull the HIS adapter's patients whose diagnoses fit the project's published rules, merging by MRN",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema }, ['projectId']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['fetched', 'taken', 'created', 'merged'],
      properties: {
        /** Patients the adapter gave. */
        fetched: { type: 'integer' },
        /** Of those, the ones whose diagnoses fit the rules. */
        taken: { type: 'integer' },
        created: { type: 'integer' },
        merged: { type: 'integer' },
      },
    }),
  },
});

export type PatientImportReport = FromSchema<(typeof patientImportEndpoint)['schema']['response']>['data'];
export type PatientHisSyncAnswer = FromSchema<(typeof patientHisSyncEndpoint)['schema']['response']>['data'];
export type PatientImportHistoryRow = FromSchema<
  (typeof patientImportHistoryEndpoint)['schema']['response']
>['rows'][number];
