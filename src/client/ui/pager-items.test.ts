import { describe, expect, it } from 'vitest';
import { type PagerItem, pagerItems } from './pager-items';

/** The items as a pager shows them: ‹ 1 … 4 [5] 6 … 10 › */
function shown(items: PagerItem[]): string {
  return items
    .map((item) => {
      if (item.type === 'previous') return item.disabled ? '(‹)' : '‹';
      if (item.type === 'next') return item.disabled ? '(›)' : '›';
      if (item.type === 'page') return item.selected ? `[${item.page}]` : String(item.page);
      return '…';
    })
    .join(' ');
}

describe('pager items', () => {
  it('lays out pages as MUI Pagination does with one sibling and one boundary page', () => {
    expect(shown(pagerItems(1, 1))).toBe('(‹) [1] (›)');
    expect(shown(pagerItems(5, 1))).toBe('(‹) [1] 2 3 4 5 ›');
    expect(shown(pagerItems(10, 1))).toBe('(‹) [1] 2 3 4 5 … 10 ›');
    expect(shown(pagerItems(10, 5))).toBe('‹ 1 … 4 [5] 6 … 10 ›');
    expect(shown(pagerItems(10, 10))).toBe('‹ 1 … 6 7 8 9 [10] (›)');
    expect(shown(pagerItems(7, 4))).toBe('‹ 1 2 3 [4] 5 6 7 ›');
  });

  it('points previous and next at the neighbouring pages', () => {
    const items = pagerItems(10, 5);
    expect(items[0]).toEqual({ type: 'previous', page: 4, disabled: false });
    expect(items.at(-1)).toEqual({ type: 'next', page: 6, disabled: false });
  });
});
