/**
 * A project's binder (project page DocumentBinder, SPEC §7 /doc/*): its folder tree with
 * document counts, a folder's documents (paged), a document's versions, uploads and
 * downloads. Uploads send the file's raw bytes (application/octet-stream) with the metadata
 * in the querystring, after access is checked; a new version never overwrites an older one.
 * Only a draft version is deleted (and its document with it when it was the only version).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { EXPIRY_STATES } from '../../domain/documents/expiry';
import { DOCUMENT_KIND_CODES, DOCUMENT_VERSION_STATUSES, UPLOAD_STATUSES } from '../../domain/documents/versions';
import { FILE_NAME_MAX_LENGTH } from '../../domain/study';
import { calendarDateSchema } from '../contract/formats';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { DOCUMENT_MEDIA_TYPES } from '../contract/media-types';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  requiredText,
  versionSchema,
} from '../contract/staff-fields';
import { allowedKindsSchema } from './templates';

const BASE = '/api/doc';
const read = { scope: 'project', page: 'DocumentBinder', projectIdIn: 'params' } as const;
const upload = { scope: 'project', button: 'document:upload', projectIdIn: 'params' } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const folderSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'parentId',
    'code',
    'name',
    'nameEn',
    'sort',
    'allowedKinds',
    'fromTemplate',
    'documentCount',
    'expiredCount',
    'dueCount',
  ],
  properties: {
    id: { type: 'integer' },
    parentId: { type: ['integer', 'null'] },
    code: { type: 'string' },
    name: { type: 'string' },
    nameEn: nullableString,
    sort: { type: 'integer' },
    allowedKinds: allowedKindsSchema,
    /** Copied from a directory template (false: added to this project). */
    fromTemplate: { type: 'boolean' },
    /** Documents filed directly in this folder. */
    documentCount: { type: 'integer' },
    /** Of them, those whose effective version has expired (docs/documents.md 'Expiry'). */
    expiredCount: { type: 'integer' },
    /** Of them, those whose effective version is due to expire (the site's 'documents due within N days'). */
    dueCount: { type: 'integer' },
  },
} as const;
export type BinderFolder = FromSchema<typeof folderSchema>;

export const folderTreeEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/folder/tree/:projectId`,
  access: read,
  summary: "The project's binder folders in tree order, each with its number of documents",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: folderSchema }) },
});

export const folderAddEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/folder/add`,
  access: { scope: 'project', button: 'document:folder', projectIdIn: 'body' },
  summary: 'Add a folder to the project (top level, or under a top-level folder); its code is the next free one',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        parentId: { anyOf: [idSchema, { type: 'null' }] },
        name: requiredText(60),
        nameEn: optionalText(100),
        allowedKinds: allowedKindsSchema,
      },
      ['projectId', 'parentId', 'name', 'nameEn', 'allowedKinds'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'code'],
      properties: { id: { type: 'integer' }, code: { type: 'string' } },
    }),
  },
});
export type FolderAddBody = FromSchema<typeof folderAddEndpoint.schema.body>;

const versionProperties = {
  id: { type: 'integer' },
  number: { type: 'integer' },
  status: { type: 'string', enum: DOCUMENT_VERSION_STATUSES },
  effectiveOn: nullableString,
  expiresOn: nullableString,
  fileName: { type: 'string' },
  fileSize: { type: 'integer' },
  mimeType: { type: 'string' },
  /** SHA-256 of the bytes, hex. */
  checksum: { type: 'string' },
  note: nullableString,
  uploaderName: { type: 'string' },
  uploadedAt: { type: 'string' },
  version: { type: 'integer' },
} as const;
export const documentVersionSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(versionProperties) as (keyof typeof versionProperties)[],
  properties: versionProperties,
} as const;
export type DocumentVersion = FromSchema<typeof documentVersionSchema>;

