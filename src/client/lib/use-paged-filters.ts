/**
 * The filters and page of a list kept while its page is open: a change of the filters or of
 * the page size goes back to the first page, so the user never lands on a page that is gone.
 */
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../shared/domain/constants';
import { pageWindow } from './paging';

export function usePagedFilters<Filters>(initial: Filters, initialSize: number = DEFAULT_PAGE_SIZE) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(FIRST_PAGE);
  const [size, setSize] = useState(initialSize);
  const changeSize = (next: number) => {
    setSize(next);
    setPage(FIRST_PAGE);
  };
  return {
    filters,
    page,
    size,
    /** The filters with the page's offset and limit, for the list query. */
    query: { ...filters, ...pageWindow(page, size) },
    setFilters: (next: Filters) => {
      setFilters(next);
      setPage(FIRST_PAGE);
    },
    setPage,
    setSize: changeSize,
    /** The props of the list's PaginationBar but its total. */
    pagination: { page, pageSize: size, onPageChange: setPage, onPageSizeChange: changeSize },
  };
}
