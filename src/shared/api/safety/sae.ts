/**
 * SAE reports (SPEC §7 gcpSaeRecord, page SafetySae): a serious adverse event of a project's
 * AE reported to the sponsor within 24 hours of the site learning of it (due-dates.ts
 * saeDue). Drafts are saved by sae:update, submitted and revised through the shared record
 * lifecycle (sae:submit; safety-records.ts) and numbered SAE-<project>-<year>-<seq> at the
 * first submission; sae:assign names the team member who handles it. Documents (images or
 * PDF) are attached privately and read back only through the project. Subjects are named
 * by subject number and initials only.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FILE_NAME_MAX_LENGTH } from '../../domain/study';
import { SERIOUSNESS_CRITERIA } from '../../domain/safety/records';
import { RECORD_BUTTONS } from '../../domain/safety/status';
import { defineEndpoint, endpointUrl } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { instantSchema } from '../contract/formats';
import { STORED_FILE_MEDIA_TYPES } from '../contract/media-types';
import {
  DUE_REQUIRED,
  RECORD_LIFECYCLE_REQUIRED,
  dueProperties,
  recordLifecycleEndpoints,
  recordLifecycleProperties,
} from './records';
import { saeListFilters } from './list-filters';
import {
  idParams,
  idSchema,
  jsonBody,
  pagedQuery,
  projectRowParams,
  projectRowRefProperties,
  requiredText,
  savedRowSchema,
} from '../contract/staff-fields';

export const SAE_BASE = '/api/trial/gcpSaeRecord';
/** What a form creates; 'summary' reports exist in the dictionary but are not written here. */
export const SAE_REPORT_TYPES = ['first', 'followup'] as const;
export type SaeReportType = (typeof SAE_REPORT_TYPES)[number];
export const SAE_DESCRIPTION_MAX = 2000;

const seriousnessSchema = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  maxItems: SERIOUSNESS_CRITERIA.length,
  items: { type: 'string', enum: SERIOUSNESS_CRITERIA },
} as const;

export const saeSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'reportNo',
    'reportType',
    'initialId',
    'initialNo',
    'aeId',
    'aeTerm',
    'subjectId',
    'subjectNumber',
    'subjectInitials',
    'learnedAt',
    'seriousness',
    'description',
    'assigneeId',
    'assigneeName',
    'attachmentCount',
    ...RECORD_LIFECYCLE_REQUIRED,
    ...DUE_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    /** Given at the first submission. */
    reportNo: { type: ['string', 'null'] },
    /** Dictionary reportType. */
    reportType: { type: 'string' },
    /** A follow-up's first report. */
    initialId: { type: ['integer', 'null'] },
    initialNo: { type: ['string', 'null'] },
    aeId: { type: 'integer' },
    aeTerm: { type: 'string' },
    subjectId: { type: 'integer' },
    subjectNumber: { type: ['string', 'null'] },
    subjectInitials: { type: ['string', 'null'] },
    /** ISO 8601 UTC: the 24-hour clock starts here. */
    learnedAt: { type: 'string' },
    seriousness: { type: 'array', items: { type: 'string', enum: SERIOUSNESS_CRITERIA } },
    description: { type: 'string' },
    assigneeId: { type: ['integer', 'null'] },
    /** The assignee's real name. */
    assigneeName: { type: ['string', 'null'] },
    attachmentCount: { type: 'integer' },
    ...recordLifecycleProperties,
    ...dueProperties,
  },
} as const;

export const saeAttachmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'fileId', 'name', 'size', 'mimeType', 'uploadedBy', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    fileId: { type: 'integer' },
    name: { type: 'string' },
    size: { type: 'integer' },
    mimeType: { type: 'string' },
    uploadedBy: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

export const saeDetailSchema = {
  ...saeSchema,
  required: [...saeSchema.required, 'attachments'],
  properties: { ...saeSchema.properties, attachments: { type: 'array', items: saeAttachmentSchema } },
} as const;

export const saeListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SAE_BASE}/list/:projectId`,
  access: { scope: 'project', page: 'SafetySae', projectIdIn: 'params' },
  summary: "A page of the project's SAE reports: overdue drafts first, then by due time",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(saeListFilters),
    response: listEnvelope(saeSchema),
  },
});

export const saeGetEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SAE_BASE}/get/:projectId/:id`,
  access: { scope: 'project', page: 'SafetySae', projectIdIn: 'params' },
  summary: 'One SAE report of the project with its attachments',
  schema: { params: projectRowParams, response: dataEnvelope(saeDetailSchema) },
});

