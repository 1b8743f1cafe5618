/**
 * JSON Schema fragments the staff declarations share: ids, row versions, paging, dates,
 * and the field formats of people (user name, phone, e-mail). Lengths are counted in
 * characters, so Chinese text gets the same room as Latin text.
 */

const INT_MAX = 2_147_483_647;

export const idSchema = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/** What a write based on a stale row version is answered (code '100'); forms recognise it by this text. */
export const STALE_VERSION_MESSAGE = '数据已被他人修改，请刷新后重试';

/** The row version a write was based on; a stale one is refused (SUITE.md 'Writes'). */
export const versionSchema = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/** Text that must hold at least one non-blank character. */
export const requiredText = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/** Optional text: null (or an absent field) clears it. */
export const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const userNameSchema = { type: 'string', pattern: '^[A-Za-z0-9_.-]{3,32}$' } as const;
/** A mainland China mobile number. */
export const phoneSchema = { type: 'string', pattern: '^1[3-9][0-9]{9}$' } as const;
export const emailSchema = {
  type: ['string', 'null'],
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
} as const;

/** Paging like the portal list: offset = page size × (page − 1). */
export const pagingProperties = {
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/**
 * A date (YYYY-MM-DD, a day in China Standard Time, UTC+8, whole day included) or an
 * ISO 8601 instant with its offset. `from` is inclusive; a date-only `to` includes that day.
 */
export const dateBoundSchema = {
  type: 'string',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$',
} as const;

export const searchTextSchema = { type: 'string', maxLength: 64 } as const;

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

/** What a write answers: the row's id and its new version. */
export const savedRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version'],
  properties: { id: { type: 'integer' }, version: { type: 'integer' } },
} as const;
