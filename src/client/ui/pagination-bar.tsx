/**
 * The list pager (SPEC §2, §9): total, previous, page buttons, next, page sizes and a
 * 'go to page' box. Plain HTML (portal.css), so the public home page hydrates without MUI.
 */
import type { KeyboardEvent } from 'react';
import { FIRST_PAGE, PAGE_SIZES } from '../../shared/domain/constants';
import { format, useMessages } from '../lib/i18n';
import { paginationBarMessages } from './pagination-bar-messages';
import { PlainInput, PlainSelect } from './plain-input';
import { useFollowingState } from '../lib/use-following-state';
import { icon } from './icon';
import { type PagerItem, pagerItems } from './pager-items';

const PreviousIcon = icon('M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z');
const NextIcon = icon('M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');

export interface PaginationBarProps {
  total: number;
  /** Said instead of the pager's own '{total} in total' (e.g. an estimated total). */
  totalText?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(FIRST_PAGE, Math.ceil(total / pageSize));
}

/** The page a typed value leads to: clamped to the pages there are; undefined if not a number. */
export function clampPage(input: string, pages: number): number | undefined {
  const value = Number.parseInt(input.trim(), 10);
  if (Number.isNaN(value)) return undefined;
  return Math.min(Math.max(value, FIRST_PAGE), pages);
}

function Jumper({ page, pages, onPageChange }: { page: number; pages: number; onPageChange: (page: number) => void }) {
  const t = useMessages(paginationBarMessages);
  const [text, setText] = useFollowingState(String(page));
  const go = () => {
    const target = clampPage(text, pages);
    setText(String(target ?? page));
    if (target !== undefined && target !== page) onPageChange(target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      go();
    }
  };
  return (
    <div className="portal-jumper">
      <span aria-hidden>{t.goTo}</span>
      <PlainInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setText(String(page))}
        aria-label={t.jumpTo}
        inputMode="numeric"
        enterKeyHint="go"
      />
      {t.page && <span aria-hidden>{t.page}</span>}
    </div>
  );
}

function PagerButton({ item, onPageChange }: { item: PagerItem; onPageChange: (page: number) => void }) {
  const t = useMessages(paginationBarMessages);
  if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') return <span aria-hidden>…</span>;
  if (item.type === 'page') {
    return (
      <button
        type="button"
        className="portal-page"
        onClick={() => item.selected || onPageChange(item.page)}
        aria-current={item.selected ? 'page' : undefined}
        aria-label={format(t.pageN, { page: item.page })}
      >
        {item.page}
      </button>
    );
  }
  const { page, disabled } = item;
  return (
    <button
      type="button"
      className="portal-page"
      onClick={() => onPageChange(page)}
      disabled={disabled}
      aria-label={item.type === 'previous' ? t.previous : t.next}
    >
      {item.type === 'previous' ? <PreviousIcon /> : <NextIcon />}
    </button>
  );
}

export function PaginationBar({
  total,
  totalText,
  page,
  pageSize,
  pageSizes = PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
}: PaginationBarProps) {
  const t = useMessages(paginationBarMessages);
  const pages = pageCount(total, pageSize);
  const current = Math.min(page, pages);
  const items = pagerItems(pages, current);
  return (
    <div data-testid="pagination-bar" className="portal-pager">
      <span data-testid="pagination-total">{totalText ?? format(t.total, { total })}</span>
      <nav aria-label={t.navigation}>
        <ul>
          {items.map((item) => (
            <li key={item.type === 'page' ? item.page : item.type}>
              <PagerButton item={item} onPageChange={onPageChange} />
            </li>
          ))}
        </ul>
      </nav>
      <PlainSelect
        value={pageSize}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
        aria-label={t.pageSize}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {format(t.perPage, { size })}
          </option>
        ))}
      </PlainSelect>
      <Jumper page={current} pages={pages} onPageChange={onPageChange} />
    </div>
  );
}
