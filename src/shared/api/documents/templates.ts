/**
 * Directory templates (system page DocumentTemplates, SPEC §7 gctms directory templates): the
 * binder's folder structure, versioned. A new version is saved as a draft with its whole
 * folder tree (docTemplate:manage), then published: the one published version is what a new
 * project's binder is copied from; the previous published version retires.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { DOCUMENT_FILE_KINDS } from '../../domain/documents/uploads';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams, idSchema, jsonBody, optionalText, requiredText, versionSchema } from '../contract/staff-fields';

const BASE = '/api/doc/template';
export const TEMPLATE_VERSION_STATUSES = ['draft', 'published', 'retired'] as const;
export type TemplateVersionStatus = (typeof TEMPLATE_VERSION_STATUSES)[number];
/** Folder codes: '03' at the top, '03.01' below it (two levels). */
export const FOLDER_CODE_PATTERN = '^[0-9]{2}(\\.[0-9]{2})?$';
export const TEMPLATE_FOLDERS_MAX = 200;

export const allowedKindsSchema = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'string', enum: DOCUMENT_FILE_KINDS },
} as const;

const folderFields = {
  code: { type: 'string', pattern: FOLDER_CODE_PATTERN },
  name: requiredText(60),
  nameEn: optionalText(100),
  allowedKinds: allowedKindsSchema,
} as const;
const folderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'nameEn', 'allowedKinds'],
  properties: folderFields,
} as const;
export type TemplateFolder = FromSchema<typeof folderSchema>;

const versionSummary = {
  id: { type: 'integer' },
  number: { type: 'integer' },
  status: { type: 'string', enum: TEMPLATE_VERSION_STATUSES },
  note: { type: ['string', 'null'] },
  publishedAt: { type: ['string', 'null'] },
  createdBy: { type: 'string' },
  createdAt: { type: 'string' },
  version: { type: 'integer' },
} as const;
const versionSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(versionSummary) as (keyof typeof versionSummary)[],
  properties: versionSummary,
} as const;

export const templateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name', 'nameEn', 'versions'],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    nameEn: { type: ['string', 'null'] },
    versions: { type: 'array', items: versionSummarySchema },
  },
} as const;
export type DocTemplate = FromSchema<typeof templateSchema>;

export const templateListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list`,
  access: { scope: 'system', page: 'DocumentTemplates' },
  summary: 'The directory templates with their versions, newest first',
  schema: { response: dataEnvelope({ type: 'array', items: templateSchema }) },
});

export const templateVersionEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/version/:id`,
  access: { scope: 'system', page: 'DocumentTemplates' },
  summary: "A template version's folder tree in order",
  schema: {
    params: idParams('id'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['templateId', 'folders', ...versionSummarySchema.required],
      properties: {
        templateId: { type: 'integer' },
        folders: { type: 'array', items: folderSchema },
        ...versionSummary,
      },
    }),
  },
});

export const templateVersionSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/version/save`,
  access: { scope: 'system', button: 'docTemplate:manage' },
  summary: "A new draft version of a template with its whole folder tree (a '03.01' folder needs its '03')",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        templateId: idSchema,
        note: optionalText(200),
        folders: { type: 'array', minItems: 1, maxItems: TEMPLATE_FOLDERS_MAX, items: folderSchema },
      },
      ['templateId', 'note', 'folders'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'number', 'version'],
      properties: { id: { type: 'integer' }, number: { type: 'integer' }, version: { type: 'integer' } },
    }),
  },
});
export type TemplateVersionSaveBody = FromSchema<typeof templateVersionSaveEndpoint.schema.body>;

export const templateVersionPublishEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/version/publish`,
  access: { scope: 'system', button: 'docTemplate:manage' },
  summary: 'Publish a draft version; the published one before it retires. New projects get its folders',
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema }, ['id', 'version']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' } },
    }),
  },
});
