/**
 * The filters and page of a list kept in the URL's typed search params (SUITE.md): a change of
 * the filters or of the page size goes back to the first page, so the user never lands on a
 * page that is gone. The route passes its search without the open record's `id`, and keeps
 * that `id` itself, so opening or closing a record keeps the filters.
 */
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../shared/domain/constants';
import { pageWindow } from './paging';
import type { PageSearch } from './search-params';

export function usePagedSearch<Search extends PageSearch>(
  search: Search,
  onSearchChange: (next: Search) => void,
  defaultSize: number = DEFAULT_PAGE_SIZE,
) {
  const { page = FIRST_PAGE, size = defaultSize, ...rest } = search;
  const filters = rest as Omit<Search, keyof PageSearch>;
  const setPage = (next: number) => onSearchChange({ ...search, page: next === FIRST_PAGE ? undefined : next });
  const setSize = (next: number) => onSearchChange({ ...filters, size: next } as Search);
  return {
    filters,
    page,
    size,
    /** The filters with the page's offset and limit, for the list query. */
    query: { ...filters, ...pageWindow(page, size) },
    setFilters: (next: Omit<Search, keyof PageSearch>) => onSearchChange({ ...next, size: search.size } as Search),
    setPage,
    setSize,
    /** The props of the list's PaginationBar but its total. */
    pagination: { page, pageSize: size, onPageChange: setPage, onPageSizeChange: setSize },
  };
}