export const documentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'folderId', 'title', 'kind', 'ownerName', 'versionCount', 'current', 'expiry', 'version'],
  properties: {
    id: { type: 'integer' },
    folderId: { type: 'integer' },
    title: { type: 'string' },
    kind: { type: 'string', enum: DOCUMENT_KIND_CODES },
    ownerName: { type: 'string' },
    versionCount: { type: 'integer' },
    /** The version in force (the effective one), else the newest. */
    current: documentVersionSchema,
    /** The effective version's expiry today: 'expired', 'due' (within the site's N days), else null. */
    expiry: { type: ['string', 'null'], enum: [...EXPIRY_STATES, null] },
    version: { type: 'integer' },
  },
} as const;
export type BinderDocument = FromSchema<typeof documentSchema>;

export const documentListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/document/list/:projectId`,
  access: read,
  summary: "A folder's documents by title, paged, each with its current version (expiry: only the due or expired ones)",
  schema: {
    params: idParams('projectId'),
    querystring: {
      ...pagedQuery({ folderId: idSchema, expiry: { type: 'string', enum: EXPIRY_STATES } }),
      required: ['folderId'],
    },
    response: listEnvelope(documentSchema),
  },
});

const uploadFields = {
  name: { type: 'string', format: 'single-line', minLength: 1, maxLength: FILE_NAME_MAX_LENGTH },
  status: { type: 'string', enum: UPLOAD_STATUSES },
  effectiveOn: calendarDateSchema,
  expiresOn: calendarDateSchema,
  note: optionalText(200),
} as const;
const uploaded = dataEnvelope({
  type: 'object',
  additionalProperties: false,
  required: ['documentId', 'version', 'versionId', 'number'],
  properties: {
    documentId: { type: 'integer' },
    /** The document row's version after the upload. */
    version: { type: 'integer' },
    versionId: { type: 'integer' },
    number: { type: 'integer' },
  },
});

export const documentCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/document/upload/:projectId`,
  access: upload,
  summary:
    'File a new document in a folder with its first version (body: the bytes, application/octet-stream; a type the folder allows)',
  bodyType: 'binary',
  schema: {
    params: idParams('projectId'),
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['folderId', 'title', 'kind', 'name', 'status'],
      properties: {
        folderId: idSchema,
        title: requiredText(120),
        kind: { type: 'string', enum: DOCUMENT_KIND_CODES },
        ...uploadFields,
      },
    },
    body: { description: 'The file bytes' },
    response: uploaded,
  },
});
export type DocumentCreateQuery = FromSchema<typeof documentCreateEndpoint.schema.querystring>;

export const versionUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/document/version/upload/:projectId`,
  access: upload,
  summary: "Upload a document's next version (never overwrites; an effective one supersedes the effective before it)",
  bodyType: 'binary',
  schema: {
    params: idParams('projectId'),
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['documentId', 'version', 'name', 'status'],
      properties: { documentId: idSchema, version: versionSchema, ...uploadFields },
    },
    body: { description: 'The file bytes' },
    response: uploaded,
  },
});
export type VersionUploadQuery = FromSchema<typeof versionUploadEndpoint.schema.querystring>;

const documentParams = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'id'],
  properties: { projectId: idSchema, id: idSchema },
} as const;

export const versionListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/document/versions/:projectId/:id`,
  access: read,
  summary: "A document's versions, newest first",
  schema: { params: documentParams, response: dataEnvelope({ type: 'array', items: documentVersionSchema }) },
});

/** A version's bytes (not an envelope), never cached; every download is audited as a view. */
export const versionDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/document/download/:projectId/:id`,
  access: read,
  summary: "A document version's file (cache-control: private, no-store; audited as document.view)",
  responseMediaTypes: DOCUMENT_MEDIA_TYPES,
  schema: { params: documentParams, response: { description: 'The file bytes' } },
});

export const versionDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/document/version/delete`,
  access: { scope: 'project', button: 'document:upload', projectIdIn: 'body' },
  summary: 'Delete a draft version (and its document when it was the only version); other versions stay',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, ['projectId', 'id', 'version']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['documentDeleted'],
      properties: { documentDeleted: { type: 'boolean' } },
    }),
  },
});
export type VersionDeleteBody = FromSchema<typeof versionDeleteEndpoint.schema.body>;
