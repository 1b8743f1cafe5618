/**
 * A QC finding's evidence files (整改证明材料): the responsible member uploads each file
 * (image or PDF, the file store's size limit) before answering, bound to the project; the
 * answer names the returned file ids. Any member with the findings page reads them back.
 * Stored privately; served only here, after the project check.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FILE_NAME_MAX_LENGTH } from '../../domain/study';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { STORED_FILE_MEDIA_TYPES } from '../contract/media-types';
import { idParams, idSchema } from '../contract/staff-fields';

const BASE = '/api/quality/finding/evidence';

export const evidenceFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fileId', 'name', 'size', 'mimeType', 'uploadedBy', 'createdAt'],
  properties: {
    /** The id the answer names in `evidence`. */
    fileId: { type: 'integer' },
    name: { type: 'string' },
    size: { type: 'integer' },
    mimeType: { type: 'string' },
    uploadedBy: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

export const evidenceUploadEndpoint = defineEndpoint({
  method: 'POST',
  // The project id is a path parameter: the body is the file's bytes, and access is checked before they are read.
  path: `${BASE}/upload/:projectId`,
  access: { scope: 'project', button: 'qcFinding:answer', projectIdIn: 'params' },
  summary:
    "Upload a finding's evidence file (image or PDF; body: its bytes, application/octet-stream); stored privately",
  bodyType: 'binary',
  schema: {
    params: idParams('projectId'),
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', format: 'single-line', minLength: 1, maxLength: FILE_NAME_MAX_LENGTH } },
    },
    body: { description: 'The file bytes' },
    response: dataEnvelope(evidenceFileSchema),
  },
});

/** The evidence file's bytes (not an envelope), never cached. */
export const evidenceDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId/:fileId`,
  access: { scope: 'project', page: 'QualityFindings', projectIdIn: 'params' },
  summary: "A finding's evidence file of the project (cache-control: private, no-store)",
  responseMediaTypes: STORED_FILE_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'fileId'],
      properties: { projectId: idSchema, fileId: idSchema },
    },
    response: { description: 'The file bytes' },
  },
});

/** The evidence files a finding's answer names, with their names (in the answer's order). */
export const findingEvidenceEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/of/:projectId/:findingId`,
  access: { scope: 'project', page: 'QualityFindings', projectIdIn: 'params' },
  summary: "The evidence files of one of the project's findings: name, size, type, who uploaded them and when",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'findingId'],
      properties: { projectId: idSchema, findingId: idSchema },
    },
    response: dataEnvelope({ type: 'array', items: evidenceFileSchema }),
  },
});

export type EvidenceFile = FromSchema<typeof evidenceFileSchema>;
