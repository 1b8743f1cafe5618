/**
 * Moving projects in and out as spreadsheets (SPEC §7 '/bus/*' import and export data):
 * the import template, an import that first reports every row's problems (row, field,
 * reason) and then creates all rows as drafts or none, and the export of the project table
 * with its current filters. CSV is UTF-8 (with a BOM on export, so Excel reads Chinese);
 * Excel is .xlsx.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { SPREADSHEET_FORMATS, jsonBody } from '../contract/staff-fields';
import { projectListQueryProperties } from './list-filters';

/** At most this many bytes of file and rows per import; larger files are split by the user. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 500;
/** The export's cap: a table of every project a hospital runs fits well below it. */
export const EXPORT_MAX_ROWS = 10_000;

const formatQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { format: { type: 'string', enum: SPREADSHEET_FORMATS, default: 'xlsx' } },
} as const;

export const projectTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/import/template',
  access: { scope: 'system', button: 'project:import' },
  summary: 'The import template: the header row and one example row',
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: { querystring: formatQuery, response: { description: 'The file: text/csv or .xlsx' } },
});

export const importProblemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['row', 'field', 'column', 'reason'],
  properties: {
    /** The spreadsheet's row number (the header is row 1); 0 for the file itself. */
    row: { type: 'integer' },
    field: { type: 'string' },
    /** The column header as the template names it. */
    column: { type: 'string' },
    reason: { type: 'string' },
  },
} as const;

export const projectImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/import',
  access: { scope: 'system', button: 'project:import' },
  summary:
    'Check a CSV or .xlsx file of projects (apply false: a dry run) or create every row as a draft (apply true: all rows or none)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        fileName: { type: 'string', format: 'single-line', minLength: 1, maxLength: 200 },
        /** The file's bytes in base64. */
        content: {
          type: 'string',
          format: 'single-line',
          minLength: 1,
          maxLength: Math.ceil(IMPORT_MAX_BYTES / 3) * 4,
        },
        apply: { type: 'boolean' },
      },
      ['fileName', 'content', 'apply'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['rows', 'problems', 'applied', 'createdIds'],
      properties: {
        /** Data rows read (the header aside). */
        rows: { type: 'integer' },
        problems: { type: 'array', items: importProblemSchema },
        applied: { type: 'boolean' },
        createdIds: { type: 'array', items: { type: 'integer' } },
      },
    }),
  },
});

export const projectExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/export',
  access: { scope: 'system', button: 'project:export' },
  summary: 'The project table with the same filters and sort as the list, as CSV or .xlsx',
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        format: { type: 'string', enum: SPREADSHEET_FORMATS, default: 'xlsx' },
        ...projectListQueryProperties,
      },
    },
    response: { description: 'The file: text/csv or .xlsx' },
  },
});

export type ImportProblem = FromSchema<typeof importProblemSchema>;
export type ImportReport = FromSchema<(typeof projectImportEndpoint)['schema']['response']>['data'];
export type ProjectExportQuery = FromSchema<(typeof projectExportEndpoint)['schema']['querystring']>;
