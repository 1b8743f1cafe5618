/**
 * Archiving a project's binder at close (SPEC §4 archive and cancel-archive, /doc/*): the
 * binder's archives (the one in force and the cancelled ones), archiving a closed project's
 * binder and cancelling its archive (both signed), and the archive package's export (a zip of
 * index.json, index.sha256 and every version's file under its folder's path).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { signatureBodySchema, signatureSchema } from '../access';
import { ARCHIVE_STATUSES, ARCHIVE_TYPES } from '../../domain/documents/archive';
import { PROJECT_STATUSES } from '../../domain/study';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { ZIP_MEDIA_TYPES } from '../contract/media-types';
import { idSchema, jsonBody, optionalText, requiredText, versionSchema } from '../contract/staff-fields';

const BASE = '/api/doc/archive';
const nullableString = { type: ['string', 'null'] } as const;

const archiveProperties = {
  id: { type: 'integer' },
  archiveType: { type: 'string', enum: ARCHIVE_TYPES },
  status: { type: 'string', enum: ARCHIVE_STATUSES },
  note: nullableString,
  /** SHA-256 (hex) of the package's index.json, fixed when the binder was archived. */
  indexHash: { type: 'string' },
  folderCount: { type: 'integer' },
  documentCount: { type: 'integer' },
  fileCount: { type: 'integer' },
  totalBytes: { type: 'integer' },
  archivedByName: { type: 'string' },
  archivedAt: { type: 'string' },
  cancelledByName: nullableString,
  cancelledAt: nullableString,
  cancelReason: nullableString,
  /** The archiving and cancelling signatures, oldest first. */
  signatures: { type: 'array', items: signatureSchema },
  version: { type: 'integer' },
} as const;
export const binderArchiveSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(archiveProperties) as (keyof typeof archiveProperties)[],
  properties: archiveProperties,
} as const;
export type BinderArchive = FromSchema<typeof binderArchiveSchema>;

export const archiveListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'DocumentBinder', projectIdIn: 'params' },
  summary: "The binder's archive in force (if any), its archive history, and whether the project is closed",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId'],
      properties: { projectId: idSchema },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['projectStatus', 'closed', 'archived', 'archives'],
      properties: {
        projectStatus: { type: 'string', enum: PROJECT_STATUSES },
        /** Terminated or archived: the binder may be archived. */
        closed: { type: 'boolean' },
        /** The binder is archived now (read-only). */
        archived: { type: 'boolean' },
        /** Newest first; the first is the one in force when `archived`. */
        archives: { type: 'array', items: binderArchiveSchema },
      },
    }),
  },
});

export const archiveCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/create`,
  access: { scope: 'project', button: 'document:archive', projectIdIn: 'body' },
  summary:
    "Archive a closed project's binder (signed): its index is fixed with each file's SHA-256, and the binder becomes read-only",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        archiveType: { type: 'string', enum: ARCHIVE_TYPES },
        note: optionalText(200),
        signature: signatureBodySchema,
      },
      ['projectId', 'archiveType', 'signature'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'indexHash', 'fileCount'],
      properties: { id: { type: 'integer' }, indexHash: { type: 'string' }, fileCount: { type: 'integer' } },
    }),
  },
});
export type ArchiveCreateBody = FromSchema<typeof archiveCreateEndpoint.schema.body>;

export const archiveCancelEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/cancel`,
  access: { scope: 'project', button: 'document:archiveCancel', projectIdIn: 'body' },
  summary:
    "Cancel the binder's archive (signed, with the reason): the binder is writable again; the archive stays listed",
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
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' } },
    }),
  },
});
export type ArchiveCancelBody = FromSchema<typeof archiveCancelEndpoint.schema.body>;

/** The archive package as a zip (not an envelope), never cached; every export is audited. */
export const archiveExportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/export/:projectId/:id`,
  access: { scope: 'project', page: 'DocumentBinder', projectIdIn: 'params' },
  summary:
    "An archive's package as a zip: index.json, index.sha256 and the files under their folder paths (audited as docArchive.export)",
  responseMediaTypes: ZIP_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: { description: 'The zip' },
  },
});
