/**
 * JSON Schema fragments the staff declarations share: ids, row versions, paging, dates,
 * and the field formats of people (user name, phone, e-mail). Lengths are counted in
 * characters, so Chinese text gets the same room as Latin text.
 */
import { type TextFormat, singleLine } from './formats';

const INT_MAX = 2_147_483_647;

export const idSchema = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/** What a write based on a stale row version is answered (code '100'), in each UI language. */
export const STALE_VERSION_TEXT = {
  'zh-CN': '数据已被他人修改，请刷新后重试',
  en: 'Someone else changed this data: refresh and try again',
} as const;

/** The answer without Accept-Language (zh-CN). */
export const STALE_VERSION_MESSAGE = STALE_VERSION_TEXT['zh-CN'];

/** Forms recognise a stale-version refusal by its text, in whichever language it came. */
export const isStaleVersionMessage = (message: string): boolean =>
  message === STALE_VERSION_TEXT['zh-CN'] || message === STALE_VERSION_TEXT.en;

/** The row version a write was based on; a stale one is refused (SUITE.md 'Writes'). */
export const versionSchema = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/**
 * Text that must hold at least one non-blank character; one line unless `kind` is
 * 'multi-line' (descriptions, notes, reasons). Both refuse control characters (formats.ts).
 */
export const requiredText = (maxLength: number, kind: TextFormat = 'single-line') =>
  ({ type: 'string', format: kind, minLength: 1, maxLength, pattern: '\\S' }) as const;

/** Optional text: null (or an absent field) clears it. */
export const optionalText = (maxLength: number, kind: TextFormat = 'single-line') =>
  ({ type: ['string', 'null'], format: kind, maxLength }) as const;

export const userNameSchema = { type: 'string', format: 'single-line', pattern: '^[A-Za-z0-9_.-]{3,32}$' } as const;
/** A mainland China mobile number. */
export const phoneSchema = { type: 'string', format: 'single-line', pattern: '^1[3-9][0-9]{9}$' } as const;
export const emailSchema = {
  type: ['string', 'null'],
  format: 'single-line',
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
} as const;

/** Paging like the portal list: offset = page size × (page − 1). */
export const pagingProperties = {
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** A list's querystring: paging and the list's own filters; unknown parameters refused. */
export function pagedQuery<const F extends Record<string, unknown>>(filters: F) {
  return { type: 'object', additionalProperties: false, properties: { ...pagingProperties, ...filters } } as const;
}

/**
 * A date (YYYY-MM-DD, a day of the hospital's calendar, whole day included) or an
 * ISO 8601 instant with its offset. `from` is inclusive; a date-only `to` includes that day.
 */
export const dateBoundSchema = { type: 'string', format: 'date-or-instant', maxLength: 40 } as const;

export const searchTextSchema = singleLine(64);

/** A role as shown next to a user. */
export const roleRefSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name'],
  properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
} as const;

/** The formats of the suite's spreadsheet downloads and uploads: UTF-8 CSV and Excel .xlsx. */
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

/** An import template's querystring: the file format, .xlsx unless asked otherwise. */
export const spreadsheetFormatQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { format: { type: 'string', enum: SPREADSHEET_FORMATS, default: 'xlsx' } },
} as const;

/** A spreadsheet import's body: the file (base64, at most `maxBytes` decoded) and whether to apply it or only check. */
export function spreadsheetImportBody(maxBytes: number) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['projectId', 'fileName', 'content', 'apply'],
    properties: {
      projectId: idSchema,
      fileName: { ...singleLine(200), minLength: 1 },
      /** The file's bytes in base64. */
      content: { ...singleLine(Math.ceil(maxBytes / 3) * 4), minLength: 1 },
      apply: { type: 'boolean' },
    },
  } as const;
}

/** `{ id }` path parameters. */
export function idParams<const N extends string>(name: N) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [name],
    properties: { [name]: idSchema } as { [K in N]: typeof idSchema },
  } as const;
}

/** A JSON body: unknown fields refused. */
export function jsonBody<const P extends Record<string, unknown>, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

/** `/:projectId/:id` path parameters: one row of a project. */
export const projectRowParams = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'id'],
  properties: { projectId: idSchema, id: idSchema },
} as const;

/** The body fields naming one row of a project at the version a write was based on (none for a new row). */
export const projectRowRefProperties = { projectId: idSchema, id: idSchema, version: versionSchema } as const;

/** Who created a row and when, when it last changed, and its version: the tail of every editable row. */
export const rowAuthorProperties = {
  createdBy: { type: 'string' },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  version: { type: 'integer' },
} as const;
export const ROW_AUTHOR_REQUIRED = ['createdBy', 'createdAt', 'updatedAt', 'version'] as const;

/** What a write answers: the row's id and its new version. */
export const savedRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version'],
  properties: { id: { type: 'integer' }, version: { type: 'integer' } },
} as const;
