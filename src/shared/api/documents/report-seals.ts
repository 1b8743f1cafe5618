/**
 * The institution's review and seal of a project's stage and final summary reports (issue 31
 * item 6, project page ReportSeals): an application names a version of the report in the
 * project's binder, the period it covers and notes; submitted, it runs on the approval
 * workflow (`REPORT_SEAL_WORKFLOW`, decided and signed on 我的审批 at /api/bpm/task/decide, each
 * decision signing the report version's document id, version number and file SHA-256); the
 * applicant takes a running one back at /api/bpm/instance/withdraw with its `instanceId`. The
 * last approval files the sealed PDF into the binder (`sealed`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INSTANCE_STATUSES } from '../../domain/work';
import { REPORT_SEAL_KINDS, REPORT_SEAL_STATUSES } from '../../domain/documents/report-seals';
import { DOCUMENT_VERSION_STATUSES } from '../../domain/documents/versions';
import { calendarDateSchema } from '../contract/formats';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  projectRowRefProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import { trailStepSchema } from '../work';

const BASE = '/api/doc/report-seal';
const nullableString = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const page = { scope: 'project', page: 'ReportSeals', projectIdIn: 'params' } as const;
const apply = { scope: 'project', button: 'reportSeal:apply', projectIdIn: 'body' } as const;

const approvalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['instanceId', 'status', 'startedBy', 'startedAt', 'endedAt', 'steps'],
  properties: {
    instanceId: { type: 'integer' },
    status: { type: 'string', enum: INSTANCE_STATUSES },
    startedBy: { type: 'string' },
    startedAt: { type: 'string' },
    endedAt: nullableString,
    steps: { type: 'array', items: trailStepSchema },
  },
} as const;

export const reportSealSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'kind',
    'documentId',
    'versionId',
    'title',
    'number',
    'fileName',
    'checksum',
    'periodFrom',
    'periodTo',
    'notes',
    'status',
    'applicantName',
    'submittedAt',
    'decidedAt',
    'sealedDocumentId',
    'sealedVersionId',
    'createdAt',
    'updatedAt',
    'version',
    'approvals',
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    kind: { type: 'string', enum: REPORT_SEAL_KINDS },
    /** The report: the binder document and the version applied for. */
    documentId: { type: 'integer' },
    versionId: { type: 'integer' },
    title: { type: 'string' },
    number: { type: 'integer' },
    fileName: { type: 'string' },
    /** SHA-256 of the report's file, hex: what every decision signs. */
    checksum: { type: 'string' },
    periodFrom: { type: 'string' },
    periodTo: { type: 'string' },
    notes: nullableString,
    status: { type: 'string', enum: REPORT_SEAL_STATUSES },
    applicantName: { type: 'string' },
    submittedAt: nullableString,
    decidedAt: nullableString,
    /** The sealed PDF in the binder once approved (open it on the binder's preview page). */
    sealedDocumentId: nullableInt,
    sealedVersionId: nullableInt,
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    version: { type: 'integer' },
    /** Its approvals, newest first, each with its steps and who decided them. */
    approvals: { type: 'array', items: approvalSchema },
  },
} as const;
export type ReportSeal = FromSchema<typeof reportSealSchema>;

export const reportSealListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: page,
  summary: "The project's report seal applications, newest first, each with its approvals",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: reportSealSchema }) },
});

const reportVersionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['versionId', 'documentId', 'folderCode', 'folderName', 'title', 'number', 'status', 'fileName'],
  properties: {
    versionId: { type: 'integer' },
    documentId: { type: 'integer' },
    folderCode: { type: 'string' },
    folderName: { type: 'string' },
    title: { type: 'string' },
    number: { type: 'integer' },
    status: { type: 'string', enum: DOCUMENT_VERSION_STATUSES },
    fileName: { type: 'string' },
  },
} as const;
export type ReportVersion = FromSchema<typeof reportVersionSchema>;

export const reportSealVersionsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/versions/:projectId`,
  access: page,
  summary: "The binder's document versions a report seal may name (draft or effective, not the filed records)",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: reportVersionSchema }) },
});

export const reportSealSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: apply,
  summary: 'Create a report seal application as a draft, or change a draft or rejected one (with its version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        kind: { type: 'string', enum: REPORT_SEAL_KINDS },
        versionId: idSchema,
        periodFrom: calendarDateSchema,
        periodTo: calendarDateSchema,
        notes: optionalText(1000, 'multi-line'),
      },
      ['projectId', 'kind', 'versionId', 'periodFrom', 'periodTo'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type ReportSealSaveBody = FromSchema<typeof reportSealSaveEndpoint.schema.body>;

export const reportSealSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/submit`,
  access: apply,
  summary: 'Submit a draft or rejected application: it goes in review and its approval starts (decided on 我的审批)',
  bodyType: 'json',
  schema: {
    body: jsonBody(projectRowRefProperties, ['projectId', 'id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});
export type ReportSealSubmitBody = FromSchema<typeof reportSealSubmitEndpoint.schema.body>;