export const saeSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SAE_BASE}/save`,
  access: { scope: 'project', button: 'sae:update', projectIdIn: 'body' },
  summary: 'Create an SAE draft from an AE of the project (no id) or edit a draft (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...projectRowRefProperties,
        /** An AE of the project; the subject is the AE's. Fixed once created. */
        aeId: idSchema,
        reportType: { type: 'string', enum: SAE_REPORT_TYPES },
        /** A follow-up names a submitted first report of the same AE. */
        initialId: { ...idSchema, type: ['integer', 'null'] },
        /** Not in the future. */
        learnedAt: instantSchema,
        seriousness: seriousnessSchema,
        description: requiredText(SAE_DESCRIPTION_MAX, 'multi-line'),
      },
      ['projectId', 'aeId', 'reportType', 'learnedAt', 'seriousness', 'description'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const saeAssignEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SAE_BASE}/assign`,
  access: { scope: 'project', button: 'sae:assign', projectIdIn: 'body' },
  summary: 'Name the project team member who handles an SAE report (null: nobody)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...projectRowRefProperties,
        assigneeId: { ...idSchema, type: ['integer', 'null'] },
      },
      ['projectId', 'id', 'version', 'assigneeId'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const saeAssigneeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'realName'],
  properties: { id: { type: 'integer' }, realName: { type: 'string' } },
} as const;

export const saeAssigneesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SAE_BASE}/assignees/:projectId`,
  access: { scope: 'project', page: 'SafetySae', projectIdIn: 'params' },
  summary: "The project's team members an SAE report can be assigned to",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: saeAssigneeSchema }) },
});

export const saeAttachmentUploadEndpoint = defineEndpoint({
  method: 'POST',
  // The project id is a path parameter: the body is the file's bytes, and access is checked before they are read.
  path: `${SAE_BASE}/attachment/upload/:projectId`,
  access: { scope: 'project', button: 'sae:update', projectIdIn: 'params' },
  summary:
    'Attach a document (image or PDF; body: its bytes, application/octet-stream) to an SAE draft; stored privately',
  bodyType: 'binary',
  schema: {
    params: idParams('projectId'),
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: {
        id: idSchema,
        name: { type: 'string', format: 'single-line', minLength: 1, maxLength: FILE_NAME_MAX_LENGTH },
      },
    },
    body: { description: 'The file bytes' },
    response: dataEnvelope(saeAttachmentSchema),
  },
});

/** The attachment's bytes (not an envelope), never cached. */
export const saeAttachmentDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SAE_BASE}/attachment/:projectId/:attachmentId`,
  access: { scope: 'project', page: 'SafetySae', projectIdIn: 'params' },
  summary: 'An SAE attachment of the project (cache-control: private, no-store)',
  responseMediaTypes: STORED_FILE_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'attachmentId'],
      properties: { projectId: idSchema, attachmentId: idSchema },
    },
    response: { description: 'The file bytes' },
  },
});

export const saeAttachmentDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SAE_BASE}/attachment/delete`,
  access: { scope: 'project', button: 'sae:update', projectIdIn: 'body' },
  summary: 'Remove an attachment from an SAE draft',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema, attachmentId: idSchema }, ['projectId', 'id', 'attachmentId']),
    response: dataEnvelope({ type: 'null' }),
  },
});

export const saeLifecycle = recordLifecycleEndpoints(SAE_BASE, 'SafetySae', RECORD_BUTTONS.sae, 'SAE report');

export const saeAttachmentUrl = (projectId: number, attachmentId: number) =>
  endpointUrl(saeAttachmentDownloadEndpoint, { projectId, attachmentId });

export type Sae = FromSchema<typeof saeSchema>;
export type SaeDetail = FromSchema<typeof saeDetailSchema>;
export type SaeAttachment = FromSchema<typeof saeAttachmentSchema>;
export type SaeAssignee = FromSchema<typeof saeAssigneeSchema>;
export type SaeListQuery = FromSchema<(typeof saeListEndpoint)['schema']['querystring']>;
export type SaeSaveBody = FromSchema<(typeof saeSaveEndpoint)['schema']['body']>;
export type SaeAssignBody = FromSchema<(typeof saeAssignEndpoint)['schema']['body']>;
