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

/** A `validateSearch` for a list: the named filters plus `page` and `size` (SPEC §9 sizes). */
export function listSearch<T extends PageSearch>(spec: { [K in Exclude<keyof T, keyof PageSearch>]-?: FieldKind }) {
  return (search: Record<string, unknown>): T => {
    const size = Number(search.size);
    const fields = Object.entries(spec).map(([name, kind]) => [name, read(kind as FieldKind, search[name])]);
    return compact({
      ...Object.fromEntries(fields),
      page: idParam(search.page),
      size: PAGE_SIZES.includes(size as never) ? size : undefined,
    }) as T;
  };
}
