/**
 * The buttons of a pager, as MUI's Pagination lays them out with one sibling and one
 * boundary page: previous, 1, …, the page and its neighbours, …, the last page, next.
 * Written out here so the public home page's pager needs no MUI code.
 */
export type PagerItem =
  | { type: 'previous'; page: number; disabled: boolean }
  | { type: 'next'; page: number; disabled: boolean }
  | { type: 'page'; page: number; selected: boolean }
  | { type: 'start-ellipsis' }
  | { type: 'end-ellipsis' };

const SIBLINGS = 1;
const BOUNDARY = 1;

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

/** Items for `page` of `count` pages (both 1-based; count at least 1). */
export function pagerItems(count: number, page: number): PagerItem[] {
  const startPages = range(1, Math.min(BOUNDARY, count));
  const endPages = range(Math.max(count - BOUNDARY + 1, BOUNDARY + 1), count);
  const siblingsStart = Math.max(Math.min(page - SIBLINGS, count - BOUNDARY - SIBLINGS * 2 - 1), BOUNDARY + 2);
  const siblingsEnd = Math.min(Math.max(page + SIBLINGS, BOUNDARY + SIBLINGS * 2 + 2), count - BOUNDARY - 1);
  const before: (number | 'start-ellipsis')[] =
    siblingsStart > BOUNDARY + 2 ? ['start-ellipsis'] : BOUNDARY + 1 < count - BOUNDARY ? [BOUNDARY + 1] : [];
  const after: (number | 'end-ellipsis')[] =
    siblingsEnd < count - BOUNDARY - 1 ? ['end-ellipsis'] : count - BOUNDARY > BOUNDARY ? [count - BOUNDARY] : [];
  const middle = [...startPages, ...before, ...range(siblingsStart, siblingsEnd), ...after, ...endPages];
  return [
    { type: 'previous', page: page - 1, disabled: page <= 1 },
    ...middle.map((item): PagerItem =>
      typeof item === 'number' ? { type: 'page', page: item, selected: item === page } : { type: item },
    ),
    { type: 'next', page: page + 1, disabled: page >= count },
  ];
}
