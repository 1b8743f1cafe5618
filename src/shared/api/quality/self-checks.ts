/**
 * Self-checks (自查, page QualitySelfChecks): the project's checklist (selfCheck:template;
 * one per project, versioned, the QC item templates until first saved) and the study team's
 * runs of it (selfCheck:run), every item answered yes, no or n.a. with a note. Each 'no'
 * becomes a level-1 QC finding of the run (status 2, in QC) that closes through the findings
 * endpoints (send, answer, accept, return) like any other.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SELF_CHECK_ANSWERS } from '../../domain/quality/inspection-dictionaries';
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
import { attachedFindingSchema } from './inspections';
import { PROBLEM_TYPE_VALUES } from './list-filters';

export const SELF_CHECK_ITEMS_MAX = 50;
export const SELF_CHECK_NOTE_MAX = 500;
const BASE = '/api/quality/self-check';
const keySchema = { type: 'string', format: 'single-line', pattern: '^[A-Za-z0-9_-]{1,32}$' } as const;

const itemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'text', 'problemType'],
  properties: {
    key: keySchema,
    text: requiredText(200),
    problemType: { type: 'integer', enum: PROBLEM_TYPE_VALUES },
  },
} as const;

export const selfCheckTemplateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'version'],
  properties: {
    items: { type: 'array', items: itemSchema },
    /** Null until the project's list is first saved (the items are then the QC item templates). */
    version: { type: ['integer', 'null'] },
  },
} as const;

const answeredItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'text', 'problemType', 'answer', 'note'],
  properties: {
    ...itemSchema.properties,
    answer: { type: 'string', enum: SELF_CHECK_ANSWERS },
    note: { type: ['string', 'null'] },
  },
} as const;

export const selfCheckRunSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'checkedOn',
    'summary',
    'answers',
    'noCount',
    'openFindingCount',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    checkedOn: { type: 'string' },
    summary: { type: ['string', 'null'] },
    answers: { type: 'array', items: answeredItemSchema },
    noCount: { type: 'integer' },
    openFindingCount: { type: 'integer' },
    ...rowAuthorProperties,
  },
} as const;

export const selfCheckTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/template/:projectId`,
  access: { scope: 'project', page: 'QualitySelfChecks', projectIdIn: 'params' },
  summary: "The project's self-check list",
  schema: { params: idParams('projectId'), response: dataEnvelope(selfCheckTemplateSchema) },
});

export const selfCheckTemplateSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/template`,
  access: { scope: 'project', button: 'selfCheck:template', projectIdIn: 'body' },
  summary: "Save the project's self-check list (version null the first time)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        version: { anyOf: [versionSchema, { type: 'null' }] },
        items: { type: 'array', minItems: 1, maxItems: SELF_CHECK_ITEMS_MAX, items: itemSchema },
      },
      ['projectId', 'version', 'items'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['version'],
      properties: { version: { type: 'integer' } },
    } as const),
  },
});

export const selfCheckListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'QualitySelfChecks', projectIdIn: 'params' },
  summary: "A page of the project's self-checks, latest first",
  schema: { params: idParams('projectId'), querystring: pagedQuery({}), response: listEnvelope(selfCheckRunSchema) },
});

export const selfCheckDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/:id`,
  access: { scope: 'project', page: 'QualitySelfChecks', projectIdIn: 'params' },
  summary: 'One self-check with the findings its "no" answers raised',
  schema: {
    params: projectRowParams,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['run', 'findings'],
      properties: { run: selfCheckRunSchema, findings: { type: 'array', items: attachedFindingSchema } },
    } as const),
  },
});

export const selfCheckRunEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/run`,
  access: { scope: 'project', button: 'selfCheck:run', projectIdIn: 'body' },
  summary: 'Record a self-check, every item of the current list answered; each "no" becomes a level-1 finding',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        /** The list's version the form was filled from (null while the list was never saved). */
        templateVersion: { anyOf: [versionSchema, { type: 'null' }] },
        checkedOn: calendarDateSchema,
        summary: optionalText(1000, 'multi-line'),
        answers: {
          type: 'array',
          minItems: 1,
          maxItems: SELF_CHECK_ITEMS_MAX,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['key', 'answer'],
            properties: {
              key: keySchema,
              answer: { type: 'string', enum: SELF_CHECK_ANSWERS },
              note: optionalText(SELF_CHECK_NOTE_MAX, 'multi-line'),
            },
          },
        },
      },
      ['projectId', 'templateVersion', 'checkedOn', 'answers'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'findings'],
      properties: { ...savedRowSchema.properties, findings: { type: 'integer' } },
    } as const),
  },
});

export type SelfCheckItem = FromSchema<typeof itemSchema>;
export type SelfCheckTemplate = FromSchema<typeof selfCheckTemplateSchema>;
export type SelfCheckRun = FromSchema<typeof selfCheckRunSchema>;
export type SelfCheckTemplateBody = FromSchema<(typeof selfCheckTemplateSaveEndpoint)['schema']['body']>;
export type SelfCheckRunBody = FromSchema<(typeof selfCheckRunEndpoint)['schema']['body']>;
