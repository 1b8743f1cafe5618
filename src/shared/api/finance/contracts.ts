/**
 * A project's contracts (project page FinanceContracts, SPEC §7 /gpayment/contract): the
 * clinical trial agreement and its amendments, with parties, amount, holdback and payment
 * schedule. Saved as drafts (contract:edit; a rejected one is edited again as a draft), then
 * submitted into the contract approval workflow (contract:submit): approving, then approved or
 * rejected by the approvers; a withdrawn approval puts it back to draft.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { APPROVAL_RECORD_STATUSES } from '../../domain/finance/codes';
import { CONTRACT } from '../../domain/finance/contracts';
import { BASIS_POINTS } from '../../domain/money';
import { FILE_NAME_MAX_LENGTH } from '../../domain/study';
import { calendarDateSchema } from '../contract/formats';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { STORED_FILE_MEDIA_TYPES } from '../contract/media-types';
import {
  ROW_AUTHOR_REQUIRED,
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/gpayment/contract';
export const CONTRACT_KINDS = ['agreement', 'amendment'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_PAYMENTS_MAX = 50;
const AMOUNT_MAX = 2_000_000_000;
const edit = { scope: 'project', button: 'contract:edit', projectIdIn: 'body' } as const;
const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;
const day = { anyOf: [calendarDateSchema, { type: 'null' }] } as const;
const amount = { type: 'integer', minimum: 0, maximum: AMOUNT_MAX } as const;

const partySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'name'],
  properties: { role: requiredText(30), name: requiredText(100) },
} as const;
const paymentFields = { name: requiredText(60), dueOn: day, amountFen: amount, note: optionalText(200) } as const;
const paymentInput = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'dueOn', 'amountFen', 'note'],
  properties: paymentFields,
} as const;

const contractFields = {
  kind: { type: 'string', enum: CONTRACT_KINDS },
  parentId: { type: ['integer', 'null'], minimum: 1 },
  number: requiredText(40),
  title: requiredText(100),
  sponsor: requiredText(100),
  cro: optionalText(100),
  parties: { type: 'array', maxItems: 10, items: partySchema },
  amountFen: amount,
  holdbackBp: { type: 'integer', minimum: 0, maximum: BASIS_POINTS },
  signedOn: day,
  startsOn: day,
  endsOn: day,
  note: optionalText(500, 'multi-line'),
} as const;
const CONTRACT_REQUIRED = [
  'kind',
  'parentId',
  'number',
  'title',
  'sponsor',
  'cro',
  'parties',
  'amountFen',
  'holdbackBp',
  'signedOn',
  'startsOn',
  'endsOn',
  'note',
] as const;

/** The signed copy (a private stored file): what the list shows of it. */
export const signedCopySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fileId', 'name', 'size', 'mimeType', 'checksum', 'uploadedAt'],
  properties: {
    fileId: { type: 'integer' },
    name: { type: 'string' },
    size: { type: 'integer' },
    mimeType: { type: 'string' },
    /** SHA-256 of the bytes, hex. */
    checksum: { type: 'string' },
    uploadedAt: { type: 'string' },
  },
} as const;
export type SignedCopy = FromSchema<typeof signedCopySchema>;

export const contractSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'status',
    'submittedAt',
    'scheduledFen',
    'payments',
    'signedCopy',
    ...CONTRACT_REQUIRED,
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    status: { type: 'string', enum: APPROVAL_RECORD_STATUSES },
    submittedAt: { type: ['string', 'null'] },
    /** The payment schedule's sum (SQL), shown against the amount. */
    scheduledFen: { type: 'integer' },
    payments: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'sort', 'name', 'dueOn', 'amountFen', 'note'],
        properties: { id: { type: 'integer' }, sort: { type: 'integer' }, ...paymentFields },
      },
    },
    signedCopy: { anyOf: [signedCopySchema, { type: 'null' }] },
    ...contractFields,
    ...rowAuthorProperties,
  },
} as const;
export type Contract = FromSchema<typeof contractSchema>;

export const contractListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'FinanceContracts', projectIdIn: 'params' },
  summary: "The project's agreements and amendments with their payment schedules",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: contractSchema }) },
});

export const contractSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: edit,
  summary:
    'Create a draft (no id) or change a draft or rejected contract (id + version); the number is unique per project',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        ...contractFields,
        payments: { type: 'array', maxItems: CONTRACT_PAYMENTS_MAX, items: paymentInput },
      },
      ['projectId', ...CONTRACT_REQUIRED, 'payments'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type ContractSaveBody = FromSchema<typeof contractSaveEndpoint.schema.body>;

export const contractDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/delete`,
  access: edit,
  summary: 'Delete a draft',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, ['projectId', 'id', 'version']), response: dataEnvelope(savedRowSchema) },
});
export type ContractRowRef = FromSchema<typeof contractDeleteEndpoint.schema.body>;

export const contractSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/submit`,
  access: { scope: 'project', button: 'contract:submit', projectIdIn: 'body' },
  summary: 'Submit a draft or rejected contract into the contract approval workflow with its amount',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, ['projectId', 'id', 'version']), response: dataEnvelope(savedRowSchema) },
});

/** Contracts whose signed copy may be uploaded or replaced: before approval, or once approved. */
export const SIGNED_COPY_STATUSES = CONTRACT.transitions.signedCopy.from;

export const signedCopyUploadEndpoint = defineEndpoint({
  method: 'POST',
  // The project id is a path parameter: the body is the file's bytes, and access is checked before they are read.
  path: `${BASE}/signed-copy/upload/:projectId`,
  access: { scope: 'project', button: 'contract:edit', projectIdIn: 'params' },
  summary:
    "Upload or replace a contract's signed copy (PDF or image; body: its bytes, application/octet-stream); stored privately",
  bodyType: 'binary',
  schema: {
    params: idParams('projectId'),
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'name'],
      properties: {
        id: idSchema,
        version: versionSchema,
        name: { type: 'string', format: 'single-line', minLength: 1, maxLength: FILE_NAME_MAX_LENGTH },
      },
    },
    body: { description: 'The file bytes' },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'signedCopy'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' }, signedCopy: signedCopySchema },
    }),
  },
});

/** The signed copy's bytes (not an envelope), never cached. */
export const signedCopyDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/signed-copy/:projectId/:id`,
  access: { scope: 'project', page: 'FinanceContracts', projectIdIn: 'params' },
  summary: "A contract's signed copy (cache-control: private, no-store)",
  responseMediaTypes: STORED_FILE_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: { description: 'The file bytes' },
  },
});
