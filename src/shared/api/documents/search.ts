/**
 * The document search (system page DocumentSearch, issue 29 item 8): documents by title,
 * folder, status, expiry and uploader across the projects where the caller holds project page
 * DocumentBinder (which rows to show, not a permission check: the declared access is system
 * page DocumentSearch), each with its project, folder and current version (the effective one,
 * else the newest); the text of documents is not searched.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { DOCUMENT_KIND_CODES, DOCUMENT_VERSION_STATUSES } from '../../domain/documents/versions';
import { defineEndpoint } from '../contract/endpoint';
import { listEnvelope } from '../contract/envelope';
import { pagedQuery } from '../contract/staff-fields';
import { documentSearchFilters } from './list-filters';

const nullableString = { type: ['string', 'null'] } as const;

const rowProperties = {
  documentId: { type: 'integer' },
  projectId: { type: 'integer' },
  projectName: { type: 'string' },
  folderId: { type: 'integer' },
  folderCode: { type: 'string' },
  folderName: { type: 'string' },
  folderNameEn: nullableString,
  title: { type: 'string' },
  kind: { type: 'string', enum: DOCUMENT_KIND_CODES },
  /** The current version: its number, status, dates, uploader. */
  versionId: { type: 'integer' },
  number: { type: 'integer' },
  status: { type: 'string', enum: DOCUMENT_VERSION_STATUSES },
  effectiveOn: nullableString,
  expiresOn: nullableString,
  uploaderName: { type: 'string' },
  uploadedAt: { type: 'string' },
} as const;
export const documentSearchRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(rowProperties) as (keyof typeof rowProperties)[],
  properties: rowProperties,
} as const;
export type DocumentSearchRow = FromSchema<typeof documentSearchRowSchema>;

export const documentSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doc/document/search',
  access: { scope: 'system', page: 'DocumentSearch' },
  summary:
    "Documents across the caller's binders (projects where they hold DocumentBinder) by title, folder, status, expiry and uploader, by project then title, paged",
  schema: { querystring: pagedQuery(documentSearchFilters), response: listEnvelope(documentSearchRowSchema) },
});
export type DocumentSearchQuery = FromSchema<typeof documentSearchEndpoint.schema.querystring>;
