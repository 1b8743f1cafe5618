/**
 * The querystring of a list's Excel export: the list's own querystring without its paging,
 * so the export takes every filter (and sort) of the list, and keeps taking them when the
 * list gains one.
 */

/** The most rows an export writes; a larger one is refused, asking for narrower filters. */
export const LIST_EXPORT_MAX_ROWS = 10_000;

type Paging = 'offset' | 'limit';

/** `{ type: 'object', properties }` of a list's querystring properties, paging left out. */
export function exportQuery<const P extends Record<string, unknown>>(listProperties: P) {
  const filters = Object.fromEntries(
    Object.entries(listProperties).filter(([name]) => name !== 'offset' && name !== 'limit'),
  ) as Omit<P, Paging>;
  return { type: 'object', additionalProperties: false, properties: filters } as const;
}
