/**
 * A project's concomitant medications (project-scope page ConMeds, issue 15 items 4 and 7,
 * SPEC §7 combined medication): the list with filters, entries and batch saves
 * (cmed:update), the check by an investigator (cmed:check, CON_MED_TRANSITIONS), and the
 * import from a spreadsheet (template, dry-run report, all rows or none). Each row carries
 * the published safety rules' flag (prohibited / cautioned) worked out when it was saved.
 * Subjects are named by number and initials only.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { CON_MED_STATUSES } from '../../domain/safety/status';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { importProblemSchema } from '../study';
import { CON_MED_FLAGS, conMedListFilters } from './list-filters';
import { SUBJECT_ROW_REQUIRED, subjectRowProperties } from './records';
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
  spreadsheetFormatQuery,
  spreadsheetImportBody,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/trial/combine';
export const CON_MED_DRUG_MAX = 100;
export const CON_MED_DOSE_MAX = 50;
export const CON_MED_ROUTE_MAX = 40;
export const CON_MED_FREQUENCY_MAX = 40;
export const CON_MED_INDICATION_MAX = 200;
/**
 * The dictionaries (dict_item codes) of a medication's coded fields. Rows stored before the
 * fields were coded may hold free text, which shows as entered.
 */
export const CON_MED_DICTIONARIES = { route: 'ConMedRoute', frequency: 'ConMedFrequency' } as const;
export const CON_MED_BATCH_MAX = 100;
export const CON_MED_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CON_MED_IMPORT_MAX_ROWS = 2_000;

export const conMedSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...SUBJECT_ROW_REQUIRED,
    'drug',
    'dose',
    'route',
    'frequency',
    'startDate',
    'endDate',
    'indication',
    'ruleFlag',
    'status',
    'checkedBy',
    'checkedAt',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    ...subjectRowProperties,
    drug: { type: 'string' },
    dose: { type: 'string' },
    route: { type: 'string' },
    frequency: { type: ['string', 'null'] },
    startDate: { type: 'string' },
    endDate: { type: ['string', 'null'] },
    indication: { type: 'string' },
    ruleFlag: { type: ['string', 'null'], enum: [...CON_MED_FLAGS, null] },
    status: { type: 'string', enum: CON_MED_STATUSES },
    checkedBy: { type: ['string', 'null'] },
    checkedAt: { type: ['string', 'null'] },
    ...rowAuthorProperties,
  },
} as const;

/** The fields of one medication as entered (save, batch save). */
export const conMedFieldProperties = {
  subjectId: idSchema,
  drug: requiredText(CON_MED_DRUG_MAX),
  dose: requiredText(CON_MED_DOSE_MAX),
  route: requiredText(CON_MED_ROUTE_MAX),
  frequency: optionalText(CON_MED_FREQUENCY_MAX),
  /** Not after the hospital's today. */
  startDate: calendarDateSchema,
  /** Not before startDate; null while still taken. */
  endDate: { ...calendarDateSchema, type: ['string', 'null'] },
  indication: requiredText(CON_MED_INDICATION_MAX),
} as const;
const conMedRequired = ['subjectId', 'drug', 'dose', 'route', 'startDate', 'indication'] as const;

export const conMedListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'ConMeds', projectIdIn: 'params' },
  summary: "A page of the project's concomitant medications, to-check first, latest start first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(conMedListFilters),
    response: listEnvelope(conMedSchema),
  },
});

const savedConMedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'ruleFlag'],
  properties: {
    id: { type: 'integer' },
    version: { type: 'integer' },
    ruleFlag: { type: ['string', 'null'], enum: [...CON_MED_FLAGS, null] },
  },
} as const;

export const conMedSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: { scope: 'project', button: 'cmed:update', projectIdIn: 'body' },
  summary: 'Record a medication (no id) or change one still to check (id + version); answers the rules’ flag',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties, ...conMedFieldProperties }, ['projectId', ...conMedRequired]),
    response: dataEnvelope(savedConMedSchema),
  },
});

export const conMedBatchSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/batchSave`,
  access: { scope: 'project', button: 'cmed:update', projectIdIn: 'body' },
  summary: 'Record several new medications at once: all of them or none',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        rows: {
          type: 'array',
          minItems: 1,
          maxItems: CON_MED_BATCH_MAX,
          items: jsonBody(conMedFieldProperties, conMedRequired),
        },
      },
      ['projectId', 'rows'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['rows'],
      properties: { rows: { type: 'array', items: savedConMedSchema } },
    }),
  },
});

const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;

export const conMedCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/check`,
  access: { scope: 'project', button: 'cmed:check', projectIdIn: 'body' },
  summary: 'Mark a medication checked (recorded → checked)',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, ['projectId', 'id', 'version']), response: dataEnvelope(savedRowSchema) },
});

export const conMedDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/delete`,
  access: { scope: 'project', button: 'cmed:update', projectIdIn: 'body' },
  summary: 'Delete a medication still to check',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, ['projectId', 'id', 'version']), response: dataEnvelope(savedRowSchema) },
});

export const conMedTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/template/:projectId`,
  access: { scope: 'project', button: 'cmed:update', projectIdIn: 'params' },
  summary: 'The concomitant medication import template: the header row and one example row',
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    params: idParams('projectId'),
    querystring: spreadsheetFormatQuery,
    response: { description: 'The file: text/csv or .xlsx' },
  },
});

export const conMedImportEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/import`,
  access: { scope: 'project', button: 'cmed:update', projectIdIn: 'body' },
  summary: 'Check a CSV/.xlsx of medications (apply false) or record every row (all rows or none)',
  bodyType: 'json',
  schema: {
    body: spreadsheetImportBody(CON_MED_IMPORT_MAX_BYTES),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['rows', 'problems', 'applied', 'created', 'flagged'],
      properties: {
        rows: { type: 'integer' },
        problems: { type: 'array', items: importProblemSchema },
        applied: { type: 'boolean' },
        /** Medications recorded (on a dry run: that would be). */
        created: { type: 'integer' },
        /** Of those, the ones on the prohibited or cautioned list. */
        flagged: { type: 'integer' },
      },
    }),
  },
});

export type ConMed = FromSchema<typeof conMedSchema>;
export type ConMedFlag = (typeof CON_MED_FLAGS)[number];
export type ConMedListQuery = FromSchema<(typeof conMedListEndpoint)['schema']['querystring']>;
export type ConMedSaveBody = FromSchema<(typeof conMedSaveEndpoint)['schema']['body']>;
export type ConMedBatchSaveBody = FromSchema<(typeof conMedBatchSaveEndpoint)['schema']['body']>;
export type ConMedFields = ConMedBatchSaveBody['rows'][number];
export type ConMedSaved = NonNullable<FromSchema<(typeof conMedSaveEndpoint)['schema']['response']>['data']>;
export type ConMedRowRef = FromSchema<(typeof conMedDeleteEndpoint)['schema']['body']>;
export type ConMedImportReport = NonNullable<FromSchema<(typeof conMedImportEndpoint)['schema']['response']>['data']>;
