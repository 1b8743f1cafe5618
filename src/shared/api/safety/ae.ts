/**
 * Adverse events (SPEC §7 gcpAeRecord, page SafetyAe, issue 15 items 1 and 7): a project's
 * AEs per subject, saved as drafts (ae:update, one or a batch of up to 100), submitted and
 * revised through the shared record lifecycle (ae:submit; safety-records.ts), imported from
 * CSV/.xlsx with a template, a dry run and an all-or-nothing apply. Each row says whether the
 * published safety rules require an SAE report (shared/domain/safety/rules.ts saeReasons) and
 * how many SAE reports are linked to it. Subjects are named by subject number and initials
 * only. Dates are the hospital's calendar days 'YYYY-MM-DD'.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SERIOUSNESS_CRITERIA } from '../../domain/safety/records';
import { RECORD_BUTTONS } from '../../domain/safety/status';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { calendarDateSchema, instantSchema } from '../contract/formats';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { importProblemSchema } from '../study';
import { AE_SERIOUS_VALUES, aeListFilters } from './list-filters';
import { RECORD_LIFECYCLE_REQUIRED, recordLifecycleEndpoints, recordLifecycleProperties } from './records';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  projectRowParams,
  projectRowRefProperties,
  requiredText,
  savedRowSchema,
  spreadsheetFormatQuery,
  spreadsheetImportBody,
} from '../contract/staff-fields';

export const AE_BASE = '/api/trial/gcpAeRecord';
export const AE_TERM_MAX = 100;
export const AE_TREATMENT_MAX = 500;
/** Why an onset is before the subject's consent (shared/domain/safety/date-rules.ts). */
export const AE_PRE_CONSENT_REASON_MAX = 500;
export const AE_DICT_KEY_MAX = 40;
export const AE_BATCH_MAX = 100;
export const AE_SEVERITIES = [1, 2, 3] as const;
export const AE_GRADES = ['1', '2', '3', '4', '5'] as const;
export const AE_SAE_REASONS = ['serious', 'term', 'grade'] as const;
/** The server dictionaries an AE's coded fields take their keys from. */
export const AE_DICTIONARIES = {
  grade: 'AELevel',
  serious: 'AESerious',
  drugRelation: 'AEDrugRel',
  drugAction: 'drugAction',
  outcome: 'AEResult',
} as const;
/** At most this many bytes of file and rows per AE import. */
export const AE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const AE_IMPORT_MAX_ROWS = 1_000;

const dictKey = requiredText(AE_DICT_KEY_MAX);
const optionalDate = { ...calendarDateSchema, type: ['string', 'null'] } as const;

/** What a caller enters for one AE. */
export const aeFieldProperties = {
  subjectId: idSchema,
  term: requiredText(AE_TERM_MAX),
  /** Not after the hospital's today. */
  onsetDate: calendarDateSchema,
  /** Not before the onset; null while ongoing. */
  endDate: optionalDate,
  /** SPEC §4 severity: 1 mild, 2 moderate, 3 severe. */
  severity: { type: 'integer', enum: AE_SEVERITIES },
  /** AELevel (CTCAE grade), null when not graded. */
  grade: { type: ['string', 'null'], enum: [...AE_GRADES, null] },
  /** AESerious: '1' serious, '0' not. */
  serious: { type: 'string', enum: AE_SERIOUS_VALUES },
  /**
   * When the site learned the AE is serious (ISO 8601): not in the future, not before the onset
   * day; only with serious '1'. The 'raise the SAE' task is due 24 hours from it.
   */
  seriousLearnedAt: { ...instantSchema, type: ['string', 'null'] },
  /** ICH E2A criteria: at least one when serious, none otherwise. */
  seriousness: {
    type: 'array',
    uniqueItems: true,
    maxItems: SERIOUSNESS_CRITERIA.length,
    items: { type: 'string', enum: SERIOUSNESS_CRITERIA },
  },
  /** AEDrugRel key. */
  drugRelation: dictKey,
  /** drugAction key. */
  drugAction: dictKey,
  /** AEResult key. */
  outcome: dictKey,
  /** The concomitant treatment of the event. */
  treatment: optionalText(AE_TREATMENT_MAX, 'multi-line'),
  /** Required when the onset is before the subject's consent (the date rules). */
  preConsentReason: optionalText(AE_PRE_CONSENT_REASON_MAX, 'multi-line'),
} as const;
const AE_FIELD_REQUIRED = [
  'subjectId',
  'term',
  'onsetDate',
  'severity',
  'serious',
  'seriousness',
  'drugRelation',
  'drugAction',
  'outcome',
] as const;

const aeFieldsSchema = jsonBody(aeFieldProperties, AE_FIELD_REQUIRED);

