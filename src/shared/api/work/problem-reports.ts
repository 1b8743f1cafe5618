/**
 * Problem reports (SPEC §7 gctms bug reports, under /api/gctms/bug): any signed-in staff
 * member files one and reads their own; administrators (system page ProblemReports) list,
 * open and move them through the status machine of shared/domain/work/problem-reports.ts.
 * The screenshot travels in the filing's JSON body as base64 (like the avatar) so that a
 * report and its image are stored in one transaction or not at all.
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  PROBLEM_ACTIONS,
  PROBLEM_ANSWER_MAX,
  PROBLEM_PATH_MAX,
  PROBLEM_RESOLUTIONS,
  PROBLEM_SCREENSHOT_MAX_BYTES,
  PROBLEM_STATUSES,
  PROBLEM_TEXT_MAX,
} from '../../domain/work/problem-reports';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { IMAGE_MEDIA_TYPES } from '../contract/media-types';
import { idParams, jsonBody, optionalText, pagedQuery, savedRowSchema, versionSchema } from '../contract/staff-fields';
import { singleLine } from '../contract/text-schemas';

const BASE = '/api/gctms/bug';
const admin = { scope: 'system', page: 'ProblemReports' } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** The error notification's report (SPEC §8 'more error info'), attached as data. */
export const errorReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'time'],
  properties: {
    code: singleLine(20),
    message: { ...singleLine(1000), minLength: 1 },
    requestId: singleLine(100),
    /** When the error was shown (ISO 8601, the browser's clock). */
    time: { type: 'string', format: 'instant', maxLength: 40 },
    /** The failed request's path (its query dropped, like the page's). */
    url: singleLine(PROBLEM_PATH_MAX),
  },
} as const;
export type ErrorReportData = FromSchema<typeof errorReportSchema>;

export const PROBLEM_BODY_LIMIT = Math.ceil(PROBLEM_SCREENSHOT_MAX_BYTES / 3) * 4 + 64 * 1024;

export const problemFileEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: 'session',
  summary: 'Files a problem report: the page (path only), optional text, error report and screenshot (base64)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        path: {
          type: 'string',
          format: 'single-line',
          minLength: 1,
          maxLength: PROBLEM_PATH_MAX,
          pattern: '^/[^?#]*$',
        },
        text: optionalText(PROBLEM_TEXT_MAX, 'multi-line'),
        errorReport: { anyOf: [errorReportSchema, { type: 'null' }] },
        screenshot: {
          anyOf: [
            {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'content'],
              properties: {
                name: { ...singleLine(200), minLength: 1 },
                /** The image's bytes in base64. */
                content: { ...singleLine(Math.ceil(PROBLEM_SCREENSHOT_MAX_BYTES / 3) * 4), minLength: 1 },
              },
            },
            { type: 'null' },
          ],
        },
      },
      ['path'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type ProblemFileBody = FromSchema<typeof problemFileEndpoint.schema.body>;

export const problemRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'status',
    'resolution',
    'pagePath',
    'text',
    'hasErrorReport',
    'hasScreenshot',
    'answer',
    'reporterName',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: PROBLEM_STATUSES },
    resolution: { type: ['string', 'null'], enum: [...PROBLEM_RESOLUTIONS, null] },
    pagePath: { type: 'string' },
    text: nullableText,
    hasErrorReport: { type: 'boolean' },
    hasScreenshot: { type: 'boolean' },
    /** The administrators' last answer. */
    answer: nullableText,
    reporterName: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;
export type ProblemRow = FromSchema<typeof problemRowSchema>;

export const myProblemListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/mine`,
  access: 'session',
  summary: "The signed-in user's own problem reports, newest first, with the administrators' answers",
  feedback: 'silent',
  schema: { querystring: pagedQuery({}), response: listEnvelope(problemRowSchema) },
});

export const problemListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list`,
  access: admin,
  summary: 'Problem reports, newest first; filter by status',
  schema: {
    querystring: pagedQuery({ status: { type: 'string', enum: PROBLEM_STATUSES } }),
    response: listEnvelope(problemRowSchema),
  },
});

export const problemDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...problemRowSchema.required, 'reporterId', 'reporterRoles', 'errorReport', 'screenshot', 'version'],
  properties: {
    ...problemRowSchema.properties,
    reporterId: { type: 'integer' },
    /** The reporter's role names when they filed it. */
    reporterRoles: { type: 'array', items: { type: 'string' } },
    errorReport: { anyOf: [errorReportSchema, { type: 'null' }] },
    screenshot: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'mimeType', 'size'],
          properties: { name: { type: 'string' }, mimeType: { type: 'string' }, size: { type: 'integer' } },
        },
        { type: 'null' },
      ],
    },
    version: { type: 'integer' },
  },
} as const;
export type ProblemDetail = FromSchema<typeof problemDetailSchema>;

export const problemDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/get/:id`,
  access: admin,
  summary: 'One problem report: text, error report, screenshot details, reporter and roles',
  schema: { params: idParams('id'), response: dataEnvelope(problemDetailSchema) },
});

export const problemScreenshotEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/screenshot/:id`,
  access: admin,
  summary: "A problem report's screenshot (a download, cache-control: private, no-store)",
  notFoundWhen: 'the report has no screenshot',
  responseMediaTypes: IMAGE_MEDIA_TYPES,
  schema: { params: idParams('id'), response: { description: 'The image bytes' } },
});

export const problemMoveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/move`,
  access: admin,
  summary: 'Moves a report (confirm, fix, close, dismiss as not a problem) with an optional answer to the reporter',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
        action: { type: 'string', enum: PROBLEM_ACTIONS },
        answer: optionalText(PROBLEM_ANSWER_MAX, 'multi-line'),
        version: versionSchema,
      },
      ['id', 'action', 'version'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type ProblemMoveBody = FromSchema<typeof problemMoveEndpoint.schema.body>;
