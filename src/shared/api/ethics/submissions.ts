/**
 * Ethics submissions (SPEC §7 /ethic/*, the spec's ethics issues). A project's team (project
 * page EthicsSubmissions, button ethics:submit) drafts a submission of a type with the binder
 * versions it carries, submits it, corrects and resubmits a returned one, withdraws it until
 * it is decided. The committee's secretary (system page EthicsBoard, button
 * ethicsSubmission:review) sees every project's submissions on the board and accepts one,
 * which gives it its acceptance number (审查受理号), or returns it with a reason. Every move
 * goes through the status machine (shared/domain/ethics/submissions.ts). The board's
 * endpoints are in board.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '../../domain/ethics/submissions';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { DOCUMENT_MEDIA_TYPES } from '../contract/media-types';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  projectRowParams,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/ethic/issue';
const read = { scope: 'project', page: 'EthicsSubmissions', projectIdIn: 'params' } as const;
const submit = { scope: 'project', button: 'ethics:submit', projectIdIn: 'body' } as const;
const nullableString = { type: ['string', 'null'] } as const;

const rowProperties = {
  id: { type: 'integer' },
  projectId: { type: 'integer' },
  projectName: { type: 'string' },
  projectNo: nullableString,
  type: { type: 'string', enum: SUBMISSION_TYPES },
  title: { type: 'string' },
  status: { type: 'string', enum: SUBMISSION_STATUSES },
  acceptanceNumber: nullableString,
  submittedAt: nullableString,
  submittedBy: nullableString,
  documentCount: { type: 'integer' },
  updatedAt: { type: 'string' },
  version: { type: 'integer' },
} as const;
export const submissionRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(rowProperties) as (keyof typeof rowProperties)[],
  properties: rowProperties,
} as const;
export type SubmissionRow = FromSchema<typeof submissionRowSchema>;

export const submissionDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'versionId',
    'documentId',
    'title',
    'number',
    'status',
    'fileName',
    'fileSize',
    'folderCode',
    'folderName',
  ],
  properties: {
    versionId: { type: 'integer' },
    documentId: { type: 'integer' },
    title: { type: 'string' },
    /** The version's number within its document. */
    number: { type: 'integer' },
    status: { type: 'string' },
    fileName: { type: 'string' },
    fileSize: { type: 'integer' },
    folderCode: { type: 'string' },
    folderName: { type: 'string' },
  },
} as const;
export type SubmissionDocument = FromSchema<typeof submissionDocumentSchema>;

/** SPEC §3's ethics detail header label set, from the project, with the submission's acceptance number. */
export const ethicsHeaderSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'projectNo',
    'planCode',
    'approvalNumber',
    'trialCategory',
    'startDate',
    'deptName',
    'sponsorName',
    'initiatingUnit',
    'acceptNumber',
    'leadResearcher',
    'financeCode',
    'ethicsApprovalNumber',
    'ethicsAcceptNumber',
  ],
  properties: {
    projectNo: nullableString,
    planCode: nullableString,
    approvalNumber: nullableString,
    trialCategory: nullableString,
    startDate: nullableString,
    deptName: nullableString,
    sponsorName: nullableString,
    initiatingUnit: nullableString,
    /** The institution's acceptance number of the project. */
    acceptNumber: nullableString,
    leadResearcher: nullableString,
    financeCode: nullableString,
    /** The project's ethics approval number (伦理批件号). */
    ethicsApprovalNumber: nullableString,
    /** This submission's acceptance number (审查受理号) once accepted, else the project's. */
    ethicsAcceptNumber: nullableString,
  },
} as const;
export type EthicsHeader = FromSchema<typeof ethicsHeaderSchema>;

export const submissionEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'action', 'fromStatus', 'toStatus', 'actorName', 'reason'],
  properties: {
    at: { type: 'string' },
    action: { type: 'string' },
    fromStatus: { anyOf: [{ type: 'string', enum: SUBMISSION_STATUSES }, { type: 'null' }] },
    toStatus: { type: 'string', enum: SUBMISSION_STATUSES },
    actorName: { type: 'string' },
    reason: nullableString,
  },
} as const;
export type SubmissionEvent = FromSchema<typeof submissionEventSchema>;

export const submissionDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...submissionRowSchema.required,
    'notes',
    'returnReason',
    'acceptedAt',
    'createdBy',
    'createdAt',
    'header',
    'documents',
    'history',
  ],
  properties: {
    ...rowProperties,
    notes: nullableString,
    /** Why the secretary returned it last (while it is returned). */
    returnReason: nullableString,
    acceptedAt: nullableString,
    createdBy: { type: 'string' },
    createdAt: { type: 'string' },
    header: ethicsHeaderSchema,
    documents: { type: 'array', items: submissionDocumentSchema },
    /** Its status moves, oldest first. */
    history: { type: 'array', items: submissionEventSchema },
  },
} as const;
export type SubmissionDetail = FromSchema<typeof submissionDetailSchema>;

export const submissionListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: read,
  summary: "The project's submissions, newest first, paged; optionally of one status",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({ status: { type: 'string', enum: SUBMISSION_STATUSES } }),
    response: listEnvelope(submissionRowSchema),
  },
});

export const submissionDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/detail/:projectId/:id`,
  access: read,
  summary: 'A submission of the project with the ethics header, its documents and its history',
  schema: { params: projectRowParams, response: dataEnvelope(submissionDetailSchema) },
});

export const binderVersionsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/binder/:projectId`,
  access: read,
  summary:
    "The project's binder versions a submission may carry (not withdrawn), by folder and title, newest version first",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: submissionDocumentSchema }) },
});

export const SUBMISSION_DOCUMENTS_MAX = 50;

export const submissionSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: submit,
  summary:
    "Draft a submission (no id) or change a draft or returned one (id + version): type, title, notes and the project's binder versions it carries",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        type: { type: 'string', enum: SUBMISSION_TYPES },
        title: requiredText(120),
        notes: optionalText(2000, 'multi-line'),
        documentVersionIds: { type: 'array', items: idSchema, maxItems: SUBMISSION_DOCUMENTS_MAX, uniqueItems: true },
      },
      ['projectId', 'type', 'title', 'documentVersionIds'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type SubmissionSaveBody = FromSchema<typeof submissionSaveEndpoint.schema.body>;

const moveBody = jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, [
  'projectId',
  'id',
  'version',
]);

export const submissionSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/submit`,
  access: submit,
  summary: 'Submit a draft or returned submission to the committee (it must carry at least one document)',
  bodyType: 'json',
  schema: { body: moveBody, response: dataEnvelope(savedRowSchema) },
});

export const submissionWithdrawEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/withdraw`,
  access: submit,
  summary: 'Withdraw a submission that is not decided yet',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { projectId: idSchema, id: idSchema, version: versionSchema, reason: optionalText(500, 'multi-line') },
      ['projectId', 'id', 'version'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type SubmissionMoveBody = FromSchema<typeof submissionWithdrawEndpoint.schema.body>;

/** A carried version's bytes for the team (not an envelope); audited as document.view. */
export const submissionDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/download/:projectId/:id/:versionId`,
  access: read,
  summary:
    'A document version a submission of the project carries (cache-control: private, no-store; audited as document.view)',
  responseMediaTypes: DOCUMENT_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id', 'versionId'],
      properties: { projectId: idSchema, id: idSchema, versionId: idSchema },
    },
    response: { description: 'The file bytes' },
  },
});