export const aeSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'subjectId',
    'subjectNumber',
    'subjectInitials',
    'term',
    'onsetDate',
    'endDate',
    'severity',
    'grade',
    'serious',
    'seriousness',
    'drugRelation',
    'drugAction',
    'outcome',
    'treatment',
    'preConsentReason',
    'saeRequired',
    'saeReasons',
    'saeCount',
    'seriousLearnedAt',
    ...RECORD_LIFECYCLE_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    subjectId: { type: 'integer' },
    subjectNumber: { type: 'string' },
    subjectInitials: { type: 'string' },
    term: { type: 'string' },
    onsetDate: { type: 'string' },
    endDate: { type: ['string', 'null'] },
    severity: { type: 'integer' },
    grade: { type: ['string', 'null'] },
    serious: { type: 'string' },
    seriousness: { type: 'array', items: { type: 'string', enum: SERIOUSNESS_CRITERIA } },
    drugRelation: { type: 'string' },
    drugAction: { type: 'string' },
    outcome: { type: 'string' },
    treatment: { type: ['string', 'null'] },
    preConsentReason: { type: ['string', 'null'] },
    /** The published safety rules (or seriousness) require an SAE report. */
    saeRequired: { type: 'boolean' },
    /** Why, at the rules published now. */
    saeReasons: { type: 'array', items: { type: 'string', enum: AE_SAE_REASONS } },
    /** SAE reports (initial and follow-ups) linked to this AE. */
    saeCount: { type: 'integer' },
    /** When the site learned it is serious (ISO 8601 UTC); null when not serious or not recorded. */
    seriousLearnedAt: { type: ['string', 'null'] },
    ...recordLifecycleProperties,
  },
} as const;

export const aeListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${AE_BASE}/list/:projectId`,
  access: { scope: 'project', page: 'SafetyAe', projectIdIn: 'params' },
  summary: "A page of the project's AEs, newest onset first, with filters",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(aeListFilters),
    response: listEnvelope(aeSchema),
  },
});

export const aeGetEndpoint = defineEndpoint({
  method: 'GET',
  path: `${AE_BASE}/get/:projectId/:id`,
  access: { scope: 'project', page: 'SafetyAe', projectIdIn: 'params' },
  summary: 'One AE of the project',
  schema: {
    params: projectRowParams,
    response: dataEnvelope(aeSchema),
  },
});

export const aeSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AE_BASE}/save`,
  access: { scope: 'project', button: RECORD_BUTTONS.ae.update, projectIdIn: 'body' },
  summary: 'Create an AE draft (no id) or update a draft (id + version); a submitted AE changes through revise',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...projectRowRefProperties, ...aeFieldProperties }, ['projectId', ...AE_FIELD_REQUIRED]),
    response: dataEnvelope(savedRowSchema),
  },
});

/** A refusal of a batch: the rows' problems (row index from 0); nothing was saved. */
export const aeBatchProblemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['index', 'field', 'reason'],
  properties: { index: { type: 'integer' }, field: { type: 'string' }, reason: { type: 'string' } },
} as const;

export const aeBatchSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AE_BASE}/batchSave`,
  access: { scope: 'project', button: RECORD_BUTTONS.ae.update, projectIdIn: 'body' },
  summary: 'Create up to 100 AE drafts at once: all or none (a refusal lists the problems per row index)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        rows: {
          type: 'array',
          minItems: 1,
          maxItems: AE_BATCH_MAX,
          items: aeFieldsSchema,
        },
      },
      ['projectId', 'rows'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['ids'],
      properties: { ids: { type: 'array', items: { type: 'integer' } } },
    }),
  },
});

export const aeTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: `${AE_BASE}/template/:projectId`,
  access: { scope: 'project', button: RECORD_BUTTONS.ae.update, projectIdIn: 'params' },
  summary: 'The AE import template: the header row and one example row',
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    params: idParams('projectId'),
    querystring: spreadsheetFormatQuery,
    response: { description: 'The file: text/csv or .xlsx' },
  },
});

export const aeImportEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AE_BASE}/import`,
  access: { scope: 'project', button: RECORD_BUTTONS.ae.update, projectIdIn: 'body' },
  summary: 'Check a CSV/.xlsx of AEs (apply false) or take every row in as drafts (all rows or none)',
  bodyType: 'json',
  schema: {
    body: spreadsheetImportBody(AE_IMPORT_MAX_BYTES),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['rows', 'problems', 'applied', 'created'],
      properties: {
        rows: { type: 'integer' },
        problems: { type: 'array', items: importProblemSchema },
        applied: { type: 'boolean' },
        /** AE drafts created (on a dry run: that would be created). */
        created: { type: 'integer' },
      },
    }),
  },
});

/** Submit, revise, delete a never-submitted draft, and the submitted revisions. */
export const aeLifecycle = recordLifecycleEndpoints(AE_BASE, 'SafetyAe', RECORD_BUTTONS.ae, 'AE');

export type AeRow = FromSchema<typeof aeSchema>;
export type AeFields = FromSchema<typeof aeFieldsSchema>;
export type AeListQuery = FromSchema<(typeof aeListEndpoint)['schema']['querystring']>;
export type AeSaveBody = FromSchema<(typeof aeSaveEndpoint)['schema']['body']>;
export type AeBatchSaveBody = FromSchema<(typeof aeBatchSaveEndpoint)['schema']['body']>;
export type AeBatchProblem = FromSchema<typeof aeBatchProblemSchema>;
export type AeImportReport = FromSchema<(typeof aeImportEndpoint)['schema']['response']>['data'];
export type AeSaeReason = (typeof AE_SAE_REASONS)[number];
