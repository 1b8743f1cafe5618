/**
 * The secretary's board (system page EthicsBoard, SPEC §7 /ethic/*): every project's
 * submissions by column with counts, one submission with its documents, and the secretary's
 * moves (button ethicsSubmission:review): accept, which gives the acceptance number
 * (审查受理号), or return with a reason. Only what was submitted at some time shows here.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { DOCUMENT_MEDIA_TYPES } from '../contract/media-types';
import {
  idParams,
  idSchema,
  jsonBody,
  pagedQuery,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import { submissionDetailSchema, submissionRowSchema } from './submissions';

const BOARD = '/api/ethic/board';
const board = { scope: 'system', page: 'EthicsBoard' } as const;
const review = { scope: 'system', button: 'ethicsSubmission:review' } as const;

/** The board's columns and the statuses each shows. */
export const BOARD_COLUMNS = {
  incoming: ['submitted'],
  returned: ['returned'],
  accepted: ['accepted', 'expedited'],
  agenda: ['onAgenda'],
  decided: ['decided'],
} as const;
export type BoardColumn = keyof typeof BOARD_COLUMNS;
export const BOARD_COLUMN_NAMES = Object.keys(BOARD_COLUMNS) as BoardColumn[];

export const boardListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BOARD}/list`,
  access: board,
  summary: "Every project's submissions in one board column, oldest submitted first, paged",
  schema: {
    querystring: {
      ...pagedQuery({ column: { type: 'string', enum: BOARD_COLUMN_NAMES } }),
      required: ['column'],
    },
    response: listEnvelope(submissionRowSchema),
  },
});

export const boardCountsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BOARD}/counts`,
  access: board,
  summary: "The number of submissions in each of the board's columns",
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: BOARD_COLUMN_NAMES,
      properties: Object.fromEntries(BOARD_COLUMN_NAMES.map((column) => [column, { type: 'integer' }])) as Record<
        BoardColumn,
        { type: 'integer' }
      >,
    }),
  },
});

export const boardDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BOARD}/detail/:id`,
  access: board,
  summary: 'A submitted submission of any project, with the ethics header, its documents and its history',
  schema: { params: idParams('id'), response: dataEnvelope(submissionDetailSchema) },
});

/** A carried version's bytes for the committee (not an envelope); audited as document.view. */
export const boardDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BOARD}/download/:id/:versionId`,
  access: board,
  summary: 'A document version a submission carries (cache-control: private, no-store; audited as document.view)',
  responseMediaTypes: DOCUMENT_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'versionId'],
      properties: { id: idSchema, versionId: idSchema },
    },
    response: { description: 'The file bytes' },
  },
});

export const boardAcceptEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BOARD}/accept`,
  access: review,
  summary: "Accept a submitted submission: it gets the year's next acceptance number (EC-2026-0001)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema }, ['id', 'version']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'acceptanceNumber'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' }, acceptanceNumber: { type: 'string' } },
    }),
  },
});

export const boardReturnEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BOARD}/return`,
  access: review,
  summary: 'Return a submitted submission to its team for completion, with the reason',
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema, reason: requiredText(500, 'multi-line') }, [
      'id',
      'version',
      'reason',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});
export type BoardReturnBody = FromSchema<typeof boardReturnEndpoint.schema.body>;
