/**
 * Typed URL search params of list pages (filters and paging). Route files call
 * `listSearch` in `validateSearch`, which is in the main bundle: keep this file tiny.
 */
import { PAGE_SIZES } from '../../shared/domain/constants';

export interface PageSearch {
  /** 1-based. */
  page?: number;
  size?: number;
}

/** How a field is read: free text, a positive integer id, a YYYY-MM-DD day, or one of a list. */
export type FieldKind = 'text' | 'id' | 'day' | readonly string[];

export const idParam = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

function read(kind: FieldKind, value: unknown): string | number | undefined {
  if (kind === 'id') return idParam(value);
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (kind === 'day') return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
  if (kind === 'text') return text ? text.slice(0, 64) : undefined;
  return kind.includes(text) ? text : undefined;
}

/** Drops absent values so they stay out of the URL. */
export function compact<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as T;
}

/**
 * The read values with every named field present, undefined when absent or invalid: the
 * router lays a route's validated search over the raw params, so a field left out would let
 * the raw value through to the page.
 */
function withPaging(fields: [string, unknown][], search: Record<string, unknown>) {
  const size = Number(search.size);
  return {
    ...Object.fromEntries(fields),
    page: idParam(search.page),
    size: PAGE_SIZES.includes(size as never) ? size : undefined,
  };
}

/** A `validateSearch` for a list: the named filters plus `page` and `size` (SPEC §9 sizes). */
export function listSearch<T extends PageSearch>(spec: { [K in Exclude<keyof T, keyof PageSearch>]-?: FieldKind }) {
  return (search: Record<string, unknown>): T => {
    const fields = Object.entries(spec).map(([name, kind]): [string, unknown] => [
      name,
      read(kind as FieldKind, search[name]),
    ]);
    return withPaging(fields, search) as T;
  };
}

/** One list filter as the shared API declares it (JSON Schema). */
export interface FilterSchema {
  readonly type: string | readonly string[];
  readonly enum?: readonly (string | number | null)[];
  readonly format?: string;
  readonly maxLength?: number;
}

type FilterValue<S> = S extends { enum: readonly (infer V)[] }
  ? Exclude<V, null>
  : S extends { type: 'integer' }
    ? number
    : S extends { type: 'boolean' }
      ? boolean
      : string;

/** The typed search of a list whose filters are the API's: each filter optional, plus paging. */
export type SearchOf<F extends Record<string, FilterSchema>> = {
  -readonly [K in keyof F]?: FilterValue<F[K]>;
} & PageSearch;

function readFilter(schema: FilterSchema, value: unknown): string | number | boolean | undefined {
  if (schema.enum)
    return schema.enum.find((option) => option !== null && String(option) === String(value)) ?? undefined;
  if (schema.type === 'integer') return idParam(value);
  if (schema.type === 'boolean')
    return value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
  const text = read(schema.format?.startsWith('date') ? 'day' : 'text', value);
  return typeof text === 'string' && schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}

/**
 * A `validateSearch` read from the list endpoint's own filter schemas (shared/api), so the
 * URL takes exactly the values the API does; anything else falls back to 'no filter'.
 */
export function schemaSearch<F extends Record<string, FilterSchema>>(filters: F) {
  return (search: Record<string, unknown>): SearchOf<F> => {
    const fields = Object.entries(filters).map(([name, schema]): [string, unknown] => [
      name,
      readFilter(schema, search[name]),
    ]);
    return withPaging(fields, search) as SearchOf<F>;
  };
}
