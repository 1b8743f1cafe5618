/**
 * The list pager (SPEC §2, §9): total, previous, page buttons, next, page sizes and a
 * 'go to page' box. MUI has no single component for this layout; it is composed here.
 */
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { FIRST_PAGE, PAGE_SIZES } from '../../shared/domain/constants';
import { format, useMessages } from '../lib/i18n';
import { paginationBarMessages } from './pagination-bar-messages';
import { PlainInput, PlainSelect } from './plain-input';
import { useFollowingState } from '../lib/use-following-state';

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
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" component="span" aria-hidden>
        {t.goTo}
      </Typography>
      <PlainInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setText(String(page))}
        aria-label={t.jumpTo}
        inputMode="numeric"
        enterKeyHint="go"
        sx={{ width: 56, textAlign: 'center', px: 0.5 }}
      />
      {t.page && (
        <Typography variant="body2" component="span" aria-hidden>
          {t.page}
        </Typography>
      )}
    </Box>
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
  const itemLabel = (type: string, item: number | null) => {
    if (type === 'previous') return t.previous;
    if (type === 'next') return t.next;
    if (type === 'first') return t.first;
    if (type === 'last') return t.last;
    return format(t.pageN, { page: item ?? '' });
  };
  return (
    <Box
      data-testid="pagination-bar"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}
    >
      <Typography variant="body2" component="span" data-testid="pagination-total">
        {totalText ?? format(t.total, { total })}
      </Typography>
      <Pagination
        aria-label={t.navigation}
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, next) => onPageChange(next)}
        getItemAriaLabel={itemLabel}
        color="primary"
        shape="rounded"
        siblingCount={1}
        boundaryCount={1}
      />
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
      <Jumper page={Math.min(page, pages)} pages={pages} onPageChange={onPageChange} />
    </Box>
  );
}
