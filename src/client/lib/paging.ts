import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../shared/domain/constants';

/** Offset paging from a 1-based page and a page size (SPEC §7: offset = size × (page − 1)). */
export function pageWindow(page = FIRST_PAGE, size = DEFAULT_PAGE_SIZE): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}
