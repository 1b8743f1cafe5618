/**
 * The help center (always-added page HelpCenter, issue 29 item 9): articles named by the
 * permission catalogue's help ids, Markdown kept with versions in the system's own help binder
 * (migration 047). Every signed-in user reads them (HelpCenter is every user's page); writing
 * a new version takes the button helpArticle:write. A new version never overwrites an older
 * one: the newest is effective, those before it superseded.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { HELP_BODY_MAX_LENGTH, HELP_ID_MAX_LENGTH, HELP_ID_PATTERN } from '../../domain/documents/help';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import {
  jsonBody,
  optionalText,
  pagedQuery,
  requiredText,
  searchTextSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/doc/help';
const helpIdSchema = { type: 'string', pattern: HELP_ID_PATTERN, maxLength: HELP_ID_MAX_LENGTH } as const;
const helpIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['helpId'],
  properties: { helpId: helpIdSchema },
} as const;
const nullableString = { type: ['string', 'null'] } as const;

const summaryProperties = {
  helpId: { type: 'string' },
  title: { type: 'string' },
  titleEn: nullableString,
  /** The effective version's number and when it was written. */
  number: { type: 'integer' },
  updatedAt: { type: 'string' },
} as const;
export const helpSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(summaryProperties) as (keyof typeof summaryProperties)[],
  properties: summaryProperties,
} as const;
export type HelpSummary = FromSchema<typeof helpSummarySchema>;

export const helpListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list`,
  access: 'session',
  summary: 'The help articles by title (the keyword finds titles in either language), paged',
  schema: { querystring: pagedQuery({ keyword: searchTextSchema }), response: listEnvelope(helpSummarySchema) },
});
export type HelpListQuery = FromSchema<typeof helpListEndpoint.schema.querystring>;

const articleProperties = {
  ...summaryProperties,
  body: { type: 'string' },
  /** SHA-256 (hex) of the body. */
  checksum: { type: 'string' },
  authorName: { type: 'string' },
  /** The article row's version, for the next save. */
  version: { type: 'integer' },
} as const;
export const helpArticleSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(articleProperties) as (keyof typeof articleProperties)[],
  properties: articleProperties,
} as const;
export type HelpArticle = FromSchema<typeof helpArticleSchema>;

export const helpArticleEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/article/:helpId`,
  access: 'session',
  summary: 'A help article: its effective version (Markdown)',
  notFoundWhen: 'no article has this help id',
  schema: { params: helpIdParams, response: dataEnvelope(helpArticleSchema) },
});

const versionProperties = {
  number: { type: 'integer' },
  status: { type: 'string', enum: ['effective', 'superseded'] },
  checksum: { type: 'string' },
  note: nullableString,
  authorName: { type: 'string' },
  createdAt: { type: 'string' },
} as const;
export const helpVersionSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(versionProperties) as (keyof typeof versionProperties)[],
  properties: versionProperties,
} as const;
export type HelpVersion = FromSchema<typeof helpVersionSchema>;

export const helpVersionsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/versions/:helpId`,
  access: 'session',
  summary: "A help article's versions, newest first",
  notFoundWhen: 'no article has this help id',
  schema: { params: helpIdParams, response: dataEnvelope({ type: 'array', items: helpVersionSchema }) },
});

export const helpSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/article/save`,
  access: { scope: 'system', button: 'helpArticle:write' },
  summary:
    "Write a help article's next version (the one before is superseded, never overwritten), or a new article with its first",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        helpId: helpIdSchema,
        title: requiredText(60),
        titleEn: optionalText(100),
        body: requiredText(HELP_BODY_MAX_LENGTH, 'multi-line'),
        note: optionalText(200),
        /** The article row's version the text was based on; absent for a new article. */
        version: versionSchema,
      },
      ['helpId', 'title', 'body'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['helpId', 'number', 'version'],
      properties: { helpId: { type: 'string' }, number: { type: 'integer' }, version: { type: 'integer' } },
    }),
  },
});
export type HelpSaveBody = FromSchema<typeof helpSaveEndpoint.schema.body>;
