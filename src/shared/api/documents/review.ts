/**
 * Review and approval of a binder's document versions (issue 29 part 3): a draft is submitted
 * for review on the approval workflow (`DOCUMENT_WORKFLOWS.review`, decided and signed on 我的审批
 * at /api/bpm/task/decide); its approvals show in the versions dialog; an effective version is
 * withdrawn with a signature; each version's signatures make its manifest (project page
 * DocumentSignatures), every signature checked against the version now. The content a
 * signature covers includes the document's id and title, the version's number and its file's
 * SHA-256.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { DECISIONS, INSTANCE_STATUSES } from '../../domain/work';
import { DOCUMENT_KIND_CODES, DOCUMENT_VERSION_STATUSES } from '../../domain/documents/versions';
import { signatureBodySchema, signatureSchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { idParams, idSchema, jsonBody, pagedQuery, requiredText, versionSchema } from '../contract/staff-fields';
import { trailStepSchema } from '../work';

const BASE = '/api/doc';
const nullableString = { type: ['string', 'null'] } as const;
const versionParams = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'id'],
  properties: { projectId: idSchema, id: idSchema },
} as const;
const savedVersion = dataEnvelope({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version'],
  properties: { id: { type: 'integer' }, version: { type: 'integer' } },
});

export const versionSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/document/version/submit`,
  access: { scope: 'project', button: 'document:upload', projectIdIn: 'body' },
  summary: 'Submit a draft version for review: it goes in review and its approval starts (decided on 我的审批)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, ['projectId', 'id', 'version']),
    response: savedVersion,
  },
});
export type VersionSubmitBody = FromSchema<typeof versionSubmitEndpoint.schema.body>;

export const versionWithdrawEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/document/version/withdraw`,
  access: { scope: 'project', button: 'document:withdraw', projectIdIn: 'body' },
  summary: 'Withdraw an effective version (signed, with the reason): it is no longer in force and stays readable',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        reason: requiredText(200),
        signature: signatureBodySchema,
      },
      ['projectId', 'id', 'version', 'reason', 'signature'],
    ),
    response: savedVersion,
  },
});
export type VersionWithdrawBody = FromSchema<typeof versionWithdrawEndpoint.schema.body>;

export const versionApprovalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['versionId', 'instanceId', 'status', 'startedBy', 'startedAt', 'endedAt', 'steps'],
  properties: {
    versionId: { type: 'integer' },
    instanceId: { type: 'integer' },
    status: { type: 'string', enum: INSTANCE_STATUSES },
    startedBy: { type: 'string' },
    startedAt: { type: 'string' },
    endedAt: nullableString,
    steps: { type: 'array', items: trailStepSchema },
  },
} as const;
export type VersionApproval = FromSchema<typeof versionApprovalSchema>;

export const documentApprovalsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/document/approvals/:projectId/:id`,
  access: { scope: 'project', page: 'DocumentBinder', projectIdIn: 'params' },
  summary: "The review approvals of a document's versions, newest first, each with its steps",
  schema: { params: versionParams, response: dataEnvelope({ type: 'array', items: versionApprovalSchema }) },
});

const read = { scope: 'project', page: 'DocumentSignatures', projectIdIn: 'params' } as const;

const manifestSignatureSchema = {
  ...signatureSchema,
  required: [...signatureSchema.required, 'source', 'stepName', 'comment'],
  properties: {
    ...signatureSchema.properties,
    /** decision: a review step's approve or reject; withdraw: the version's withdrawal. */
    source: { type: 'string', enum: [...DECISIONS, 'withdraw'] },
    /** The review step's name (审核, 批准…); null for a withdrawal. */
    stepName: nullableString,
    /** The decision's comment or the withdrawal's reason. */
    comment: nullableString,
  },
} as const;
export type ManifestSignature = FromSchema<typeof manifestSignatureSchema>;

export const signedVersionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'documentId',
    'title',
    'kind',
    'folderName',
    'number',
    'status',
    'effectiveOn',
    'fileName',
    'checksum',
    'signatureCount',
  ],
  properties: {
    id: { type: 'integer' },
    documentId: { type: 'integer' },
    title: { type: 'string' },
    kind: { type: 'string', enum: DOCUMENT_KIND_CODES },
    folderName: { type: 'string' },
    number: { type: 'integer' },
    status: { type: 'string', enum: DOCUMENT_VERSION_STATUSES },
    effectiveOn: nullableString,
    fileName: { type: 'string' },
    /** SHA-256 of the file, hex. */
    checksum: { type: 'string' },
    signatureCount: { type: 'integer' },
  },
} as const;
export type SignedVersion = FromSchema<typeof signedVersionSchema>;

export const signedVersionListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/signature/list/:projectId`,
  access: read,
  summary: "The project's document versions that carry signatures, newest first, paged",
  schema: { params: idParams('projectId'), querystring: pagedQuery({}), response: listEnvelope(signedVersionSchema) },
});

export const signatureManifestEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/signature/manifest/:projectId/:id`,
  access: read,
  summary: "A version's signature manifest: the version and each signature, checked against the version now",
  schema: {
    params: versionParams,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['version', 'signatures'],
      properties: {
        version: signedVersionSchema,
        signatures: { type: 'array', items: manifestSignatureSchema },
      },
    }),
  },
});
export type SignatureManifest = FromSchema<typeof signatureManifestEndpoint.schema.response>['data'];
